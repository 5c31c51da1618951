// A PostgreSQL server of the test's own (initdb into a temporary folder, its own port), for tests
// that restart the database: the shared server on 5432 serves everyone else's tests and must stay
// up. As root the server runs as the `postgres` user, since initdb and postgres refuse root.
import { execFile } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const POSTGRES_ROOT = '/usr/lib/postgresql';

/** The newest installed server's bin folder, or undefined when PostgreSQL is not installed. */
export function postgresBin(): string | undefined {
  if (!existsSync(POSTGRES_ROOT)) return undefined;
  const versions = readdirSync(POSTGRES_ROOT)
    .filter((version) => existsSync(join(POSTGRES_ROOT, version, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(POSTGRES_ROOT, versions[0], 'bin') : undefined;
}

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface PrivatePostgres {
  /** `postgres://postgres@127.0.0.1:PORT/shop`: a database made for the test. */
  url: string;
  port: number;
  /** `pg_ctl restart` in the given mode (`fast` ends sessions with 57P01); resolves once it accepts connections again. */
  restart(mode?: 'fast' | 'immediate'): Promise<void>;
  stop(): Promise<void>;
}

const asRoot = process.getuid?.() === 0;

/**
 * Runs one of the server's programs, as `postgres` when this process is root. Asynchronously: the
 * test's load keeps running while the server restarts.
 */
function runAsOwner(bin: string, program: string, args: string[]): Promise<void> {
  const [file, fileArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, program), ...args]] : [join(bin, program), args];
  return new Promise((resolve, reject) => {
    execFile(file, fileArgs, (error, stdout, stderr) => {
      if (error) reject(new Error(`${program} ${args.join(' ')} failed: ${error.message}\n${stderr}${stdout}`));
      else resolve();
    });
  });
}

/** Creates, starts and returns a server on a free port with a `shop` database; trust for local connections only. */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBin();
  if (!bin) throw new Error(`PostgreSQL is not installed (${POSTGRES_ROOT}/*/bin/pg_ctl).`);
  const root = mkdtempSync(join(tmpdir(), 'private-pg-'));
  if (asRoot) {
    chmodSync(root, 0o700);
    await runChown(root);
  }
  const dataDir = join(root, 'data');
  const port = await freePort();
  await runAsOwner(bin, 'initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  // The socket in the server's own folder, TCP on loopback only. No fsync (a test's data, and the
  // machine does not crash), but each commit's WAL is written before it is acknowledged: an
  // `immediate` restart must not lose an acknowledged order.
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const pgCtl = (args: string[]) => runAsOwner(bin, 'pg_ctl', ['-D', dataDir, '-l', join(root, 'server.log'), '-w', '-t', '60', ...args]);
  await pgCtl(['-o', options, 'start']);
  await runAsOwner(bin, 'psql', ['-h', root, '-p', String(port), '-U', 'postgres', '-qc', 'create database shop']);
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/shop`,
    port,
    async restart(mode = 'fast') {
      await pgCtl(['-m', mode, 'restart']);
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      try {
        await pgCtl(['-m', 'immediate', 'stop']);
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
  };
}

/** Hands the folder to `postgres` (by name: no uid lookup needed). */
function runChown(folder: string): Promise<void> {
  return new Promise((resolve, reject) => execFile('chown', ['postgres:postgres', folder], (error) => (error ? reject(error) : resolve())));
}
