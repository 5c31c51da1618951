// POST /api/office/photos through HTTP against a real database: what a photo is judged by (its
// content, never its name or type), the limits on both sides (20 MB, 800 px on the short side), the
// renditions written (square, centred, 400 / 800 / up to 1600 px, WebP and AVIF), the same photo
// twice stored once, who may upload, and the audit log's entry.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runCommand } from '../../src/server/cli/commands.ts';
import { totpCode, totpStep } from '../../src/server/office/totp.ts';
import { startTestApp, type TestApp } from './harness.ts';

let h: TestApp;
let ownerToken: string;
let staffToken: string;

const MB20 = 20 * 1024 * 1024;

async function staffMember(email: string, role: 'owner' | 'staff'): Promise<string> {
  const out: string[] = [];
  const exit = await runCommand({ db: h.db, out: (l) => out.push(l), err: (l) => out.push(l) }, ['staff', 'add', email, '--name', `Photo ${role}`, '--role', role]);
  expect(exit, out.join('\n')).toBe(0);
  const text = out.join('\n');
  const password = /One-time password: (\S+)/.exec(text)![1]!;
  const code = totpCode(/Authenticator secret: (\S+)/.exec(text)![1]!, totpStep());
  const res = await h.request('/api/office/session', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, code }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

async function upload(data: Buffer, name = 'photo.jpg', type = 'image/jpeg', token: string | null = ownerToken) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(data)], name, { type }));
  const res = await h.request('/api/office/photos', { method: 'POST', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, body: (await res.json()) as any };
}

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } } });
const jpeg = (width: number, height: number) => solid(width, height).jpeg().toBuffer();

/** The file a served path names, in the photos folder. */
const fileOf = (path: string) => join(h.config.photosDir, path.slice('/images/photos/'.length));

async function sizeOf(file: string) {
  const meta = await sharp(readFileSync(file)).metadata();
  return { format: meta.format === 'heif' ? meta.compression : meta.format, width: meta.width, height: meta.height };
}

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  h = await startTestApp();
  ownerToken = await staffMember('owner@example.com', 'owner');
  vi.setSystemTime(Date.now() + 30_000);
  staffToken = await staffMember('helper@example.com', 'staff');
});
afterAll(async () => {
  vi.useRealTimers();
  await h?.close();
});

