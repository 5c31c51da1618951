// `npm run bench`: every budget of docs/QUALITY.md, measured on this machine and printed as one
// markdown table (progress on stderr). Builds the site (and a ×10 catalogue in a temporary
// folder), starts `npm start`'s server on a fresh PGlite folder, runs Lighthouse and weighs the
// JavaScript of every page type, starts the server again on that folder and loads the API with
// autocannon, then does the API again on a fresh PostgreSQL database when BENCH_DATABASE_URL is
// set. Exits 0 whatever the figures; 1 only when a step could not run.
//   --quick      one Lighthouse run per page instead of the median of 3
//   --smoke      the home page only, one Lighthouse run, 2 s of load, no build (npm test runs this)
//   --search     the search rows alone: ×1 on the dist there is, then a ×10 build
//   --publish    the publish row alone: one product saved and published (a whole build)
//   --x70        the ×70 rows alone (10,080 products: a cold build's time and peak memory, search,
//                the per-shopper pages' bytes), after a ×10 build for the search's comparison: about
//                an hour on the 2-core machine, so not part of the full run
//   --json FILE  the same rows as JSON: [{figure, scope, value, budget, ok}]
//   --pages LIST only these pages (comma-separated paths, e.g. /cart,/order-detail), with the warm
//                navigation when /cart is among them; no build (dist/ as it is), no API
//   --api        only the API and checkout rows; no build, no pages
//   --reports DIR keep every Lighthouse run's whole report in DIR (JSON), to see what a figure is
//                made of (the requests, the LCP element, the long tasks), and its trace and DevTools
//                log, from which scripts/bench/critical-path.ts replays the simulated FCP and LCP
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromiumVersion, ensureChromium } from './lib/chromium.ts';
import { CONNECTIONS, benchApi, checkoutAudit, startBareHono, type BareHono } from './bench/api.ts';
import { benchBuild, benchSearchOnly } from './bench/build.ts';
import { benchPublish } from './bench/publish.ts';
import { benchX70 } from './bench/x70.ts';
import { benchJavaScript } from './bench/javascript.ts';
import { benchLighthouse } from './bench/lighthouse.ts';
import { benchPages } from './bench/pages.ts';
import { benchWarmNavigation } from './bench/warm-navigation.ts';
import { benchOfficeOrders, seedOfficeOrders } from './bench/office.ts';
import { printTable, progress, record, rows, writeJson } from './bench/report.ts';
import { benchVariants, createDatabase, startServer, type BenchDatabase, type BenchServer } from './bench/server.ts';
import { addToCart, addToWishlist, checkOut, signUp } from './bench/shoppers.ts';
import { startStripeStandIn } from '../tests/stripe-stand-in/stand-in.ts';

// BENCH_PORT_BASE moves the five ports, for a bench beside another on the same machine.
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 4501);
const PORTS = { pglite: PORT_BASE, postgres: PORT_BASE + 1, bareHono: PORT_BASE + 2, chromium: PORT_BASE + 3, shopperBytes: PORT_BASE + 4 };

const { values: flags } = parseArgs({
  options: {
    quick: { type: 'boolean' },
    smoke: { type: 'boolean' },
    search: { type: 'boolean' },
    publish: { type: 'boolean' },
    x70: { type: 'boolean' },
    json: { type: 'string' },
    pages: { type: 'string' },
    api: { type: 'boolean' },
    reports: { type: 'string' },
  },
});
const smoke = Boolean(flags.smoke);
const onlyPages = flags.pages?.split(',').map((path) => path.trim()).filter(Boolean);
const measuresPages = !flags.api;
const measuresApi = !onlyPages;
const builds = !smoke && !onlyPages && !flags.api;
const runs = smoke || flags.quick ? 1 : 3;
const duration = smoke ? 2 : 10;
const mode = smoke ? 'smoke run (home page, 1 Lighthouse run, 2 s of load)' : `${runs === 1 ? 'quick: 1 Lighthouse run' : 'median of 3 Lighthouse runs'} per page, ${duration} s of load`;

let failed = false;
async function step(name: string, work: () => Promise<void> | void): Promise<void> {
  try {
    await work();
  } catch (error) {
    failed = true;
    progress(`${name} failed: ${(error as Error).stack ?? error}`);
    record({ figure: name, scope: 'the bench step itself', value: `failed: ${(error as Error).message.split('\n')[0]}`, budget: 'runs', ok: false });
  }
}

/**
 * Pages, then the API; the checkout audit once the server has stopped. The API is measured on a
 * server started for it, on the same database, beside a bare route started with it: on this
 * machine a Node process that has been busy and then waited answers about a quarter slower
 * afterwards, whatever its code, so a server that had served the pages read 71–77 % of a bare
 * route started just then (docs/QUALITY.md, calibration).
 */
