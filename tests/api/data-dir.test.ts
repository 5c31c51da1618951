// The data folder is private by construction: the server creates it 0700 and runs with a umask of
// 077, so PGlite's files, the outbox, the secret and the operator's socket are the owner's alone;
// a folder left open by an older version is tightened, with everything in it, at start.
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanUp, request, spawnServer, stopServer, type ServerProcess } from './processes.ts';

/** A real process migrates and seeds a fresh folder: a minute or more on a busy machine. */
const START = 240_000;
const servers: ServerProcess[] = [];
const parents: string[] = [];
afterAll(async () => {
  await cleanUp(servers);
  for (const dir of parents) rmSync(dir, { recursive: true, force: true });
});

/** Every entry under the folder (itself included) whose mode lets the group or others in. */
/** What is open to others in the folder, but for what the site publishes from it (the releases of the site, photos: read by nginx; the folder's own 0700 guards them). */
function openToOthers(dir: string): string[] {
  const published = (entry: string) => /^(releases|photos)(\/|$)/.test(entry);
  const entries = ['.', ...readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((entry) => !published(entry))];
  return entries.filter((entry) => (statSync(join(dir, entry)).mode & 0o077) !== 0).map((entry) => `${entry} ${(statSync(join(dir, entry)).mode & 0o777).toString(8)}`);
}

async function runOnce(dataDir: string): Promise<string> {
  const server = spawnServer({}, dataDir);
  servers.push(server);
  const base = await server.url;
  // A message to the outbox, so it exists too.
  expect((await request(base, 'POST', '/signup/otp', { body: { type: 'email', email: 'private@example.com' } })).status).toBe(200);
  expect(await stopServer(server)).toBe(0);
  return server.output();
}

describe('the data folder', () => {
  it('is created 0700 with every file in it owner-only', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'private-'));
    parents.push(parent);
    const dataDir = join(parent, 'data');
    await runOnce(dataDir);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    const names = readdirSync(dataDir);
    expect(names).toEqual(expect.arrayContaining(['pglite', 'outbox.jsonl', 'secret.key']));
    expect(readdirSync(dataDir, { recursive: true }).length).toBeGreaterThan(100);
    expect(openToOthers(dataDir)).toEqual([]);
  }, START);

  it('is tightened at start when an older version left it open', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'private-'));
    parents.push(parent);
    const dataDir = join(parent, 'data');
    mkdirSync(join(dataDir, 'pglite'), { recursive: true });
    writeFileSync(join(dataDir, 'outbox.jsonl'), '');
    chmodSync(join(dataDir, 'outbox.jsonl'), 0o666);
    chmodSync(join(dataDir, 'pglite'), 0o777);
    chmodSync(dataDir, 0o755);
    const output = await runOnce(dataDir);
    expect(output).toContain(`the data folder ${dataDir} was readable by other users`);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(openToOthers(dataDir)).toEqual([]);
  }, START);
});
