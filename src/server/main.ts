// `npm start`: ONE Node process serving the built site and the API on HOST:PORT.
// Opens the database (PGlite in DATA_DIR unless DATABASE_URL; one process per data folder), runs
// migrations, seeds the catalogue, listens. SIGTERM is a rolling restart's stop: readiness answers
// 503 at once, the process keeps serving for DRAIN_SECONDS while the balancer takes it out, then
// stops accepting, finishes the requests in flight and closes the database. SIGINT (Ctrl-C) does
// the same without the wait.
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { getRequestListener, type ServerType } from '@hono/node-server';
import { createApp } from './app.ts';
import { pruneRateLimits } from './auth/rate-limit.ts';
import { loadConfig, type Config } from './config.ts';
import { openDatabase, type Db } from './db/client.ts';
import { isDatabaseError } from './db/faults.ts';
import { DataDirLockedError } from './db/lock.ts';
import { privateDataDir, privateFiles } from './data-dir.ts';
import { createNotifier } from './notify/index.ts';
import { resolveSecret } from './secret.ts';
import type { Lifecycle } from './routes/health.ts';
import { createServerApp } from './server.ts';
import { liveReleases } from './on-request/live.ts';
import { liveSearch } from './on-request/search.ts';
import { seedCatalogue } from './shop/seed.ts';
import { Publisher, queueOfficeEdits } from './catalogue/publish.ts';
import { astroSiteBuilder } from './catalogue/site-build.ts';
import { serveOperatorSocket } from './cli/operator-socket.ts';

/** Published by Node's HTTP server for every response that finishes. */
const RESPONSE_FINISHED = 'http.server.response.finish';
/** How long a shutdown waits, once the port is closed, for handlers still at work (as for connections). */
const HANDLERS_GRACE_MS = 10_000;

/**
 * How long a request may take to arrive, sized to the 64 KiB body limit (MAX_BODY_BYTES): 64 KiB
 * comes in well under 30 s even at 2G speeds (about 5 KB/s), so a body trickled a byte at a time
 * no longer holds a connection for Node's default 300 s. Headers (at most 16 KiB) get 10 s.
 * Node checks these every `connectionsCheckingInterval` (30 s by default): once a second here.
 */
export const REQUEST_LIMITS = { requestTimeout: 30_000, headersTimeout: 10_000, connectionsCheckingInterval: 1_000 } as const;

export interface RunningServer {
  url: string;
  /**
   * Stops the server: readiness answers 503 at once; after `drainMs` (0 unless given) the port
   * closes, the requests in flight finish, then the database closes.
   */
  close(options?: { drainMs?: number }): Promise<void>;
}

/** When the file was written, or null when it is not there. */
function builtAt(file: string): number | null {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return null;
  }
}

/**
 * The catalogue's publisher, serving RELEASES_DIR/live: the newest of dist/ (a deploy's build) and
 * the last release a publish made. A deploy's build reads content/products, so when it is the
 * newer one, the office's edits are published again on top of it.
 */
function livePublisher(db: Db, config: Config, distDir: string): Publisher {
  const publisher = new Publisher({
    db,
    snapshotDir: join(config.dataDir, 'catalogue', 'published'),
    releasesDir: config.releasesDir,
    builder: astroSiteBuilder(),
    log: (line) => console.log(line),
  });
  const deployed = builtAt(join(distDir, 'index.html')) ?? 0;
  if (publisher.adoptBuild(distDir, deployed, (dir) => builtAt(join(dir, 'index.html')))) {
    void queueOfficeEdits(db).catch((error: Error) => console.error(`[publish] could not queue the office's edits: ${error.message}`));
  }
  return publisher;
}

async function seed(db: Db): Promise<void> {
  const summary = await seedCatalogue(db);
  console.log(`[server] catalogue seeded: ${JSON.stringify(summary)}`);
}

