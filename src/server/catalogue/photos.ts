// The owner's product photos: an upload is checked by what sharp reads in it (never its name or
// type header), kept as the original, and cut into the square renditions the site shows (400 and
// 800 px for cards and the product page, up to 1600 px for the zoom) in WebP and AVIF. Files are
// named by the SHA-256 of the upload, so the same photo twice is one set of files, written once,
// and a name never changes content (served as immutable).
import { createHash, randomBytes } from 'node:crypto';
import { access, chmod, mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { avifPath, largeImagePath, photoPath, PHOTOS_URL_PREFIX, smallImagePath } from '../../lib/catalogue/images.ts';

/** 20 MB, the largest upload. */
export const MAX_PHOTO_BYTES = 20 * 1024 * 1024;
/** The shortest side a photo may have: the product page shows it 800 px wide. */
export const MIN_PHOTO_SIDE = 800;
/** The product page's rendition, the path a product names; the zoom's. */
const PAGE_SIDE = 800;
const LARGE_SIDE = 1600;
const SMALL_SIDE = 400;
/**
 * A 20 MB PNG of one colour can claim hundreds of megapixels, gigabytes once decoded: the largest
 * camera photos are about 100.
 */
const MAX_PIXELS = 120_000_000;

/** What sharp calls each accepted format, and the original's file extension. */
const FORMATS: Record<string, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', avif: 'avif' };

export type PhotoProblem = 'photo_not_image' | 'photo_too_large' | 'photo_too_small';

export class PhotoError extends Error {
  readonly code: PhotoProblem;

  constructor(code: PhotoProblem, message: string) {
    super(message);
    this.name = 'PhotoError';
    this.code = code;
  }
}

export interface StoredPhoto {
  /** `/images/photos/<sha256>.webp`, the 800 px rendition: what a product's `image` holds. */
  path: string;
  width: number;
  height: number;
  sha256: string;
  /** The upload as sharp read it. */
  original: { format: string; width: number; height: number; bytes: number };
  /** False when the same photo was already there: nothing was written. */
  created: boolean;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** AVIF is HEIF with AV1 inside; an iPhone's HEIC (HEVC inside) is not accepted. */
function formatOf(meta: Metadata): string {
  return meta.format === 'heif' && meta.compression === 'av1' ? 'avif' : meta.format;
}

async function readMetadata(bytes: Buffer): Promise<Metadata> {
  try {
    return await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new PhotoError('photo_not_image', 'This file is not a photo: upload a JPEG, PNG, WebP or AVIF image.');
  }
}

/** Refuses what the shop cannot use, saying why; answers the format and the upright size. */
export async function checkPhoto(bytes: Buffer): Promise<StoredPhoto['original']> {
  if (bytes.length > MAX_PHOTO_BYTES) {
    throw new PhotoError('photo_too_large', `This photo is ${megabytes(bytes.length)}: the largest accepted is 20 MB.`);
  }
  const meta = await readMetadata(bytes);
  const format = formatOf(meta);
  if (!(format in FORMATS)) {
    throw new PhotoError('photo_not_image', `This file is ${format.toUpperCase()}: upload a JPEG, PNG, WebP or AVIF image.`);
  }
  // A camera's JPEG is often stored on its side with an orientation tag: the size that counts is upright.
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (width * height > MAX_PIXELS) {
    throw new PhotoError('photo_too_large', `This photo is ${width} × ${height} pixels: the largest accepted is 120 megapixels.`);
  }
  if (Math.min(width, height) < MIN_PHOTO_SIDE) {
    throw new PhotoError('photo_too_small', `This photo is ${width} × ${height} pixels: its shorter side must be at least ${MIN_PHOTO_SIDE} pixels.`);
  }
  return { format, width, height, bytes: bytes.length };
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/**
 * Written under a temporary name and renamed, so a file is whole or absent; readable by everyone,
 * since nginx serves these (the server's umask makes what it writes owner-only).
 */
async function writeWhole(file: string, data: Buffer): Promise<void> {
  const temporary = `${file}.${randomBytes(6).toString('hex')}.part`;
  await writeFile(temporary, data);
  await chmod(temporary, 0o644);
  await rename(temporary, file);
}

async function folder(path: string): Promise<void> {
  await mkdir(path, { recursive: true });
  await chmod(path, 0o755);
}

/** The upright photo cut to its centred square, `side` pixels, as WebP and AVIF. */
async function renditions(square: Sharp, side: number): Promise<[Buffer, Buffer]> {
  const sized = square.clone().resize(side, side);
  return Promise.all([sized.clone().webp({ quality: 80 }).toBuffer(), sized.clone().avif({ quality: 55, effort: 2 }).toBuffer()]);
}

/**
 * Every rendition's path and bytes, the 800 px WebP last. Decoded once, upright and cut square
 * around the centre, as the sample images are framed; the large one is 1600 px, or the square's own
 * side when the photo is smaller.
 */
async function cutRenditions(bytes: Buffer, side: number, path: string): Promise<[string, Buffer][]> {
  try {
    const large = Math.min(side, LARGE_SIDE);
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
      .autoOrient()
      .resize(large, large, { fit: 'cover', position: 'centre' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const square = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    const files: [string, Buffer][] = [];
    for (const [rendition, size] of [
      [largeImagePath(path), large],
      [smallImagePath(path), SMALL_SIDE],
      [path, PAGE_SIDE],
    ] as const) {
      const [webp, avif] = await renditions(square, size);
      files.push([avifPath(rendition), avif], [rendition, webp]);
    }
    return files;
  } catch {
    throw new PhotoError('photo_not_image', 'This photo could not be read (the file may be damaged): upload it again or export it anew.');
  }
}

/** Checks an upload and stores it with its renditions in `dir` (the photos folder). */
export async function storePhoto(dir: string, bytes: Buffer): Promise<StoredPhoto> {
  const original = await checkPhoto(bytes);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const path = photoPath(sha256);
  const file = (urlPath: string) => join(dir, urlPath.slice(PHOTOS_URL_PREFIX.length));
  const reply = { path, width: PAGE_SIDE, height: PAGE_SIDE, sha256, original };
  // The 800 px WebP is written last: when it is there, so is everything else.
  if (await exists(file(path))) return { ...reply, created: false };

  const files = await cutRenditions(bytes, Math.min(original.width, original.height), path);
  await folder(dir);
  await folder(join(dir, 'originals'));
  await writeWhole(join(dir, 'originals', `${sha256}.${FORMATS[original.format]}`), bytes);
  for (const [urlPath, data] of files) await writeWhole(file(urlPath), data);
  return { ...reply, created: true };
}
