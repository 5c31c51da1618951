// The folder of the owner's uploaded photos, shared by the server (which writes them and serves
// them under npm start) and the build (which checks a product's photos exist and reads their size).
// PHOTOS_DIR names it; unset, it is `photos` in the data folder (DATA_DIR, default ./data), as the
// server finds that folder. Every API process and nginx must see the same folder (docs/HOSTING.md).
import { join, resolve } from 'node:path';

const set = (value: string | undefined) => value?.trim() || undefined;

export function photosDir(env: Record<string, string | undefined> = process.env): string {
  return resolve(set(env.PHOTOS_DIR) ?? join(set(env.DATA_DIR) ?? './data', 'photos'));
}
