// PGlite lets one process open a data folder, and `npm start` holds it. So that the operator's
// command works while the shop runs, the server answers it on a Unix socket inside the data folder
// (owner-only permissions: whoever may read the database may run it). The command tries the
// database first and, when the server holds it, sends its arguments here instead.
import { chmodSync, rmSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { join } from 'node:path';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { runCommand } from './commands.ts';
import { cliServices } from './services.ts';

const MAX_REQUEST_BYTES = 16 * 1024;

interface Reply {
  code: number;
  out: string[];
  err: string[];
}

function operatorSocketPath(dataDir: string): string {
  return join(dataDir, 'operator.sock');
}

function isArgv(value: unknown): value is string[] {
  return Array.isArray(value) && value.length <= 20 && value.every((arg) => typeof arg === 'string' && arg.length <= 2000);
}

/** Serves the operator's commands on the data folder's socket; resolves to a function that closes it. */
export async function serveOperatorSocket(db: Db, config: Config): Promise<() => Promise<void>> {
  const services = await cliServices(db, config);
  const path = operatorSocketPath(config.dataDir);
  rmSync(path, { force: true }); // a socket file left by a killed server
  const server = createServer((req, res) => {
    const send = (status: number, reply: Reply) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(reply));
    };
    if (req.method !== 'POST' || req.url !== '/run') return send(404, { code: 2, out: [], err: ['Unknown request.'] });
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > MAX_REQUEST_BYTES) req.destroy();
    });
    req.on('end', () => {
      let argv: unknown;
      try {
        argv = (JSON.parse(body) as { argv?: unknown }).argv;
      } catch {
        argv = undefined;
      }
      if (!isArgv(argv)) return send(400, { code: 2, out: [], err: ['Malformed request.'] });
      const reply: Reply = { code: 1, out: [], err: [] };
      runCommand({ db, ...services, out: (line) => reply.out.push(line), err: (line) => reply.err.push(line) }, argv).then(
        (code) => send(200, { ...reply, code }),
        (error: Error) => send(200, { ...reply, code: 1, err: [...reply.err, `Failed: ${error.message}`] }),
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => resolve());
  });
  chmodSync(path, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      rmSync(path, { force: true });
    });
}

/** Runs a command through the running server's socket; answers the command's exit code. */
export function runThroughSocket(dataDir: string, argv: string[], print: { out(line: string): void; err(line: string): void }): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath: operatorSocketPath(dataDir), method: 'POST', path: '/run', headers: { 'Content-Type': 'application/json' } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        try {
          const reply = JSON.parse(body) as Reply;
          reply.out.forEach((line) => print.out(line));
          reply.err.forEach((line) => print.err(line));
          resolve(reply.code);
        } catch {
          reject(new Error('The server answered the operator command with something unreadable.'));
        }
      });
    });
    req.on('error', reject);
    req.end(JSON.stringify({ argv }));
  });
}
