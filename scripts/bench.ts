// `npm run bench`: measures the budgets of docs/QUALITY.md that this machine can measure and
// prints one markdown table. It builds the site, starts the server on a fresh data folder, loads
// pages in Debian's Chromium to weigh the JavaScript they load, and loads the API with autocannon.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import autocannon from 'autocannon';
import { loadCatalogue } from '../src/lib/catalogue/load.ts';
import { variantsOf } from '../src/lib/catalogue/variants.ts';

const PORT = 4399;
const BASE = `http://127.0.0.1:${PORT}`;
// Content pages (docs/QUALITY.md: ≤ 20 KB of JavaScript before interaction), English beside Arabic.
const PAGES = ['/', '/shop-grid-standard', '/product/1', '/blog-standard', '/shipping-policy', '/fr/product/1', '/ar/', '/ar/shop-grid-standard', '/ar/product/1'];
const rows: [string, string, string, string][] = [];
const row = (figure: string, scope: string, value: string, budget: string) => rows.push([figure, scope, value, budget]);

function countPages(dir: string): number {
  let count = 0;
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) count += countPages(path);
    else if (entry.endsWith('.html')) count += 1;
  }
  return count;
}

function build(): void {
  const started = performance.now();
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'ignore', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
  if (result.status !== 0) throw new Error('The build failed: run `npm run build` to see why.');
  const seconds = (performance.now() - started) / 1000;
  row('Full build, every locale', `${countPages('dist')} HTML pages`, `${seconds.toFixed(1)} s`, '≤ 120 s');
}

async function startServer(): Promise<ChildProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-'));
  const server = spawn('node', ['src/server/main.ts'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, EXCHANGE_RATES_URL: 'http://127.0.0.1:9/' },
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`${BASE}/api/settings`)).ok) return Object.assign(server, { dataDir });
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error('The server did not start within 60 s.');
}

async function weighJavaScript(): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
  });
  // Lighthouse's mobile and desktop screens: islands hydrated when visible load on one, not the other.
  const screens = [
    { name: 'mobile', viewport: { width: 412, height: 823 } },
    { name: 'desktop', viewport: { width: 1350, height: 940 } },
  ];
  for (const path of PAGES) {
    for (const screen of screens) {
      const page = await browser.newPage({ viewport: screen.viewport });
      const scripts: Promise<number>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push(response.body().then((body) => gzipSync(body).length, () => 0));
      });
      await page.goto(`${BASE}${path}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(2500); // idle-time hydration happens without any interaction
      const bytes = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0);
      row('JavaScript before interaction, gzip', `${path} (${screen.name})`, `${(bytes / 1024).toFixed(1)} KB`, '≤ 20 KB');
      await page.close();
    }
  }
  await browser.close();
}

async function load(title: string, options: autocannon.Options): Promise<autocannon.Result> {
  const result = await autocannon({ connections: 50, duration: 10, ...options });
  const errors = result.errors + result.timeouts + (result.non2xx ?? 0);
  row(title, String(options.url).replace(BASE, ''), `${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, ${errors} errors`, '');
  return result;
}

async function signIn(dataDir: string): Promise<string> {
  const username = 'bench@example.com';
  const form = (fields: Record<string, string>) => {
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) body.set(key, value);
    return body;
  };
  const signup = await (await fetch(`${BASE}/api/signup/otp`, { method: 'POST', body: form({ type: 'email', email: username, country_code: '+971' }) })).json();
  const outbox = readFileSync(join(dataDir, 'outbox.jsonl'), 'utf8').trim().split('\n').map((line) => JSON.parse(line));
  const code = outbox.reverse().find((message) => message.to === username && message.code)?.code;
  const verified = await (
    await fetch(`${BASE}/api/signup/otp/verify`, { method: 'POST', body: form({ otp_code: code, signup_id: signup.signup_id, platform: 'web' }) })
  ).json();
  if (!verified.token) throw new Error(`Could not sign in for the bench: ${JSON.stringify(verified)}`);
  return verified.token;
}

async function benchApi(dataDir: string): Promise<void> {
  // The reference: a bare Hono route in its own process on the same machine, measured in the same run.
  const bare = spawn('node', ['scripts/bench/bare-hono.ts'], { env: { ...process.env, PORT: String(PORT + 1) }, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve) => bare.stdout!.once('data', resolve));
  const reference = await load('Bare Hono route (reference)', { url: `http://127.0.0.1:${PORT + 1}/` });
  bare.kill();

  const settings = await load('API, 50 connections, 10 s', { url: `${BASE}/api/settings` });
  const share = (settings.requests.average / reference.requests.average) * 100;
  row('GET /api/settings vs bare route', '', `${share.toFixed(0)} %`, '≥ 50 %, p99 ≤ 20 ms, 0 errors');

  const token = await signIn(dataDir);
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  // Each connection adds one item of its own variant and takes it away again, so no line ever
  // reaches a stock limit and no two connections race on one line.
  const variants = loadCatalogue()
    .flatMap((product) => variantsOf(product))
    .filter((candidate) => candidate.stock > 0)
    .slice(0, 50);
  let next = 0;
  await load('API, 50 connections, 10 s', {
    url: `${BASE}/api/cart`,
    setupClient(client) {
      const variantId = variants[next++ % variants.length]!.id;
      client.setRequests([
        { method: 'POST', path: '/api/cart', headers, body: JSON.stringify({ variant_id: variantId, quantity: 1 }) },
        { method: 'DELETE', path: `/api/cart?variant_id=${variantId}&quantity=1`, headers },
      ]);
    },
  });
  // A shopper with a few orders, so the order list reads real rows.
  for (const variant of variants.slice(0, 3)) {
    await fetch(`${BASE}/api/cart`, { method: 'POST', headers, body: JSON.stringify({ variant_id: variant.id, quantity: 1 }) });
    const placed = await fetch(`${BASE}/api/checkout`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        payment_method: 'cod',
        address: { name: 'Bench Shopper', street_address: '1 Sheikh Zayed Road', city: 'Dubai', state: 'Dubai', postal_code: '00000', country: 'AE', phone_number: '+971501234567' },
      }),
    });
    if (!placed.ok) throw new Error(`Checkout for the bench failed: ${placed.status} ${await placed.text()}`);
  }
  await load('API, 50 connections, 10 s', { url: `${BASE}/api/order-items?page=1&per_page=25`, headers });
}

build();
const server = (await startServer()) as ChildProcess & { dataDir: string };
try {
  await weighJavaScript();
  await benchApi(server.dataDir);
} finally {
  server.kill('SIGTERM');
}

console.log(`\nMachine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}\n`);
console.log('| figure | scope | measured | budget |\n|---|---|---|---|');
for (const [figure, scope, value, budget] of rows) console.log(`| ${figure} | ${scope} | ${value} | ${budget} |`);
console.log('\nNot measured here yet: Lighthouse scores, build growth with a ×10 catalogue, PostgreSQL beside PGlite.');
