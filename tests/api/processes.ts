// Real server processes (src/server/main.ts) on one PostgreSQL database, for the scale-out tests:
// a fresh database per test file, processes on 127.0.0.1 with a port of their own, each with its own
// DATA_DIR (its outbox.jsonl holds the codes it sent) and the secret they all share.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createScratchDatabase } from '../../scripts/lib/postgres.ts';

export interface ServerProcess {
  proc: ChildProcess;
  dataDir: string;
  /** `http://127.0.0.1:PORT` once the process listens; rejects if it exits first. */
  url: Promise<string>;
  /** The exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  output(): string;
}

export interface TestDatabase {
  url: string;
  /** A client for the test's own queries and locks. */
  client(): Promise<pg.Client>;
  drop(): Promise<void>;
}

/** An empty database on the TEST_DATABASE_URL server. */
export async function createDatabase(): Promise<TestDatabase> {
  const { url, drop } = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'test');
  return {
    url,
    async client() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      return client;
    },
    drop,
  };
}

/** Environment shared by every process of one test: the database, the secret, a proxy in front. */
export function clusterEnv(databaseUrl: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    SECRET_KEY: randomBytes(32).toString('base64url'),
    TRUST_PROXY: '1',
    DATABASE_POOL_SIZE: '4',
    ...extra,
  };
}

const dataDirs: string[] = [];

/** Starts `node src/server/main.ts`; `dataDir` reuses a folder (a restart keeps its outbox). */
export function spawnServer(env: Record<string, string>, dataDir = mkdtempSync(join(tmpdir(), 'scale-'))): ServerProcess {
  if (!dataDirs.includes(dataDir)) dataDirs.push(dataDir);
  const proc = spawn(process.execPath, ['src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SMTP_URL: '',
      SMS_WEBHOOK_URL: '',
      // Nothing listens on port 9: the rates service answers its fallback at once.
      EXCHANGE_RATES_URL: 'http://127.0.0.1:9/',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  proc.stdout!.on('data', (chunk: Buffer) => (output += chunk));
  proc.stderr!.on('data', (chunk: Buffer) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  const url = new Promise<string>((resolve, reject) => {
    const seen = (chunk: Buffer) => {
      const match = /running at http:\/\/[^:\s]+:(\d+)/.exec(output + chunk.toString());
      if (match) {
        proc.stdout!.off('data', seen);
        resolve(`http://127.0.0.1:${match[1]}`);
      }
    };
    proc.stdout!.on('data', seen);
    exited.then((code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
  url.catch(() => {});
  return { proc, dataDir, url, exited, output: () => output };
}

/** SIGTERM, then the exit code once the process is gone. */
export async function stopServer(server: ServerProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  if (server.proc.exitCode === null && server.proc.signalCode === null) server.proc.kill(signal);
  return server.exited;
}

/** Kills what is still running and removes the data folders. */
export async function cleanUp(servers: ServerProcess[]): Promise<void> {
  for (const server of servers) if (server.proc.exitCode === null && server.proc.signalCode === null) server.proc.kill('SIGKILL');
  await Promise.all(servers.map((server) => server.exited));
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

interface OutboxLine {
  to: string;
  code: string | null;
  at: string;
}

/** The codes a process wrote to its outbox for this address, oldest first. */
function codesInOutbox(dataDir: string, to: string): OutboxLine[] {
  const file = join(dataDir, 'outbox.jsonl');
  if (!existsSync(file)) return [];
  // Only complete lines: a process may be writing the last one (or have created the file empty)
  // while it is read; a caller polling for its code reads again.
  const complete = readFileSync(file, 'utf8').split('\n').slice(0, -1).filter((line) => line.trim() !== '');
  const lines = complete.map((line) => JSON.parse(line) as OutboxLine);
  return lines.filter((line) => line.to === to && line.code);
}

/** The latest one-time code a process wrote to its outbox for this address. */
export function codeFromOutbox(dataDir: string, to: string): string | undefined {
  return codesInOutbox(dataDir, to).at(-1)?.code ?? undefined;
}

/** The latest code for this address in any of the processes' outboxes (behind a balancer, any one may have sent it). */
export function newestCodeFromOutboxes(dataDirs: string[], to: string): string | undefined {
  const lines = dataDirs.flatMap((dir) => codesInOutbox(dir, to)).sort((a, b) => a.at.localeCompare(b.at));
  return lines.at(-1)?.code ?? undefined;
}

export interface Reply {
  status: number;
  body: any;
  headers: Headers;
}

/** One JSON request to a process, from `ip` (X-Forwarded-For: the processes trust the proxy). */
export async function request(base: string, method: string, path: string, options: { body?: unknown; token?: string; ip?: string; headers?: Record<string, string>; signal?: AbortSignal } = {}): Promise<Reply> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}/api${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body), signal: options.signal });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // keep the text: a test that expects JSON fails on it
  }
  return { status: res.status, body, headers: res.headers };
}
