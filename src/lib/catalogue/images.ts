// Product image paths, kept free of imports so islands can use them without pulling in zod.
// Two kinds: the sample images `npm run images` draws into public/ (800 and 400 px), and the photos
// the owner uploads, named by the SHA-256 of the original and kept in the photos folder
// (photos-dir.ts) with a 400, an 800 and a large rendition (1600 px, or the largest the original
// allows) in WebP and AVIF. Every rendition is square, as the sample images are.

/** The path of image n (1-based) of a product, as stored in the JSON and served from public/. */
export function productImagePath(id: string, n: number): string {
  return `/images/products/${id}/${n}.webp`;
}

/** Where uploaded photos are served; the folder behind it is the photos folder. */
export const PHOTOS_URL_PREFIX = '/images/photos/';

const SAMPLE_IMAGE = /^\/images\/products\/([1-9][0-9]*)\/([1-9][0-9]*)\.webp$/;
const PHOTO = /^\/images\/photos\/([0-9a-f]{64})\.webp$/;

/** The sample image's product id and number, or null for any other path. */
export function sampleImageOf(path: string): { id: string; n: number } | null {
  const match = SAMPLE_IMAGE.exec(path);
  return match ? { id: match[1]!, n: Number(match[2]) } : null;
}

/** An uploaded photo's path: `/images/photos/<64 hex>.webp`. */
export function isPhotoPath(path: string): boolean {
  return PHOTO.test(path);
}

/** The path of an uploaded photo's 800 px WebP, from its SHA-256. */
export function photoPath(sha256: string): string {
  return `${PHOTOS_URL_PREFIX}${sha256}.webp`;
}

/** The 400×400 rendition that sits beside every 800×800 product image, for cards and srcset. */
export function smallImagePath(path: string): string {
  return path.replace(/\.webp$/, '-400.webp');
}

/** An uploaded photo's large rendition, for the zoom: 1600 px wide, or the original's width when smaller. */
export function largeImagePath(path: string): string {
  return path.replace(/\.webp$/, '-1600.webp');
}

/** The same rendition in AVIF, written beside each WebP of an uploaded photo. */
export function avifPath(path: string): string {
  return path.replace(/\.webp$/, '.avif');
}

/** A product image's `srcset`: the 400 px rendition and the 800 px original. */
export function imageSrcset(path: string): string {
  return `${smallImagePath(path)} 400w, ${path} 800w`;
}
