// The shop's one icon set: each icon is one SVG path on a 24-unit grid, stroked round at 1.7.
// Icon.astro draws it at build, the islands' Icon (src/islands/Icon.tsx) in React. Each icon is an
// export of its own, so an island's bundle carries only the icons it draws. Circles and rectangles
// are written as path commands (a circle as two arcs) so that one string is the whole drawing.
export type IconDrawing = string;

export const search: IconDrawing = 'M4 11a7 7 0 1 0 14 0a7 7 0 1 0-14 0M20 20l-3.5-3.5';
export const user: IconDrawing = 'M8 8a4 4 0 1 0 8 0a4 4 0 1 0-8 0M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7';
export const heart: IconDrawing = 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z';
export const cart: IconDrawing =
  'M3 4h2l2.4 11h10.2L20 7H6.2M7.6 20a1.4 1.4 0 1 0 2.8 0a1.4 1.4 0 1 0-2.8 0M15.6 20a1.4 1.4 0 1 0 2.8 0a1.4 1.4 0 1 0-2.8 0';
export const compare: IconDrawing = 'M7 4v16M17 4v16M3 8l4-4 4 4M13 16l4 4 4-4';
export const menu: IconDrawing = 'M4 7h16M4 12h16M4 17h16';
export const close: IconDrawing = 'M6 6l12 12M18 6 6 18';
export const arrowUp: IconDrawing = 'M12 19V5M6 11l6-6 6 6';
export const phone: IconDrawing = 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z';
export const mail: IconDrawing = 'M5 5h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zM3 7l9 6 9-6';
export const truck: IconDrawing =
  'M3 6h11v10H3zM14 10h4l3 3v3h-7zM5.5 17.5a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0-3 0M15.5 17.5a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0-3 0';
export const chevronDown: IconDrawing = 'M6 9l6 6 6-6';
// Previous and next: drawn with class flip-rtl, so they point the other way right to left.
export const chevronLeft: IconDrawing = 'M15 6l-6 6 6 6';
export const chevronRight: IconDrawing = 'M9 6l6 6-6 6';
export const grid: IconDrawing = 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z';
export const list: IconDrawing = 'M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01';
export const pin: IconDrawing = 'M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11zM9.5 10a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0-5 0';
export const globe: IconDrawing =
  'M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z';

// Order statuses on the order detail's timeline (spec section 4), and the generic info icon.
export const fileCreated: IconDrawing = 'M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8zM14 3v5h5M12 11v6M9 14h6';
export const creditCard: IconDrawing = 'M5 5h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zM3 10h18M7 15h3';
export const clipboardCheck: IconDrawing = 'M7 4h10a2 2 0 0 1 2 2v13a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zM9 4V3h6v1M9 13l2 2 4-4';
export const checkCircle: IconDrawing = 'M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0M8 12l3 3 5-6';
export const box: IconDrawing = 'M3 7.5 12 3l9 4.5v9L12 21l-9-4.5zM3 7.5l9 4.5 9-4.5M12 12v9';
export const home: IconDrawing = 'M3 11 12 4l9 7M5 10v10h5v-6h4v6h5V10';
export const xCircle: IconDrawing = 'M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0M9 9l6 6M15 9l-6 6';
export const returned: IconDrawing = 'M9 14 4 9l5-5M4 9h11a5 5 0 0 1 0 10h-3';
export const info: IconDrawing = 'M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0M12 11v6M12 7.5v.01';