async function pass(database: BenchDatabase, port: number, variants: number[], pages: boolean): Promise<void> {
  pages &&= measuresPages;
  // Card checkouts open their Checkout Sessions at a local stand-in of Stripe's API: nothing leaves the machine.
  const stripe = await startStripeStandIn();
  const start = () => {
    progress(`Starting the server on ${database.label}`);
    return startServer(database, port, { STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_WEBHOOK_SECRET: stripe.webhookSecret, STRIPE_API_BASE: stripe.url });
  };
  let server: BenchServer | undefined;
  let bare: BareHono | undefined;
  let acknowledged = 0;
  try {
    if (pages) {
      const site = (server = await start());
      await step('Pages', async () => {
        // A shopper with something in the cart, the wishlist and the compare list, and an order.
        const shopper = await signUp(site.base, database.dataDir);
        const [first, second, third] = benchVariants(CONNECTIONS + 3).slice(CONNECTIONS);
        await addToCart(site.base, shopper, first!);
        const orderId = await checkOut(site.base, shopper);
        await addToCart(site.base, shopper, second!);
        await addToWishlist(site.base, shopper, third!);
        const compare = ['1', '2'];
        const all = benchPages(orderId);
        const measured = smoke ? all.slice(0, 1) : onlyPages ? all.filter((page) => onlyPages.some((path) => page.path === path || page.path.startsWith(`${path}/`) || page.path.startsWith(`${path}?`))) : all;
        await benchLighthouse({ base: site.base, pages: measured, runs, debugPort: PORTS.chromium, shopper, compare, reports: flags.reports });
        await benchJavaScript({ base: site.base, pages: measured, shopper, compare });
        if (!smoke && (!onlyPages || onlyPages.includes('/cart'))) await benchWarmNavigation({ base: site.base, shopper, compare, runs });
      });
    }
    if (!measuresApi) return;
    await server?.stop();
    const api = (server = await start());
    await step(`API on ${database.label}`, async () => {
      // The bare route answers what the settings route does (scripts/bench/bare-hono.ts).
      bare = await startBareHono(PORTS.bareHono, await (await fetch(`${api.base}/api/settings`)).text());
      ({ acknowledged } = await benchApi({ base: api.base, database, variants, duration, bare, card: true }));
    });
  } finally {
    await bare?.stop();
    await server?.stop();
    await stripe.close();
  }
  await step(`Checkout audit on ${database.label}`, () => checkoutAudit(database, variants, acknowledged));
  if (database.label === 'PostgreSQL' && measuresApi) await step('Office order list on PostgreSQL', () => officePass(database, port));
}

/** After the audit (its orders would count): 10,000 orders, and the office's list under load. */
async function officePass(database: BenchDatabase, port: number): Promise<void> {
  const owner = await seedOfficeOrders(database);
  const server = await startServer(database, port);
  try {
    await benchOfficeOrders(server, owner, duration);
  } finally {
    await server.stop();
  }
}

ensureChromium();
if (flags.search) {
  await step('Search', () => benchSearchOnly(PORTS.shopperBytes));
  printTable({ chromium: chromiumVersion(), mode: 'search rows only' });
  if (flags.json) writeJson(flags.json);
  process.exit(failed || rows.length === 0 ? 1 : 0);
}
if (flags.publish) {
  await step('Publish', benchPublish);
  printTable({ chromium: chromiumVersion(), mode: 'publish row only' });
  if (flags.json) writeJson(flags.json);
  process.exit(failed || rows.length === 0 ? 1 : 0);
}
if (flags.x70) {
  await step('Catalogue ×70', () => benchX70({ bytesPort: PORTS.shopperBytes, step }));
  printTable({ chromium: chromiumVersion(), mode: 'catalogue ×70 rows only' });
  if (flags.json) writeJson(flags.json);
  process.exit(failed || rows.length === 0 ? 1 : 0);
}
if (builds) {
  await step('Build', () => benchBuild({ growth: true, search: true, bytesPort: PORTS.shopperBytes }));
  await step('Publish', benchPublish);
}
else if (!existsSync('dist')) await step('Build', () => benchBuild({ growth: false, search: false, bytesPort: PORTS.shopperBytes }));

const variants = benchVariants(CONNECTIONS);

const databases = [undefined, ...(process.env.BENCH_DATABASE_URL ? [process.env.BENCH_DATABASE_URL] : [])];
for (const adminUrl of databases) {
  await step(adminUrl ? 'PostgreSQL pass' : 'PGlite pass', async () => {
    const database = await createDatabase(adminUrl, variants);
    try {
      await pass(database, adminUrl ? PORTS.postgres : PORTS.pglite, variants, !adminUrl);
    } finally {
      await database.remove();
    }
  });
}

printTable({ chromium: chromiumVersion(), mode });
if (flags.json) writeJson(flags.json);
progress(`done: ${rows.length} figures${flags.json ? `, written to ${flags.json}` : ''}`);
process.exit(failed || rows.length === 0 ? 1 : 0);
