// The image a page's largest paint waits for (a product's first picture, the home hero, an
// article's cover, a shop page's first card), described once so that the <img> and the page
// head's preload of it ask for the same file: the preload puts it first in line, ahead of the
// logo and thumbnails the parser finds before it.
import { imageSrcset, smallImagePath } from '../lib/catalogue/images.ts';

export interface LcpImage {
  src: string;
  srcset: string;
  sizes: string;
}

/** A product photograph (800 px with its 400 px rendition) shown at `sizes`. */
export const lcpImage = (path: string, sizes: string): LcpImage => ({ src: path, srcset: imageSrcset(path), sizes });

/** A detail page's main image: about half the container on desktop, the full width on phones. */
export const galleryImage = (path: string): LcpImage => lcpImage(path, '(min-width: 1000px) 560px, calc(100vw - 32px)');

/** The home hero's photograph. */
export const heroImage = (path: string): LcpImage => lcpImage(path, '(max-width: 760px) 88vw, 480px');

/** A shop card's picture, which starts from the 400 px rendition. */
export const cardImage = (path: string, sizes: string): LcpImage => ({ src: smallImagePath(path), srcset: imageSrcset(path), sizes });
