// One drawing per product kind, as SVG markup in an 800×800 space with the object centred
// around (400, 420). Shapes stay simple and flat so the webp files stay small.
import type { Palette } from './palette.ts';

interface DrawInput {
  c: Palette;
  /** The product's tags and name, lowercased, for the few drawings that vary by style. */
  hint: string;
}

type Draw = (input: DrawInput) => string;

const SKIN = '#d9c2a7';
const FORM = '#cfc6ba';

const headForm = `<path d="M250 800 C250 660 300 610 400 600 C500 610 550 660 550 800Z" fill="${FORM}"/>
<rect x="365" y="520" width="70" height="100" fill="${FORM}"/>
<ellipse cx="400" cy="420" rx="95" ry="120" fill="${SKIN}"/>`;

const checks = (id: string, c: Palette, size: number, bold: boolean) =>
  `<defs><pattern id="${id}" width="${size}" height="${size}" patternUnits="userSpaceOnUse">
<rect width="${size}" height="${size}" fill="${bold ? '#f6f3ee' : c.base}"/>
<rect width="${size / 2}" height="${size}" fill="${bold ? c.base : c.shade}" opacity="${bold ? 0.9 : 0.35}"/>
<rect width="${size}" height="${size / 2}" fill="${bold ? c.base : c.shade}" opacity="${bold ? 0.6 : 0.25}"/></pattern></defs>`;

const veil = (c: Palette) =>
  `${headForm}
<path d="M290 430 C280 290 340 250 400 250 C460 250 520 290 510 430 C515 520 560 560 570 800 L230 800 C240 560 285 520 290 430Z" fill="${c.base}"/>
<path d="M318 420 C318 330 360 300 400 300 C440 300 482 330 482 420 C482 480 450 540 400 545 C350 540 318 480 318 420Z" fill="${SKIN}"/>
<path d="M318 420 C318 330 360 300 400 300 C440 300 482 330 482 420" fill="none" stroke="${c.shade}" stroke-width="10"/>
<path d="M300 600 C350 640 450 640 500 600 M330 800 C340 700 360 660 380 640 M470 800 C460 700 440 660 420 640" fill="none" stroke="${c.shade}" stroke-width="6" opacity="0.6"/>
<path d="M300 460 C300 380 330 320 360 300" fill="none" stroke="${c.light}" stroke-width="6" opacity="0.5"/>`;

const robe = (c: Palette, opts: { wide?: boolean; open?: boolean; buttons?: boolean; trim?: boolean; tassel?: boolean }) => {
  const sleeve = opts.wide ? 'M300 200 L130 380 L200 440 L300 330' : 'M305 200 L210 520 L255 535 L320 330';
  const sleeveR = opts.wide ? 'M500 200 L670 380 L600 440 L500 330' : 'M495 200 L590 520 L545 535 L480 330';
  return `<path d="M360 130 Q400 115 440 130 L500 200 L${opts.wide ? 560 : 540} 760 L${opts.wide ? 240 : 260} 760 L300 200Z" fill="${c.base}"/>
<path d="${sleeve}Z" fill="${c.shade}"/><path d="${sleeveR}Z" fill="${c.shade}"/>
<path d="M360 130 Q400 175 440 130" fill="none" stroke="${c.shade}" stroke-width="8"/>
${opts.open ? `<path d="M400 160 L400 760" stroke="${c.shade}" stroke-width="6"/><path d="M392 170 L360 760 L440 760 L408 170Z" fill="${c.light}" opacity="0.35"/>` : ''}
${opts.buttons ? [190, 220, 250].map((y) => `<circle cx="400" cy="${y}" r="6" fill="${c.shade}"/>`).join('') : ''}
${opts.trim ? `<path d="M360 130 Q400 180 440 130 M300 330 L320 330 M${opts.wide ? '130 380 L200 440' : '210 520 L255 535'} M${opts.wide ? '670 380 L600 440' : '590 520 L545 535'} M262 745 L538 745" fill="none" stroke="${c.accent}" stroke-width="10" stroke-dasharray="14 8"/>
<path d="M385 150 L380 330 M415 150 L420 330" stroke="${c.accent}" stroke-width="6" stroke-dasharray="10 6"/>` : ''}
${opts.tassel ? `<path d="M405 150 Q420 240 412 330" fill="none" stroke="${c.shade}" stroke-width="5"/><path d="M404 330 L420 330 L426 380 L398 380Z" fill="${c.shade}"/>` : ''}
<path d="M375 112 Q400 60 425 112" fill="none" stroke="#8d8a84" stroke-width="8"/>`;
};

