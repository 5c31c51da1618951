// The five views of a product, composed around one drawing: front, on a form or in an
// alcove, a close-up of the texture, a flat lay from above, and a styled room scene.
import { BACKDROPS } from './palette.ts';

export const SIZE = 800;

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">${body}</svg>`;

const backdrop = (color: string) =>
  `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#ffffff" stop-opacity="0.6"/></linearGradient></defs>
<rect width="800" height="800" fill="${color}"/><rect width="800" height="800" fill="url(#bg)" opacity="0.5"/>`;

const shadow = '<ellipse cx="400" cy="765" rx="260" ry="22" fill="#000" opacity="0.08"/>';

function front(object: string, tint: string): string {
  return svg(`${backdrop(tint)}${shadow}${object}`);
}

function alcove(object: string, tint: string): string {
  return svg(`${backdrop(tint)}
<path d="M170 800 L170 300 Q400 40 630 300 L630 800Z" fill="#ffffff" opacity="0.45"/>
<path d="M170 800 L170 300 Q400 40 630 300 L630 800" fill="none" stroke="#c9b48f" stroke-width="10"/>
${shadow}<g transform="translate(400 440) rotate(-4) scale(0.84) translate(-400 -440)">${object}</g>`);
}

// Fine diagonal threads over the close-up. One path, because an SVG <pattern> makes librsvg
// rasterise about twenty times slower.
const WEAVE = Array.from({ length: 101 }, (_, i) => `M${i * 16 - 800} 0 L${i * 16} 800`).join('');

function detail(object: string, tint: string): string {
  return svg(`${backdrop(tint)}
<g transform="translate(400 400) scale(2.2) translate(-410 -480)">${object}</g>
<path d="${WEAVE}" stroke="#000" stroke-width="3" opacity="0.035"/>
<circle cx="400" cy="400" r="330" fill="none" stroke="#ffffff" stroke-width="6" opacity="0.55"/>`);
}

function flatLay(object: string, tint: string): string {
  const boards = Array.from({ length: 6 }, (_, i) => `<rect y="${i * 134}" width="800" height="130" fill="#000" opacity="${i % 2 ? 0.03 : 0.06}"/>`).join('');
  return svg(`<rect width="800" height="800" fill="${tint}"/>${boards}
<g opacity="0.9"><ellipse cx="110" cy="120" rx="70" ry="26" transform="rotate(-35 110 120)" fill="#7aa37c"/><ellipse cx="160" cy="90" rx="60" ry="22" transform="rotate(20 160 90)" fill="#5f8d63"/>
<circle cx="690" cy="690" r="70" fill="#ffffff" opacity="0.8"/><circle cx="690" cy="690" r="48" fill="#e8dcc6"/></g>
<g transform="translate(400 410) rotate(-14) scale(0.78) translate(-400 -410)">${object}</g>`);
}

function room(object: string, tint: string): string {
  return svg(`<rect width="800" height="800" fill="${tint}"/><rect y="640" width="800" height="160" fill="#cdbfa9"/>
<path d="M40 560 L40 200 Q140 90 240 200 L240 560Z" fill="#fdfbf6"/><path d="M140 130 L140 560 M40 360 L240 360" stroke="#d9cdb7" stroke-width="8"/>
<path d="M650 640 L640 540 L740 540 L730 640Z" fill="#b77a52"/><path d="M690 540 Q650 420 600 380 M690 540 Q700 400 690 330 M690 540 Q740 440 780 410" stroke="#5f8d63" stroke-width="18" fill="none" stroke-linecap="round"/>
<ellipse cx="460" cy="740" rx="220" ry="20" fill="#000" opacity="0.1"/>
<g transform="translate(460 430) scale(0.74) translate(-400 -420)">${object}</g>`);
}

const VIEWS = [front, alcove, detail, flatLay, room];

/** SVG of view n (1-based) of a product; `seed` shifts the backdrops so neighbours differ. */
export function composeView(n: number, object: string, seed: number): string {
  const view = VIEWS[n - 1];
  if (!view) throw new RangeError(`No view ${n}`);
  return view(object, BACKDROPS[(seed + n) % BACKDROPS.length]!);
}
