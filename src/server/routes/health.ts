// /api/health and /api/health/ready: what a load balancer or an orchestrator asks each process.
// Liveness answers from memory, so a process busy or cut off from its database is not restarted
// for it; readiness asks the database, so a balancer sends shoppers only to a process that can serve
// them, and stops as soon as the process begins to shut down (see main.ts).
import { Hono } from 'hono';
import type { AppEnv } from '../auth/middleware.ts';
import type { Db } from '../db/client.ts';
import { isMigrated } from '../db/migrate.ts';

/** The process's state as main.ts sets it: `stopping` from the shutdown signal on. */
export interface Lifecycle {
  stopping: boolean;
}

/** A readiness check slower than this answers 503: a balancer must not wait on a stuck database. */
const READY_TIMEOUT_MS = 2_000;

async function databaseReady(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS);
  });
  try {
    return await Promise.race([isMigrated(db).catch(() => false), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function healthRoutes({ db, lifecycle }: { db: Db; lifecycle?: Lifecycle }) {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });

  app.get('/', (c) => c.json({ success: true, data: { status: 'live' } }));

  app.get('/ready', async (c) => {
    const stopping = { success: false, message: 'This process is shutting down.', code: 'shutting_down', data: { status: 'stopping' } };
    if (lifecycle?.stopping) return c.json(stopping, 503);
    if (!(await databaseReady(db))) {
      return c.json({ success: false, message: 'The database is unreachable or not migrated yet.', code: 'database_unavailable', data: { status: 'unavailable' } }, 503);
    }
    // Asked again: the shutdown may have begun while the database answered.
    if (lifecycle?.stopping) return c.json(stopping, 503);
    return c.json({ success: true, data: { status: 'ready' } });
  });

  return app;
}
