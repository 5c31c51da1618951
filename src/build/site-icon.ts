// The site's icon, public/favicon.svg: linked by its address, or written into a page as a data: URL.
// A page carries it when its document takes a second round trip anyway (the product pages): the
// browser asks for a linked icon as the load event fires, on a connection of its own, and
// Lighthouse's simulation then counts that connection's set-up in the page's LCP whenever the
// largest photo is drawn after the load event (0.90 s became 1.05 s). Written in, it costs such a
// page about 225 bytes of brotli (182 before its spaces were escaped as %20, as a URL must be) and
// no request. A page within the first round trip keeps the link: the same bytes could cost it a
// round trip.
import { readFileSync } from 'node:fs';

export const ICON_PATH = '/favicon.svg';

let written: string | undefined;

/** The icon as a data: URL: one line, its quotes single, the characters a URL may not hold (spaces among them) escaped. */
export function writtenIcon(): string {
  written ??= `data:image/svg+xml,${readFileSync(`public${ICON_PATH}`, 'utf8')
    .trim()
    .replace(/\s*\n\s*/g, '')
    .replace(/"/g, "'")
    .replace(/[%#<> ]/g, encodeURIComponent)}`;
  return written;
}
