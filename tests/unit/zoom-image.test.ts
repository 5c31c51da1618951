// The product page's zoom opens an uploaded photo's large rendition with its true size (1600 px, or
// the photo's own when it is smaller) in WebP and AVIF, and a sample image at 800 px.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zoomImage } from '../../src/components/product/zoom-image.ts';

let photos: string;
const saved = process.env.PHOTOS_DIR;
const sha = (c: string) => c.repeat(64);

beforeAll(async () => {
  photos = mkdtempSync(join(tmpdir(), 'zoom-photos-'));
  process.env.PHOTOS_DIR = photos;
  for (const [name, side] of [[sha('a'), 1600], [sha('b'), 1000]] as const) {
    await sharp({ create: { width: side, height: side, channels: 3, background: '#345' } }).webp().toFile(join(photos, `${name}-1600.webp`));
  }
});
afterAll(() => {
  if (saved === undefined) delete process.env.PHOTOS_DIR;
  else process.env.PHOTOS_DIR = saved;
  rmSync(photos, { recursive: true, force: true });
});

describe('the zoom picture', () => {
  it("is an uploaded photo's large rendition, with the width and height of the file", async () => {
    expect(await zoomImage(`/images/photos/${sha('a')}.webp`)).toEqual({
      src: `/images/photos/${sha('a')}-1600.webp`,
      width: 1600,
      height: 1600,
      avif: `/images/photos/${sha('a')}-1600.avif`,
    });
    expect(await zoomImage(`/images/photos/${sha('b')}.webp`)).toEqual({
      src: `/images/photos/${sha('b')}-1600.webp`,
      width: 1000,
      height: 1000,
      avif: `/images/photos/${sha('b')}-1600.avif`,
    });
  });

  it('is the 800 px sample image itself', async () => {
    expect(await zoomImage('/images/products/7/3.webp')).toEqual({ src: '/images/products/7/3.webp', width: 800, height: 800 });
  });
});