const box = (x: number, y: number, w: number, h: number, fill: string, r = 12) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"/>`;

const label = (x: number, y: number, w: number, c: Palette) =>
  `${box(x, y, w, 70, '#fbf8f2', 8)}<rect x="${x + 20}" y="${y + 18}" width="${w * 0.6}" height="12" fill="${c.shade}"/><rect x="${x + 20}" y="${y + 42}" width="${w * 0.4}" height="8" fill="${c.base}"/>`;

export const DRAW: Record<string, Draw> = {
  // A shayla's long end wraps across the chest and over the shoulder, unlike a hijab's symmetric drape.
  shayla: ({ c }) => `${veil(c)}<path d="M300 500 C360 620 520 600 600 800 L500 800 C460 680 380 650 292 580Z" fill="${c.light}" opacity="0.55"/>
<path d="M300 500 C360 620 520 600 600 800" fill="none" stroke="${c.shade}" stroke-width="6"/>`,
  hijab: ({ c }) => veil(c),
  underscarf: ({ c }) => `${headForm}<path d="M305 430 C300 300 350 255 400 255 C450 255 500 300 495 430 L470 470 L330 470Z" fill="${c.base}"/>
<path d="M310 420 C330 400 470 400 490 420" stroke="${c.shade}" stroke-width="10" fill="none"/>`,
  niqab: ({ c }) => `${veil(c)}
<path d="M318 370 L482 370 L482 560 C450 600 350 600 318 560Z" fill="${c.base}"/>
<rect x="330" y="386" width="140" height="34" rx="17" fill="${SKIN}"/>
<ellipse cx="365" cy="403" rx="13" ry="8" fill="#3b2a20"/><ellipse cx="435" cy="403" rx="13" ry="8" fill="#3b2a20"/>
<path d="M318 370 L482 370" stroke="${c.shade}" stroke-width="10"/>`,
  abaya: ({ c, hint }) =>
    robe(c, {
      wide: hint.includes('kimono'),
      open: hint.includes('open') || hint.includes('kimono'),
      buttons: hint.includes('closed'),
      trim: hint.includes('embroider') || hint.includes('bead'),
    }),
  kaftan: ({ c }) => robe(c, { wide: true, trim: true }),
  jalabiya: ({ c }) => robe(c, { trim: true }),
  kandura: ({ c }) => robe({ ...c, shade: c.shade }, { tassel: true }),
  ghutra: ({ c }) => `${checks('gh', c, 18, false)}${headForm}
<path d="M400 240 L640 760 L160 760Z" fill="url(#gh)"/>
<path d="M310 330 C330 270 470 270 490 330 L480 350 L320 350Z" fill="url(#gh)"/>
<ellipse cx="400" cy="330" rx="110" ry="22" fill="none" stroke="#1a1a1a" stroke-width="14"/>
<path d="M330 360 C330 470 360 520 400 530 C440 520 470 470 470 360Z" fill="${SKIN}"/>`,
  shemagh: ({ c }) => `${checks('sh', c, 40, true)}<g transform="rotate(-8 400 420)">
<rect x="150" y="170" width="500" height="500" fill="url(#sh)"/>
${Array.from({ length: 16 }, (_, i) => `<path d="M${165 + i * 31} 670 l0 40" stroke="${c.base}" stroke-width="7"/>`).join('')}
<rect x="150" y="170" width="500" height="500" fill="none" stroke="${c.shade}" stroke-width="6"/></g>`,
  scarf: ({ c }) => `<path d="M300 120 C380 100 420 100 500 120 L540 700 L440 720 L420 260 L380 260 L360 720 L260 700Z" fill="${c.base}"/>
<path d="M300 120 C380 160 420 160 500 120" fill="none" stroke="${c.shade}" stroke-width="10"/>
<path d="M430 300 L450 700 M370 300 L350 700" stroke="${c.shade}" stroke-width="5" opacity="0.5"/>
${Array.from({ length: 8 }, (_, i) => `<path d="M${266 + i * 11} 702 l-4 40 M${446 + i * 11} 718 l4 40" stroke="${c.shade}" stroke-width="4"/>`).join('')}
<rect x="240" y="110" width="320" height="16" rx="8" fill="#8d8a84"/>`,
  pins: ({ c }) =>
    Array.from({ length: 7 }, (_, i) => {
      const x = 220 + i * 60;
      return `<g transform="rotate(${-20 + i * 7} ${x} 420)"><path d="M${x} 300 L${x} 600" stroke="#9aa0a8" stroke-width="5"/><circle cx="${x}" cy="290" r="24" fill="${i % 2 ? c.light : c.base}"/><circle cx="${x - 8}" cy="282" r="7" fill="#fff" opacity="0.7"/></g>`;
    }).join(''),
  magnet: ({ c }) =>
    [0, 1, 2, 3]
      .map((i) => {
        const x = 260 + (i % 2) * 280;
        const y = 300 + Math.floor(i / 2) * 240;
        return `<circle cx="${x}" cy="${y}" r="80" fill="${c.shade}"/><circle cx="${x}" cy="${y}" r="66" fill="${c.base}"/><circle cx="${x - 22}" cy="${y - 22}" r="16" fill="#fff" opacity="0.5"/>`;
      })
      .join(''),
  clutch: ({ c }) => `<path d="M180 360 L620 360 L590 620 Q400 660 210 620Z" fill="${c.base}"/>
<path d="M180 360 Q400 300 620 360" fill="none" stroke="${c.accent}" stroke-width="16"/>
${Array.from({ length: 11 }, (_, i) => `<circle cx="${215 + i * 37}" cy="${352 - Math.sin((i / 10) * Math.PI) * 28}" r="9" fill="#f6efe2"/>`).join('')}
<path d="M220 440 Q400 480 580 440" fill="none" stroke="${c.shade}" stroke-width="5" opacity="0.5"/>
<circle cx="400" cy="300" r="14" fill="${c.accent}"/>`,
  'prayer set': ({ c }) => `<g transform="rotate(-6 400 420)"><rect x="200" y="120" width="400" height="600" rx="10" fill="${c.base}"/>
<path d="M250 680 L250 300 Q400 150 550 300 L550 680Z" fill="${c.light}" opacity="0.5"/>
<path d="M250 680 L250 300 Q400 150 550 300 L550 680Z" fill="none" stroke="${c.accent}" stroke-width="10"/>
<rect x="200" y="120" width="400" height="600" rx="10" fill="none" stroke="${c.shade}" stroke-width="14"/></g>
<g>${Array.from({ length: 33 }, (_, i) => {
    const a = (i / 33) * Math.PI * 2;
    return `<circle cx="${560 + Math.cos(a) * 90}" cy="${600 + Math.sin(a) * 70}" r="10" fill="${c.accent}"/>`;
  }).join('')}<path d="M560 670 l0 60" stroke="${c.accent}" stroke-width="8"/></g>`,
  headphones: ({ c }) => `<path d="M230 470 C230 220 570 220 570 470" fill="none" stroke="${c.base}" stroke-width="34"/>
<rect x="185" y="420" width="110" height="190" rx="50" fill="${c.base}"/><rect x="505" y="420" width="110" height="190" rx="50" fill="${c.base}"/>
<rect x="275" y="445" width="40" height="140" rx="18" fill="${c.shade}"/><rect x="485" y="445" width="40" height="140" rx="18" fill="${c.shade}"/>
<path d="M240 320 C300 240 500 240 560 320" fill="none" stroke="${c.light}" stroke-width="8"/>`,
  earbuds: ({ c }) => `${box(260, 420, 280, 200, c.base, 90)}<path d="M262 500 L538 500" stroke="${c.shade}" stroke-width="6"/>
<circle cx="400" cy="560" r="8" fill="${c.accent}"/>
<g><circle cx="300" cy="280" r="50" fill="${c.base}"/><rect x="285" y="290" width="30" height="110" rx="15" fill="${c.base}"/><circle cx="300" cy="280" r="22" fill="${c.shade}"/></g>
<g><circle cx="500" cy="280" r="50" fill="${c.base}"/><rect x="485" y="290" width="30" height="110" rx="15" fill="${c.base}"/><circle cx="500" cy="280" r="22" fill="${c.shade}"/></g>`,
  speaker: ({ c }) => `${box(250, 180, 300, 480, c.base, 60)}<circle cx="400" cy="330" r="100" fill="${c.shade}"/><circle cx="400" cy="330" r="40" fill="${c.light}"/>
<circle cx="400" cy="540" r="60" fill="${c.shade}"/>${box(330, 200, 140, 16, c.accent, 8)}`,
  smartwatch: ({ c }) => `${box(330, 90, 140, 620, c.shade, 40)}${box(270, 270, 260, 280, c.base, 70)}${box(295, 295, 210, 230, '#0b0c10', 50)}
<text x="400" y="420" font-family="sans-serif" font-size="64" font-weight="700" fill="${c.accent}" text-anchor="middle">12:30</text>
<path d="M340 460 l25 -20 l20 30 l25 -45 l20 35 l25 -15" fill="none" stroke="#6ad39b" stroke-width="6"/>${box(525, 360, 22, 70, c.base, 8)}`,
  chair: ({ c }) => `<path d="M250 260 Q400 200 550 260 L540 460 L260 460Z" fill="${c.base}"/>${box(230, 440, 340, 90, c.light, 30)}
<path d="M270 530 L240 720 M530 530 L560 720 M330 530 L320 680 M470 530 L480 680" stroke="${c.shade}" stroke-width="18" stroke-linecap="round"/>
<path d="M230 360 L230 480 M570 360 L570 480" stroke="${c.shade}" stroke-width="22" stroke-linecap="round"/>`,
  table: ({ c }) => `<ellipse cx="400" cy="330" rx="220" ry="60" fill="${c.light}"/><path d="M180 330 L180 360 Q400 430 620 360 L620 330" fill="${c.base}"/>
<path d="M300 380 L260 720 M500 380 L540 720 M400 395 L400 730" stroke="${c.shade}" stroke-width="20" stroke-linecap="round"/>
<rect x="350" y="250" width="60" height="60" rx="6" fill="#5c8f6a"/><path d="M380 250 C360 180 420 180 400 240" fill="#7cb27f"/>`,
  lamp: ({ c }) => `<path d="M260 140 L540 140 L600 380 L200 380Z" fill="${c.base}"/>
${Array.from({ length: 7 }, (_, i) => `<path d="M${280 + i * 40} 145 L${225 + i * 58} 375" stroke="${c.shade}" stroke-width="5"/>`).join('')}
<path d="M210 330 L590 330 M240 240 L560 240" stroke="${c.shade}" stroke-width="5"/>
<path d="M400 380 L400 720" stroke="#3b3b3b" stroke-width="12"/><ellipse cx="400" cy="725" rx="110" ry="20" fill="#3b3b3b"/>
<ellipse cx="400" cy="390" rx="90" ry="14" fill="#ffe7a8" opacity="0.8"/>`,
  plant: ({ c, hint }) => {
    const pot = `<path d="M300 560 L500 560 L480 740 L320 740Z" fill="${c.accent}"/><rect x="290" y="540" width="220" height="34" rx="8" fill="${c.accent}"/><rect x="290" y="540" width="220" height="34" rx="8" fill="#000" opacity="0.12"/>`;
    if (hint.includes('snake')) {
      return `${Array.from({ length: 7 }, (_, i) => `<path d="M${350 + i * 17} 550 Q${320 + i * 27} ${300 - (i % 3) * 50} ${330 + i * 24} ${150 + (i % 3) * 60} Q${360 + i * 20} 320 ${365 + i * 12} 550Z" fill="${i % 2 ? c.base : c.shade}"/>`).join('')}${pot}`;
    }
    if (hint.includes('olive')) {
      return `<path d="M400 550 Q380 450 420 380 Q440 330 400 280" fill="none" stroke="#6b4a2a" stroke-width="22"/>
${Array.from({ length: 26 }, (_, i) => `<ellipse cx="${260 + ((i * 53) % 300)}" cy="${180 + ((i * 37) % 180)}" rx="30" ry="10" transform="rotate(${(i * 41) % 180} ${260 + ((i * 53) % 300)} ${180 + ((i * 37) % 180)})" fill="${i % 2 ? '#8aa07a' : '#a9b99a'}"/>`).join('')}${pot}`;
    }
    return `${[[-1, 0], [1, 0], [0, -1], [-1.2, -0.8], [1.2, -0.8]].map(([dx, dy], i) => `<path d="M400 550 Q${400 + dx! * 60} ${420 + dy! * 80} ${400 + dx! * 150} ${330 + dy! * 130}" fill="none" stroke="${c.shade}" stroke-width="8"/><ellipse cx="${400 + dx! * 160}" cy="${310 + dy! * 130}" rx="95" ry="70" fill="${i % 2 ? c.base : c.light}" transform="rotate(${dx! * 25} ${400 + dx! * 160} ${310 + dy! * 130})"/><path d="M${400 + dx! * 110} ${310 + dy! * 130} l${dx! >= 0 ? 60 : -60} -30 M${400 + dx! * 120} ${330 + dy! * 130} l${dx! >= 0 ? 70 : -70} 20" stroke="#e9e4dc" stroke-width="10"/>`).join('')}${pot}`;
  },
  dates: ({ c }) => `${box(170, 260, 460, 360, c.accent, 20)}${box(195, 285, 410, 310, '#f3e6cc', 12)}
${Array.from({ length: 12 }, (_, i) => `<ellipse cx="${250 + (i % 4) * 100}" cy="${335 + Math.floor(i / 4) * 100}" rx="44" ry="30" fill="${i % 3 ? c.base : c.shade}"/><ellipse cx="${238 + (i % 4) * 100}" cy="${325 + Math.floor(i / 4) * 100}" rx="14" ry="6" fill="#fff" opacity="0.25"/>`).join('')}`,
  honey: ({ c }) => `${box(280, 220, 240, 60, '#c8b89a', 10)}<path d="M270 290 L530 290 Q560 300 560 360 L560 640 Q560 700 500 700 L300 700 Q240 700 240 640 L240 360 Q240 300 270 290Z" fill="${c.base}"/>
<path d="M260 320 L260 660" stroke="#fff" stroke-width="14" opacity="0.35"/>${label(280, 440, 240, c)}`,
  bottle: ({ c }) => `${box(370, 110, 60, 80, '#2b2b2b', 8)}<path d="M375 190 L425 190 L440 300 Q500 330 500 400 L500 700 Q500 730 470 730 L330 730 Q300 730 300 700 L300 400 Q300 330 360 300Z" fill="${c.base}"/>
<path d="M320 400 L320 700" stroke="#fff" stroke-width="12" opacity="0.3"/>${label(320, 470, 160, c)}`,
  bouquet: ({ c, hint }) => {
    const flower = hint.includes('lil') ? '#fbfaf5' : hint.includes('rose') ? '#b8323c' : '#ef8a3c';
    return `<path d="M330 520 L400 780 L470 520Z" fill="#e9dcc3"/>
${Array.from({ length: 14 }, (_, i) => `<path d="M400 640 L${250 + ((i * 71) % 300)} ${240 + ((i * 43) % 220)}" stroke="#4f8a55" stroke-width="6"/>`).join('')}
${Array.from({ length: 14 }, (_, i) => `<circle cx="${250 + ((i * 71) % 300)}" cy="${240 + ((i * 43) % 220)}" r="40" fill="${hint.includes('mixed') && i % 3 === 0 ? '#f3c13a' : flower}"/><circle cx="${250 + ((i * 71) % 300)}" cy="${240 + ((i * 43) % 220)}" r="16" fill="#000" opacity="0.15"/>`).join('')}
<path d="M300 500 L400 560 L500 500 L470 600 L330 600Z" fill="#d8c6a3"/><path d="M360 590 Q400 620 440 590" stroke="${c.base}" stroke-width="14" fill="none"/>`;
  },
  book: ({ c }) => `${box(240, 140, 340, 520, c.shade, 8)}${box(230, 130, 340, 520, c.base, 8)}<rect x="230" y="130" width="34" height="520" fill="${c.shade}"/>
<rect x="300" y="220" width="220" height="22" fill="${c.accent}"/><rect x="300" y="260" width="160" height="14" fill="${c.accent}" opacity="0.7"/>
<path d="M320 520 Q400 400 480 520Z" fill="${c.accent}" opacity="0.8"/><rect x="300" y="580" width="120" height="10" fill="${c.accent}"/>`,
  perfume: ({ c }) => `${box(360, 150, 80, 90, c.accent, 10)}${box(380, 230, 40, 40, '#d9d2c5', 4)}<path d="M260 280 L540 280 L580 700 L220 700Z" fill="${c.base}"/>
<path d="M270 300 L240 680" stroke="#fff" stroke-width="14" opacity="0.3"/><rect x="320" y="440" width="160" height="90" rx="6" fill="${c.accent}"/><rect x="345" y="470" width="110" height="10" fill="${c.shade}"/>`,
  serum: ({ c }) => `<ellipse cx="400" cy="150" rx="34" ry="50" fill="#2b2b2b"/>${box(360, 190, 80, 80, c.accent, 8)}${box(310, 270, 180, 440, c.base, 30)}
<path d="M330 300 L330 680" stroke="#fff" stroke-width="12" opacity="0.35"/>${label(320, 450, 160, c)}`,
  lipstick: ({ c }) => `<path d="M350 200 L450 250 L450 380 L350 380Z" fill="${c.base}"/>${box(335, 370, 130, 100, c.accent, 6)}${box(325, 460, 150, 270, '#1d1d22', 10)}
<path d="M365 230 L365 370" stroke="#fff" stroke-width="8" opacity="0.3"/>`,
  toy: () =>
    ['#d9534f', '#f0ad4e', '#f4d35e', '#5cb85c', '#5bc0de', '#6f5bd8']
      .map((color, i) => `<path d="M${170 + i * 38} 680 A${230 - i * 38} ${230 - i * 38} 0 0 1 ${630 - i * 38} 680" fill="none" stroke="${color}" stroke-width="34"/>`)
      .join(''),
  plush: ({ c }) => `<ellipse cx="400" cy="480" rx="200" ry="120" fill="${c.base}"/><ellipse cx="360" cy="380" rx="70" ry="60" fill="${c.base}"/>
<path d="M560 440 Q640 340 620 230" stroke="${c.base}" stroke-width="60" fill="none" stroke-linecap="round"/><ellipse cx="640" cy="220" rx="60" ry="40" fill="${c.base}"/>
<circle cx="660" cy="210" r="8" fill="#222"/><path d="M260 560 L250 700 M330 580 L330 710 M470 580 L470 710 M540 560 L550 700" stroke="${c.shade}" stroke-width="36" stroke-linecap="round"/>
<path d="M300 420 Q400 360 500 420 L480 470 L320 470Z" fill="${c.accent}"/><path d="M320 470 l-6 30 M400 470 l0 34 M480 470 l6 30" stroke="${c.accent}" stroke-width="8"/>`,
  bowl: ({ c }) => `<ellipse cx="400" cy="380" rx="260" ry="70" fill="${c.shade}"/><path d="M140 380 Q160 640 400 650 Q640 640 660 380Z" fill="${c.base}"/>
<ellipse cx="400" cy="380" rx="240" ry="56" fill="${c.light}"/><path d="M150 400 Q400 470 650 400" stroke="${c.accent}" stroke-width="14" fill="none" opacity="0.7"/>`,
  basket: ({ c }) => `<path d="M180 330 L620 330 L560 690 L240 690Z" fill="${c.base}"/>
${Array.from({ length: 8 }, (_, i) => `<path d="M${190 + i * 3} ${360 + i * 42} L${610 - i * 3} ${360 + i * 42}" stroke="${i % 2 ? c.shade : c.accent}" stroke-width="18"/>`).join('')}
<path d="M250 330 Q400 120 550 330" fill="none" stroke="${c.shade}" stroke-width="22"/>`,
  candle: ({ c }) => `${box(270, 330, 260, 380, '#d7cfc4', 24)}${box(285, 360, 230, 330, c.base, 18)}<path d="M400 360 L400 300" stroke="#222" stroke-width="6"/>
<path d="M400 300 Q370 250 400 190 Q430 250 400 300Z" fill="#f5b942"/>${label(300, 500, 200, c)}`,
  'brake pads': ({ c }) => [0, 1]
    .map((i) => `<path d="M${170 + i * 250} ${320 + i * 60} q110 -80 220 0 l-20 170 q-90 40 -180 0Z" fill="${c.shade}"/><path d="M${185 + i * 250} ${335 + i * 60} q95 -60 190 0 l-16 120 q-80 30 -160 0Z" fill="${c.base}"/>`)
    .join(''),
  tyre: ({ c }) => `<circle cx="400" cy="420" r="280" fill="#1d1d20"/><circle cx="400" cy="420" r="170" fill="${c.base}"/><circle cx="400" cy="420" r="60" fill="${c.shade}"/>
${Array.from({ length: 5 }, (_, i) => `<path d="M400 420 L${400 + Math.cos((i * 2 * Math.PI) / 5) * 160} ${420 + Math.sin((i * 2 * Math.PI) / 5) * 160}" stroke="${c.light}" stroke-width="36"/>`).join('')}
${Array.from({ length: 24 }, (_, i) => `<rect x="394" y="140" width="12" height="40" fill="#3a3a3f" transform="rotate(${i * 15} 400 420)"/>`).join('')}`,
  'seat cover': ({ c }) => `<path d="M300 130 Q400 100 500 130 L520 460 L280 460Z" fill="${c.base}"/>${box(330, 70, 140, 80, c.base, 30)}
<path d="M260 450 L540 450 L580 640 L220 640Z" fill="${c.shade}"/><path d="M400 140 L400 450 M320 300 L480 300" stroke="${c.light}" stroke-width="8"/>`,
  cake: ({ c, hint }) => `<ellipse cx="400" cy="660" rx="260" ry="40" fill="#d6d1c8"/><rect x="190" y="360" width="420" height="290" fill="${c.base}"/>
<ellipse cx="400" cy="650" rx="210" ry="40" fill="${c.base}"/><ellipse cx="400" cy="360" rx="210" ry="50" fill="${c.light}"/>
<path d="M190 470 L610 470" stroke="${c.shade}" stroke-width="16"/><path d="M190 560 L610 560" stroke="${c.shade}" stroke-width="16"/>
${Array.from({ length: 9 }, (_, i) => `<circle cx="${240 + i * 40}" cy="${355 + Math.sin(i) * 14}" r="13" fill="${hint.includes('pistachio') ? '#8fb07a' : c.accent}"/>`).join('')}`,
  'pet food': ({ c, hint }) => `<path d="M230 170 L570 170 L600 720 L200 720Z" fill="${c.base}"/><rect x="230" y="150" width="340" height="40" rx="6" fill="${c.shade}"/>
${box(270, 400, 260, 180, '#fbf8f2', 20)}<g fill="${c.shade}"><ellipse cx="400" cy="510" rx="40" ry="32"/><circle cx="345" cy="455" r="16"/><circle cx="380" cy="435" r="16"/><circle cx="420" cy="435" r="16"/><circle cx="455" cy="455" r="16"/></g>
<rect x="270" y="240" width="${hint.includes('bird') ? 160 : 260}" height="30" fill="${c.accent}"/>`,
  thermometer: ({ c }) => `<g transform="rotate(-35 400 420)">${box(360, 120, 80, 520, c.base, 40)}<rect x="388" y="620" width="24" height="90" rx="12" fill="#9aa0a8"/>
${box(372, 200, 56, 150, '#cfe3d1', 8)}<text x="400" y="285" font-family="sans-serif" font-size="30" font-weight="700" fill="#1d1d22" text-anchor="middle" transform="rotate(90 400 275)">36.8</text><circle cx="400" cy="420" r="16" fill="${c.accent}"/></g>`,
  'blood pressure monitor': ({ c }) => `${box(260, 220, 300, 380, c.base, 40)}${box(290, 260, 240, 190, '#cfe3d1', 12)}
<text x="410" y="340" font-family="sans-serif" font-size="64" font-weight="700" fill="#1d1d22" text-anchor="middle">120</text><text x="410" y="420" font-family="sans-serif" font-size="48" fill="#1d1d22" text-anchor="middle">80</text>
<circle cx="410" cy="520" r="36" fill="${c.accent}"/><path d="M260 520 Q160 560 190 680" fill="none" stroke="#44474d" stroke-width="12"/>${box(110, 660, 220, 100, c.shade, 30)}`,
  'first aid kit': ({ c }) => `${box(180, 260, 440, 340, c.base, 40)}<path d="M330 260 L330 210 L470 210 L470 260" fill="none" stroke="${c.shade}" stroke-width="26"/>
<path d="M400 340 L400 520 M310 430 L490 430" stroke="#fff" stroke-width="60"/><path d="M190 300 L610 300" stroke="${c.shade}" stroke-width="8"/>`,
  ornaments: ({ c }) =>
    Array.from({ length: 6 }, (_, i) => {
      const x = 220 + (i % 3) * 180;
      const y = 300 + Math.floor(i / 3) * 230;
      const fill = [c.base, c.accent, c.light][i % 3];
      return `<circle cx="${x}" cy="${y}" r="78" fill="${fill}"/><rect x="${x - 16}" y="${y - 98}" width="32" height="26" rx="4" fill="#d4b062"/><circle cx="${x - 26}" cy="${y - 26}" r="18" fill="#fff" opacity="0.45"/><path d="M${x - 78} ${y} Q${x} ${y + 30} ${x + 78} ${y}" stroke="#fff" stroke-width="6" fill="none" opacity="0.6"/>`;
    }).join(''),
  'christmas tree': ({ c }) => `<rect x="375" y="620" width="50" height="90" fill="#6b4a2a"/>${box(320, 690, 160, 50, c.accent, 8)}
<path d="M400 110 L560 330 L490 330 L620 500 L530 500 L660 650 L140 650 L270 500 L180 500 L310 330 L240 330Z" fill="${c.base}"/>
${[[360, 300], [450, 420], [320, 470], [500, 580], [300, 600], [410, 540]].map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="16" fill="${i % 2 ? '#f4d35e' : '#b8323c'}"/>`).join('')}
<path d="M400 80 l14 30 l32 4 l-24 22 l7 32 l-29 -16 l-29 16 l7 -32 l-24 -22 l32 -4Z" fill="#f4d35e"/>`,
  cookies: ({ c }) => `<ellipse cx="400" cy="620" rx="240" ry="60" fill="${c.shade}"/><rect x="160" y="380" width="480" height="240" fill="${c.base}"/>
<ellipse cx="400" cy="380" rx="240" ry="60" fill="${c.light}"/>${Array.from({ length: 5 }, (_, i) => `<circle cx="${240 + i * 80}" cy="500" r="26" fill="${c.accent}"/><circle cx="${240 + i * 80}" cy="500" r="10" fill="${c.light}"/>`).join('')}
<g transform="translate(520 250)"><circle r="60" fill="#c98d4f"/><circle cx="-18" cy="-10" r="7" fill="#6b3f1f"/><circle cx="18" cy="-10" r="7" fill="#6b3f1f"/><path d="M-20 18 Q0 34 20 18" stroke="#fff" stroke-width="5" fill="none"/></g>`,
};