describe('uploading a product photo', () => {
  it('keeps a 1200 × 1200 JPEG and its square renditions, 400 and 800 px and a large one of its own size, in WebP and AVIF', async () => {
    const data = await jpeg(1200, 1200);
    const res = await upload(data);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.success).toBe(true);
    expect(res.body.data).toEqual({ path: expect.stringMatching(/^\/images\/photos\/[0-9a-f]{64}\.webp$/), width: 800, height: 800 });
    const path: string = res.body.data.path;
    const sha = path.slice('/images/photos/'.length, -'.webp'.length);
    expect(readFileSync(join(h.config.photosDir, 'originals', `${sha}.jpg`)).equals(data)).toBe(true);
    const base = fileOf(path).slice(0, -'.webp'.length);
    expect(await sizeOf(`${base}.webp`)).toEqual({ format: 'webp', width: 800, height: 800 });
    expect(await sizeOf(`${base}-400.webp`)).toEqual({ format: 'webp', width: 400, height: 400 });
    expect(await sizeOf(`${base}-1600.webp`)).toEqual({ format: 'webp', width: 1200, height: 1200 });
    expect(await sizeOf(`${base}.avif`)).toEqual({ format: 'av1', width: 800, height: 800 });
    expect(await sizeOf(`${base}-400.avif`)).toEqual({ format: 'av1', width: 400, height: 400 });
    expect(await sizeOf(`${base}-1600.avif`)).toEqual({ format: 'av1', width: 1200, height: 1200 });
    // Nothing half-written is left behind.
    expect(readdirSync(h.config.photosDir).filter((name) => name.endsWith('.part'))).toEqual([]);
  });

  it('cuts a wide photo to the square at its centre, 1600 px for the zoom', async () => {
    // Blue in the middle, red bands at both ends that the centred square leaves out.
    const band = await sharp({ create: { width: 300, height: 1800, channels: 3, background: { r: 255, g: 0, b: 0 } } }).png().toBuffer();
    const data = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: { r: 0, g: 0, b: 255 } } })
      .composite([{ input: band, left: 0, top: 0 }, { input: band, left: 2100, top: 0 }])
      .png()
      .toBuffer();
    const res = await upload(data, 'wide.png', 'image/png');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const large = fileOf(res.body.data.path).replace(/\.webp$/, '-1600.webp');
    expect(await sizeOf(large)).toEqual({ format: 'webp', width: 1600, height: 1600 });
    const { data: pixels } = await sharp(readFileSync(large)).raw().toBuffer({ resolveWithObject: true });
    // A few pixels in from each edge: resampling blends the very edge with what was cut away.
    for (const x of [4, 1595]) {
      const [r, , b] = pixels.subarray(x * 3, x * 3 + 3);
      expect(b, `pixel ${x}`).toBeGreaterThan(200);
      expect(r, `pixel ${x}`).toBeLessThan(40);
    }
    expect(readdirSync(join(h.config.photosDir, 'originals'))).toContain(`${res.body.data.path.slice(15, -5)}.png`);
  });

  it('refuses 799 px on the short side and takes 800', async () => {
    const small = await upload(await solid(1000, 799).png().toBuffer(), 'small.png', 'image/png');
    expect(small.status).toBe(422);
    expect(small.body.code).toBe('photo_too_small');
    expect(small.body.message).toBe('This photo is 1000 × 799 pixels: its shorter side must be at least 800 pixels.');
    const enough = await upload(await solid(800, 1000).webp().toBuffer(), 'enough.webp', 'image/webp');
    expect(enough.status, JSON.stringify(enough.body)).toBe(201);
    expect(await sizeOf(fileOf(enough.body.data.path).replace(/\.webp$/, '-1600.webp'))).toEqual({ format: 'webp', width: 800, height: 800 });
  });

  it('takes an AVIF', async () => {
    const res = await upload(await solid(900, 900).avif({ effort: 0 }).toBuffer(), 'photo.avif', 'image/avif');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });

  it('judges the content, not the name or type: a text file named .jpg and a GIF are refused', async () => {
    const text = await upload(Buffer.from('not a photo at all\n'.repeat(100)), 'holiday.jpg', 'image/jpeg');
    expect(text.status).toBe(422);
    expect(text.body.code).toBe('photo_not_image');
    expect(text.body.message).toBe('This file is not a photo: upload a JPEG, PNG, WebP or AVIF image.');
    const gif = await upload(await solid(1000, 1000).gif().toBuffer(), 'photo.jpg', 'image/jpeg');
    expect(gif.status).toBe(422);
    expect(gif.body.code).toBe('photo_not_image');
    expect(gif.body.message).toBe('This file is GIF: upload a JPEG, PNG, WebP or AVIF image.');
  });

  it('takes 20 MB and refuses 20 MB and one byte', async () => {
    // A JPEG's reader stops at its end marker: what follows pads the file to the size wanted.
    const photo = await jpeg(1000, 1000);
    const padded = (size: number) => Buffer.concat([photo, Buffer.alloc(size - photo.length)]);
    const atLimit = await upload(padded(MB20));
    expect(atLimit.status, JSON.stringify(atLimit.body)).toBe(201);
    const over = await upload(padded(MB20 + 1));
    expect(over.status).toBe(413);
    expect(over.body.code).toBe('photo_too_large');
    expect(over.body.message).toBe('This photo is larger than 20 MB: the largest accepted is 20 MB.');
  });

  it('refuses a body announced larger than 20 MB before reading it', async () => {
    const res = await h.request('/api/office/photos', {
      method: 'POST',
      headers: { authorization: `Bearer ${ownerToken}`, 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(MB20 + 1024 * 1024) },
      body: '--x--',
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { code: string }).code).toBe('photo_too_large');
  });

  it('asks for the file when the form has none', async () => {
    const form = new FormData();
    form.append('photo', 'nothing');
    const res = await h.request('/api/office/photos', { method: 'POST', body: form, headers: { authorization: `Bearer ${ownerToken}` } });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { code: string }).code).toBe('required');
  });

  it('stores the same photo twice once, at the same path, and logs who uploaded what each time', async () => {
    const data = await jpeg(1000, 1200);
    const first = await upload(data, 'first.jpg', 'image/jpeg', ownerToken);
    expect(first.status).toBe(201);
    const written = statSync(fileOf(first.body.data.path)).mtimeMs;
    const second = await upload(data, 'again.jpg', 'image/jpeg', staffToken);
    expect(second.status).toBe(201);
    expect(second.body.data).toEqual(first.body.data);
    expect(statSync(fileOf(first.body.data.path)).mtimeMs).toBe(written);
    const sha = first.body.data.path.slice('/images/photos/'.length, -'.webp'.length);
    const rows = (
      (await h.db.execute(sql`SELECT actor, target_type, after FROM audit_log WHERE action = 'photo.upload' AND target_id = ${sha} ORDER BY id`)) as unknown as {
        rows: { actor: string; target_type: string; after: any }[];
      }
    ).rows;
    expect(rows.map((r) => [r.actor, r.target_type, r.after.file, r.after.new, r.after.format, r.after.width, r.after.height])).toEqual([
      ['Photo owner', 'photo', 'first.jpg', true, 'jpeg', 1000, 1200],
      ['Photo staff', 'photo', 'again.jpg', false, 'jpeg', 1000, 1200],
    ]);
  });

  it('is for signed-in staff only', async () => {
    const res = await upload(await jpeg(1000, 1000), 'photo.jpg', 'image/jpeg', null);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('unauthenticated');
  });
});
