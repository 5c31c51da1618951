// The picture the product page's zoom (the gallery's viewer) opens, with its true width and height:
// an uploaded photo's large rendition (1600 px, or the photo's own size when smaller, so read from
// the file in the photos folder) in WebP and AVIF, else the 800 px sample image. Read once per photo per build: the
// files are named by their content and never change.
import { join } from 'node:path';
import sharp from 'sharp';
import { avifPath, isPhotoPath, largeImagePath, PHOTOS_URL_PREFIX } from '../../lib/catalogue/images.ts';
import { photosDir } from '../../lib/catalogue/photos-dir.ts';

export interface SizedImage {
  src: string;
  width: number;
  height: number;
  /** The same picture in AVIF, for the browsers that take it (an uploaded photo's). */
  avif?: string;
}

const SAMPLE_SIDE = 800;
const read = new Map<string, Promise<SizedImage>>();

async function largePhoto(path: string): Promise<SizedImage> {
  const src = largeImagePath(path);
  const { width, height } = await sharp(join(photosDir(), src.slice(PHOTOS_URL_PREFIX.length))).metadata();
  return { src, width, height, avif: avifPath(src) };
}

export function zoomImage(path: string): Promise<SizedImage> {
  if (!isPhotoPath(path)) return Promise.resolve({ src: path, width: SAMPLE_SIDE, height: SAMPLE_SIDE });
  let image = read.get(path);
  if (!image) read.set(path, (image = largePhoto(path)));
  return image;
}
