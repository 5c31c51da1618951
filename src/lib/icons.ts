// The shop's one icon set, drawn on a 24-unit grid with a round 1.7 stroke: Icon.astro renders it
// at build, the islands' Icon (src/islands/icon.tsx) in React. Each icon is an export of its own,
// so an island's bundle carries only the icons it draws.
type Shape =
  | readonly ['path', { readonly d: string }]
  | readonly ['circle', { readonly cx: number; readonly cy: number; readonly r: number }]
  | readonly ['rect', { readonly x: number; readonly y: number; readonly width: number; readonly height: number; readonly rx?: number }];

export type IconDrawing = readonly Shape[];

export const search: IconDrawing = [['circle', { cx: 11, cy: 11, r: 7 }], ['path', { d: 'm20 20-3.5-3.5' }]];
export const user: IconDrawing = [['circle', { cx: 12, cy: 8, r: 4 }], ['path', { d: 'M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7' }]];
export const heart: IconDrawing = [['path', { d: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z' }]];
export const cart: IconDrawing = [
  ['path', { d: 'M3 4h2l2.4 11h10.2L20 7H6.2' }],
  ['circle', { cx: 9, cy: 20, r: 1.4 }],
  ['circle', { cx: 17, cy: 20, r: 1.4 }],
];
export const compare: IconDrawing = [['path', { d: 'M7 4v16M17 4v16M3 8l4-4 4 4M13 16l4 4 4-4' }]];
export const menu: IconDrawing = [['path', { d: 'M4 7h16M4 12h16M4 17h16' }]];
export const close: IconDrawing = [['path', { d: 'M6 6l12 12M18 6 6 18' }]];
export const arrowUp: IconDrawing = [['path', { d: 'M12 19V5M6 11l6-6 6 6' }]];
export const phone: IconDrawing = [['path', { d: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z' }]];
export const mail: IconDrawing = [['rect', { x: 3, y: 5, width: 18, height: 14, rx: 2 }], ['path', { d: 'm3 7 9 6 9-6' }]];
export const truck: IconDrawing = [
  ['path', { d: 'M3 6h11v10H3zM14 10h4l3 3v3h-7z' }],
  ['circle', { cx: 7, cy: 17.5, r: 1.5 }],
  ['circle', { cx: 17, cy: 17.5, r: 1.5 }],
];
export const chevronDown: IconDrawing = [['path', { d: 'm6 9 6 6 6-6' }]];
export const grid: IconDrawing = [
  ['rect', { x: 4, y: 4, width: 7, height: 7 }],
  ['rect', { x: 13, y: 4, width: 7, height: 7 }],
  ['rect', { x: 4, y: 13, width: 7, height: 7 }],
  ['rect', { x: 13, y: 13, width: 7, height: 7 }],
];
export const list: IconDrawing = [['path', { d: 'M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01' }]];
export const pin: IconDrawing = [
  ['path', { d: 'M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11z' }],
  ['circle', { cx: 12, cy: 10, r: 2.5 }],
];
export const globe: IconDrawing = [
  ['circle', { cx: 12, cy: 12, r: 9 }],
  ['path', { d: 'M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z' }],
];

// Order statuses on the order detail's timeline (spec section 4), and the generic info icon.
export const fileCreated: IconDrawing = [
  ['path', { d: 'M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z' }],
  ['path', { d: 'M14 3v5h5M12 11v6M9 14h6' }],
];
export const creditCard: IconDrawing = [['rect', { x: 3, y: 5, width: 18, height: 14, rx: 2 }], ['path', { d: 'M3 10h18M7 15h3' }]];
export const clipboardCheck: IconDrawing = [
  ['rect', { x: 5, y: 4, width: 14, height: 17, rx: 2 }],
  ['path', { d: 'M9 4V3h6v1M9 13l2 2 4-4' }],
];
export const checkCircle: IconDrawing = [['circle', { cx: 12, cy: 12, r: 9 }], ['path', { d: 'm8 12 3 3 5-6' }]];
export const box: IconDrawing = [['path', { d: 'M3 7.5 12 3l9 4.5v9L12 21l-9-4.5zM3 7.5l9 4.5 9-4.5M12 12v9' }]];
export const home: IconDrawing = [['path', { d: 'M3 11 12 4l9 7M5 10v10h5v-6h4v6h5V10' }]];
export const xCircle: IconDrawing = [['circle', { cx: 12, cy: 12, r: 9 }], ['path', { d: 'm9 9 6 6M15 9l-6 6' }]];
export const returned: IconDrawing = [['path', { d: 'M9 14 4 9l5-5M4 9h11a5 5 0 0 1 0 10h-3' }]];
export const info: IconDrawing = [['circle', { cx: 12, cy: 12, r: 9 }], ['path', { d: 'M12 11v6M12 7.5v.01' }]];
