// /api/office/photos: a product photo uploaded as multipart/form-data (field `file`), stored with
// its renditions (catalogue/photos.ts); the reply's path is what a product's `image` list takes.
import { Hono } from 'hono';
import type { Db } from '../../db/client.ts';
import { fieldError, payloadTooLarge } from '../../http/errors.ts';
import { apiBodyLimit } from '../../http/body-limit.ts';
import { MAX_PHOTO_BYTES, PhotoError, storePhoto } from '../../catalogue/photos.ts';
import { record } from '../audit.ts';
import type { OfficeEnv } from '../http.ts';

/** The API's 64 KB limit does not apply here (app.ts); this route's own does. */
export const PHOTO_UPLOAD_PATH = '/api/office/photos';
/** The form's boundaries and part headers around the file. */
const FORM_OVERHEAD = 16 * 1024;

const tooLarge = () => payloadTooLarge('This photo is larger than 20 MB: the largest accepted is 20 MB.', 'photo_too_large');

export function photoRoutes({ db, photosDir }: { db: Db; photosDir: string }) {
  const app = new Hono<OfficeEnv>();

  // A larger body is refused from its Content-Length, or as it arrives, before it is all read.
  app.post('/', apiBodyLimit(MAX_PHOTO_BYTES + FORM_OVERHEAD, tooLarge), async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const file = form.file;
    if (!(file instanceof File)) throw fieldError('file', 'required', 'Choose a photo to upload (the form field "file").');
    if (file.size > MAX_PHOTO_BYTES) throw tooLarge();
    try {
      const photo = await storePhoto(photosDir, Buffer.from(await file.arrayBuffer()));
      await record(db, c.get('actor'), {
        action: 'photo.upload',
        target: { type: 'photo', id: photo.sha256 },
        after: { path: photo.path, file: file.name, ...photo.original, new: photo.created },
      });
      return c.json({ success: true, data: { path: photo.path, width: photo.width, height: photo.height } }, 201);
    } catch (error) {
      if (!(error instanceof PhotoError)) throw error;
      throw error.code === 'photo_too_large' ? payloadTooLarge(error.message, error.code) : fieldError('file', error.code, error.message);
    }
  });

  return app;
}
