// Writes the brand images from SVG composed here, so they can be regenerated and reviewed as code:
//   public/favicon.svg                   the mark alone (vector)
//   public/assets/img/logo/mark.png      the mark alone, 80×80 (shown at 40×40 beside the shop's name,
//                                        which the header and footer write as text, in the page's language)
//   public/assets/img/og-default.png     1200×630 social preview
// Run: npx node scripts/generate-brand-images.ts (no randomness: same input, same files).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';

// The sample shop's name (content/settings.json), on the social preview.
const BRAND = 'Lamsa Veils';
const ACCENT = '#8a4b2c';
const INK = '#2f2a25';
const PUBLIC = join(import.meta.dirname, '..', 'public');

/**
 * The mark on a 40×40 grid: a crescent whose hollow reads as the opening of a draped veil, with a
 * small pin where a shayla is fastened. The crescent is the outer circle (20,20 r17) cut by an inner
 * circle (26.5,15.5 r13.5), drawn as two arcs between their intersections so no renderer needs masks.
 */
function mark(x: number, y: number, size: number): string {
  const s = size / 40;
  return `<g transform="translate(${x} ${y}) scale(${s})">
    <path fill="${ACCENT}" d="M21.28 3.05A17 17 0 1 0 36.32 24.77A13.5 13.5 0 1 1 21.28 3.05z"/>
    <path fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="1.4" stroke-linecap="round" d="M9 27c3-3.5 4.2-8 3.6-13"/>
    <circle cx="21.5" cy="3.4" r="2.4" fill="${ACCENT}"/>
  </g>`;
}

const svg = (width: number, height: number, body: string, background = 'none') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
  (background === 'none' ? '' : `<rect width="100%" height="100%" fill="${background}"/>`) +
  body +
  '</svg>';

async function png(file: string, source: string): Promise<void> {
  const path = join(PUBLIC, file);
  mkdirSync(dirname(path), { recursive: true });
  // Fixed compression settings and no metadata keep the bytes identical from run to run.
  const buffer = await sharp(Buffer.from(source)).png({ compressionLevel: 9, palette: false }).toBuffer();
  writeFileSync(path, buffer);
  console.log(`wrote public/${file}`);
}

function write(file: string, text: string): void {
  const path = join(PUBLIC, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  console.log(`wrote public/${file}`);
}

// Drawn at 2×; transparent background so it sits on the white header and the sand footer.
await png('assets/img/logo/mark.png', svg(80, 80, mark(2, 2, 76)));
await png(
  'assets/img/og-default.png',
  svg(
    1200,
    630,
    mark(510, 150, 180) +
      `<text x="600" y="440" text-anchor="middle" font-family="DejaVu Serif, Liberation Serif, Georgia, serif" font-size="64" font-weight="600" fill="${INK}">${BRAND}</text>` +
      `<rect x="540" y="478" width="120" height="4" rx="2" fill="${ACCENT}"/>`,
    '#ffffff',
  ),
);
write('favicon.svg', svg(40, 40, mark(0, 0, 40)) + '\n');