export async function startServer(config: Config = loadConfig(), distDir = resolve('dist')): Promise<RunningServer> {
  const tightened = privateDataDir(config.dataDir);
  if (tightened > 0) console.warn(`[server] the data folder ${config.dataDir} was readable by other users: ${tightened} entries made owner-only`);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, maxConnections: config.databasePoolSize });
  const lifecycle: Lifecycle = { stopping: false };
  let server: ServerType | undefined;
  let pruner: NodeJS.Timeout | undefined;
  let sweeper: NodeJS.Timeout | undefined;
  let closeOperatorSocket: (() => Promise<void>) | undefined;
  let publisher: Publisher | undefined;
  let stopWatching: (() => void) | undefined;
  // The requests being handled, until their handler has finished: one whose shopper has gone
  // (its connection closed) may still be writing, and the database closes only after it.
  const handling = new Set<Promise<unknown>>();
  try {
    // PGlite sets its files' modes itself (0666, whatever the umask): tighten what it has created.
    privateDataDir(config.dataDir);
    await seed(database.db);
    const secretKey = resolveSecret(config.secretKey, config.dataDir);
    if (config.databaseUrl && !config.secretKey) {
      console.warn(`[server] SECRET_KEY is not set: using ${config.dataDir}/secret.key. Give every process on this database the same SECRET_KEY, or codes sent through one will not verify through another.`);
    }
    const notifier = createNotifier(config);
    publisher = livePublisher(database.db, config, distDir);
    // The live release's renderer answers the product layouts and the search.
    const live = liveReleases(publisher.liveDir);
    stopWatching = live.watch();
    const api = createApp({ db: database.db, notifier, config: { ...config, secretKey }, lifecycle, publisher: config.publishing ? publisher : undefined, search: liveSearch(live) });
    const app = createServerApp(api, { liveDir: publisher.liveDir, live, photosDir: config.photosDir });
    // Saves made while no server ran, and sales that start or end from now on.
    if (config.publishing) void publisher.kick().then(() => publisher?.scheduleSales());
    // Once stopping, every reply closes its connection, so no idle keep-alive connection is left
    // for a balancer to send a request into just as the port closes. GET /api/settings is answered
    // before @hono/node-server builds a Request for it (app.ts).
    const honoListener = getRequestListener(app.fetch, { hostname: config.host });
    const http = createServer(REQUEST_LIMITS, (req, res) => {
      if (lifecycle.stopping) res.shouldKeepAlive = false;
      if (app.answerDirect(req, res)) return;
      const handled = honoListener(req, res).finally(() => handling.delete(handled));
      handling.add(handled);
    });
    server = http;
    await new Promise<void>((resolveListen, rejectListen) => {
      http.once('error', rejectListen);
      http.listen(config.port, config.host, () => resolveListen());
    });
    pruner = setInterval(() => {
      pruneRateLimits(database.db, 60 * 60_000).catch((error: Error) => console.error(`[server] pruning rate limits failed: ${error.message}`));
    }, 10 * 60_000);
    pruner.unref();
    // Online orders whose payment events never came: settled with the provider, or cancelled with
    // their stock back. Every process sweeps; each order's change is one locked transaction.
    if (Object.keys(config.payments).length > 0) {
      sweeper = setInterval(() => {
        api.payments.sweep().catch((error: Error) => console.error(`[server] the payment sweep failed: ${error.message}`));
      }, 60_000);
      sweeper.unref();
    }
    // On PGlite this process alone holds the data folder: the operator's command comes in here.
    if (!config.databaseUrl) closeOperatorSocket = await serveOperatorSocket(database.db, config);
  } catch (error) {
    server?.close();
    await database.close().catch(() => {});
    throw error;
  }

  const address = server.address() as AddressInfo;
  const host = config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host;
  const url = `http://${host}:${address.port}`;
  let closing: Promise<void> | undefined;
  const running = server;

  return {
    url,
    close({ drainMs = 0 } = {}) {
      closing ??= (async () => {
        lifecycle.stopping = true;
        clearInterval(pruner);
        clearInterval(sweeper);
        stopWatching?.();
        publisher?.stop();
        await closeOperatorSocket?.();
        if (drainMs > 0) await sleep(drainMs);
        // Once the port is closed, a connection whose request finishes is closed at once instead of
        // idling until its timeout (Node's channel costs nothing while no one listens to it).
        const http = running as Server;
        const closeIdle = ({ server: from }: { server?: unknown }) => {
          if (from === http) setImmediate(() => http.closeIdleConnections());
        };
        subscribe(RESPONSE_FINISHED, closeIdle as (message: unknown) => void);
        await new Promise<void>((done) => {
          const force = setTimeout(() => {
            if ('closeAllConnections' in running) running.closeAllConnections();
          }, 10_000);
          force.unref();
          running.close(() => {
            clearTimeout(force);
            done();
          });
          if ('closeIdleConnections' in running) running.closeIdleConnections();
        });
        unsubscribe(RESPONSE_FINISHED, closeIdle as (message: unknown) => void);
        // The port closes once every connection has; a handler whose client went away before its
        // answer may still be at work (a card order's session being recorded after Stripe's reply).
        await Promise.race([Promise.allSettled([...handling]), sleep(HANDLERS_GRACE_MS, undefined, { ref: false })]);
        await database.close();
        // …and what it created since: at rest, every file is the owner's alone.
        privateDataDir(config.dataDir);
      })();
      return closing;
    },
  };
}

export async function main(): Promise<void> {
  privateFiles();
  const config = loadConfig();
  let running: RunningServer;
  try {
    running = await startServer(config);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`[server] ${error.message}`);
      process.exit(1);
    }
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      console.error(`[server] ${config.host}:${config.port} is already in use. Set PORT to another port.`);
      process.exit(1);
    }
    throw error;
  }
  console.log(`[server] E-Commerce Store is running at ${running.url} (database: ${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`})`);
  const stop = (signal: string, drainMs: number) => {
    console.log(`[server] ${signal}: stopping…`);
    if (drainMs > 0) console.log(`[server] not ready; serving ${drainMs / 1000} s more while the load balancer takes this process out`);
    running.close({ drainMs }).then(
      () => process.exit(0),
      (error: Error) => {
        console.error(`[server] shutdown failed: ${error.message}`);
        process.exit(1);
      },
    );
  };
  // A database error in a promise no one awaits must not end the process: the database comes back
  // and the process must still be here. Any other such rejection stays fatal, as Node's default.
  process.on('unhandledRejection', (reason) => {
    if (!isDatabaseError(reason)) throw reason;
    console.error(`[server] database error outside a request: ${(reason as Error).message}`);
  });
  process.once('SIGTERM', () => stop('SIGTERM', config.drainMs));
  process.once('SIGINT', () => stop('SIGINT', 0));
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('/src/server/main.ts')) {
  main().catch((error: Error) => {
    console.error(`[server] failed to start: ${error.message}`);
    process.exit(1);
  });
}
