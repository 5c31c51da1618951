// `npm run dev`: Astro's dev server on PORT (4321) with the API behind it. The API runs as its own
// process on DEV_API_PORT, restarted by Node's watch mode when server code changes; Astro's dev
// server proxies /api to it (see astro.config.mjs), so pages call the same /api as in production.
import { spawn, type ChildProcess } from 'node:child_process';

const apiPort = process.env.DEV_API_PORT ?? '4322';
const children: ChildProcess[] = [];

function start(command: string, args: string[], env: NodeJS.ProcessEnv): void {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code) => {
    for (const other of children) if (other !== child) other.kill('SIGTERM');
    process.exit(code ?? 0);
  });
  children.push(child);
}

start('node', ['--watch-path=src/server', '--watch-path=src/lib', 'src/server/main.ts'], {
  PORT: apiPort,
  HOST: '127.0.0.1',
  CORS_ORIGINS: process.env.CORS_ORIGINS ?? `http://localhost:${process.env.PORT ?? 4321}`,
});
start('npx', ['astro', 'dev', '--port', process.env.PORT ?? '4321'], { DEV_API_PORT: apiPort, ASTRO_TELEMETRY_DISABLED: '1' });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    for (const child of children) child.kill(signal);
  });
}
