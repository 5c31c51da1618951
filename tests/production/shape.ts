// The production shape of docs/HOSTING.md on one machine, from the files in deploy/: nginx serving
// dist/ and sending /api to HAProxy, HAProxy health-checking two API processes, both on one private
// PostgreSQL. Every part is a child process in the foreground on a free port of loopback.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { HAPROXY, NGINX } from '../../scripts/lib/web-servers.ts';
import { freePort, startPrivatePostgres, type PrivatePostgres } from '../api/private-postgres.ts';
import { cleanUp, clusterEnv, spawnServer, stopServer, type ServerProcess } from '../api/processes.ts';

const DEPLOY = resolve('deploy');

/** envsubst with a list of names: each `${NAME}` given is replaced; any other text is left alone. */
function render(template: string, values: Record<string, string>): string {
  return template.replace(/\$\{([A-Z][A-Z0-9_]*)\}/g, (whole, name: string) => values[name] ?? whole);
}

interface Part {
  proc: ChildProcess;
  output(): string;
}

function startPart(command: string, args: string[]): Part {
  const proc = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  proc.stdout!.on('data', (chunk: Buffer) => (output += chunk));
  proc.stderr!.on('data', (chunk: Buffer) => (output += chunk));
  return { proc, output: () => output };
}

interface Api {
  port: number;
  server: ServerProcess;
}

export interface Shape {
  /** nginx: the site and /api, as a shopper reaches them. */
  url: string;
  /** The photos folder the API processes write and nginx serves. */
  photos: string;
  database: PrivatePostgres;
  apis: Api[];
  nginx: Part;
  haproxy: Part;
  /** SIGTERM to one API process, wait for its exit code, start it again on its port and data folder. */
  restartApi(index: number): Promise<number | null>;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function waitFor(what: string, check: () => Promise<boolean>, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await sleep(100);
  }
  throw new Error(`${what} not up within ${ms} ms`);
}

/**
 * The built site as nginx's workers will read it: a copy in the run folder, byte for byte, with
 * modes that let any user read it. Started as root, nginx runs its workers as an unprivileged user
 * (nobody here; www-data in production, docs/HOSTING.md), who may not enter the folder the clone is
 * in (root's home, a `mktemp -d`: mode 0700). Copying keeps the test's verdict about the
 * configuration, not about where a new user keeps their clone, and changes nothing outside the
 * test's own folder.
 */
function servedCopy(dist: string, run: string): string {
  const copy = join(run, 'dist');
  cpSync(dist, copy, { recursive: true, dereference: true });
  chmodSync(copy, 0o755);
  for (const entry of readdirSync(copy, { recursive: true, withFileTypes: true })) {
    chmodSync(join(entry.parentPath, entry.name), entry.isDirectory() ? 0o755 : 0o644);
  }
  return copy;
}

/** `dist`: the built site to serve (default ./dist), wherever it lies. */
export async function startShape({ dist = resolve('dist') }: { dist?: string } = {}): Promise<Shape> {
  const database = await startPrivatePostgres();
  const run = mkdtempSync(join(tmpdir(), 'shape-'));
  // nginx's workers run as an unprivileged user when started as root: they read and write here.
  chmodSync(run, 0o755);
  // The photos folder every API process writes and nginx serves (docs/HOSTING.md).
  const photos = join(run, 'photos');
  mkdirSync(photos, { mode: 0o755 });
  const env = clusterEnv(database.url, { PHOTOS_DIR: photos });
  const served = servedCopy(dist, run);
  const ports = { nginx: await freePort(), haproxy: await freePort(), api: [await freePort(), await freePort()] };
  const spawned: ServerProcess[] = [];
  const apis: Api[] = ports.api.map((port) => {
    const server = spawnServer({ ...env, PORT: String(port) });
    spawned.push(server);
    return { port, server };
  });
  let nginx: Part | undefined;
  let haproxy: Part | undefined;
  const stop = async () => {
    for (const part of [nginx, haproxy]) if (part && part.proc.exitCode === null) part.proc.kill('SIGTERM');
    await Promise.all([nginx, haproxy].map((part) => part && part.proc.exitCode === null && new Promise((done) => part.proc.once('exit', done))));
    await cleanUp(spawned);
    await database.stop();
    rmSync(run, { recursive: true, force: true });
  };
  try {
    await Promise.all(apis.map((api) => api.server.url));

    const haproxyConfig = join(run, 'haproxy.cfg');
    writeFileSync(haproxyConfig, render(readFileSync(join(DEPLOY, 'haproxy.cfg'), 'utf8'), {
      LISTEN: `127.0.0.1:${ports.haproxy}`,
      API1: `127.0.0.1:${ports.api[0]}`,
      API2: `127.0.0.1:${ports.api[1]}`,
    }));
    haproxy = startPart(HAPROXY, ['-db', '-f', haproxyConfig]);

    const nginxConfig = join(run, 'nginx.conf');
    writeFileSync(nginxConfig, render(readFileSync(join(DEPLOY, 'nginx.conf'), 'utf8'), {
      LISTEN: `127.0.0.1:${ports.nginx}`,
      DIST_DIR: served,
      PHOTOS_DIR: photos,
      HAPROXY: `127.0.0.1:${ports.haproxy}`,
      RUN_DIR: run,
    }));
    nginx = startPart(NGINX, ['-e', 'stderr', '-p', run, '-c', nginxConfig, '-g', 'daemon off;']);

    const url = `http://127.0.0.1:${ports.nginx}`;
    await waitFor(`nginx and HAProxy (${nginx.output()}${haproxy.output()})`, async () => (await fetch(`${url}/api/health/ready`)).status === 200);
    return {
      url,
      photos,
      database,
      apis,
      nginx,
      haproxy,
      async restartApi(index) {
        const api = apis[index]!;
        const code = await stopServer(api.server);
        api.server = spawnServer({ ...env, PORT: String(api.port) }, api.server.dataDir);
        spawned.push(api.server);
        await api.server.url;
        return code;
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
