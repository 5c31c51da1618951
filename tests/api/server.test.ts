// The server process (src/server/main.ts): starts on a PGlite data folder and logs its URL; a
// second process on the same folder refuses clearly; SIGTERM shuts down cleanly and frees the folder.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let dataDir: string;
const children: ChildProcess[] = [];

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match) {
        clearInterval(timer);
        resolve(match[1]!);
      }
    }, 100);
    exited.then(() => {
      clearInterval(timer);
      reject(new Error(`server exited: ${output}`));
    });
  });
  url.catch(() => {});
  return { child, url, exited, output: () => output };
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'server-'));
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

describe('server process', () => {
  it('serves the API, refuses a second process on the same data folder, and stops cleanly on SIGTERM', async () => {
    const first = start({ DATA_DIR: dataDir, CORS_ORIGINS: 'http://localhost:4321' });
    const url = await first.url;
    const settings = await fetch(`${url}/api/settings`);
    expect(settings.status).toBe(200);
    expect((await settings.json()).success).toBe(true);
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(true);
    expect((await stat(join(dataDir, 'secret.key'))).mode & 0o777).toBe(0o600);

    const second = start({ DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/in use by another process \(PID \d+\)/);

    // Still serving after the refused start.
    expect((await fetch(`${url}/api/settings`)).status).toBe(200);

    // GET /api/settings reads its request headers from Node's own (routes/settings.ts): each one
    // still decides the reply over real HTTP.
    const shop = 'http://localhost:4321';
    const fromShop = await fetch(`${url}/api/settings`, { headers: { Origin: shop } });
    expect(fromShop.headers.get('access-control-allow-origin')).toBe(shop);
    expect(fromShop.headers.get('cache-control')).toBe('no-cache');
    const etag = fromShop.headers.get('etag')!;
    expect((await fetch(`${url}/api/settings`, { headers: { 'If-None-Match': etag } })).status).toBe(304);
    expect((await fetch(`${url}/api/settings`, { headers: { 'If-None-Match': `${etag}x` } })).status).toBe(200);
    const elsewhere = await fetch(`${url}/api/settings`, { headers: { Origin: 'https://evil.example', Authorization: 'Bearer x' } });
    expect(elsewhere.headers.get('access-control-allow-origin')).toBeNull();
    expect(elsewhere.headers.get('cache-control')).toBe('no-store');

    // The 64 KiB body limit over real HTTP: a body declared by its Content-Length, and one sent in
    // chunks, each answered 413; a body within it is read as before.
    const big = JSON.stringify({ username: 'a@example.com', pad: 'x'.repeat(70 * 1024) });
    const json = { 'Content-Type': 'application/json' };
    const declared = await fetch(`${url}/api/login`, { method: 'POST', headers: json, body: big });
    expect(declared.status).toBe(413);
    expect((await declared.json()).code).toBe('payload_too_large');
    const chunks = new ReadableStream({
      start(controller) {
        for (let at = 0; at < big.length; at += 8192) controller.enqueue(new TextEncoder().encode(big.slice(at, at + 8192)));
        controller.close();
      },
    });
    const chunked = await fetch(`${url}/api/login`, { method: 'POST', headers: json, body: chunks, duplex: 'half' } as RequestInit);
    expect(chunked.status).toBe(413);
    expect((await chunked.json()).code).toBe('payload_too_large');
    const small = await fetch(`${url}/api/login`, { method: 'POST', headers: json, body: JSON.stringify({ username: 'small@example.com', type: 'otp', platform: 'web' }) });
    expect(small.status).toBe(200);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
    expect(first.output()).not.toMatch(/\b\d{6}\b is your/);
  }, 240_000);
});
