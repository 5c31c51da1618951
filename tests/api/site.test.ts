// GET /settings (defaults ← content/settings.json ← settings table, served from memory) and
// GET /exchange-rates (a local rates server stands in for the internet).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { settings } from '../../src/server/db/schema/index.ts';
import { createRatesService } from '../../src/server/rates/service.ts';
import { createSettingsService } from '../../src/server/settings/service.ts';
import { setSetting, unsetSetting } from '../../src/server/settings/sources.ts';
import { FALLBACK_RATES } from '../../src/lib/currency.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { call } from './helpers.ts';

const KNOWN_KEYS = [
  'site_logo_light', 'site_logo_dark', 'company_name', 'site_title', 'site_description', 'company_address',
  'company_phone_number', 'currency_symbol', 'currency_code', 'order_id_prefix', 'product_code_prefix',
  'customer_prefix', 'fixed_delivery_charge', 'is_free_delivery', 'minimum_item_price', 'files_base_url',
  'company_vat_registration', 'free_delivery_threshold', 'vat_rate', 'return_window_days', 'translations',
  'cod_fee', 'cod_max_order_total', 'cod_refusal_limit',
];

let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await startTestApp();
  dir = await mkdtemp(join(tmpdir(), 'settings-'));
});
afterAll(async () => {
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

const asObject = (data: { key: string; value: unknown }[]) => Object.fromEntries(data.map((entry) => [entry.key, entry.value]));

describe('GET /settings', () => {
  it('lists every known key with the shop values from content/settings.json', async () => {
    const res = await call(t, 'GET', '/settings');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data.map((entry: { key: string }) => entry.key).sort()).toEqual([...KNOWN_KEYS].sort());
    const values = asObject(res.body.data);
    expect(values).toMatchObject({
      company_name: 'Lamsa Veils',
      currency_code: 'AED',
      customer_prefix: 'CS-',
      free_delivery_threshold: 200,
      vat_rate: 5,
      return_window_days: 14,
      is_free_delivery: '0',
      fixed_delivery_charge: 25,
    });
    expect((values.company_address as { email: string }).email).toBe('support@veils.example');
    expect(values.company_phone_number).toMatch(/^\+971 4/);
  });

  it('falls back to the spec defaults without a settings file; the file overrides defaults and the table overrides both', async () => {
    const file = join(dir, 'settings.json');
    await writeFile(file, JSON.stringify({ company_name: 'Veils & Co', site_title: 'Veils', unknown_key: 1 }));
    const app = await startTestApp({ shareDatabaseWith: t, config: { settingsFile: file } });
    const bare = await startTestApp({ shareDatabaseWith: t, config: { settingsFile: join(dir, 'missing.json') } });
    try {
      const defaults = asObject((await call(bare, 'GET', '/settings')).body.data);
      expect(defaults).toMatchObject({
        company_name: 'E-Commerce Store', site_title: 'E-Commerce Store', site_logo_light: '/assets/img/logo/mark.png',
        site_logo_dark: '/assets/img/logo/mark.png', order_id_prefix: 'ORD', product_code_prefix: 'PROD', customer_prefix: 'CS-',
        currency_symbol: 'AED', minimum_item_price: 1, files_base_url: '',
      });
      const fromFile = asObject((await call(app, 'GET', '/settings')).body.data);
      expect(fromFile).toMatchObject({ company_name: 'Veils & Co', site_title: 'Veils', order_id_prefix: 'ORD' });
      expect(fromFile).not.toHaveProperty('unknown_key');

      await t.db.insert(settings).values({ key: 'company_name', value: 'From the table', updatedAt: new Date() });
      await t.db.insert(settings).values({ key: 'fixed_delivery_charge', value: 15, updatedAt: new Date() });
      // Served from memory: the change shows once the cache is refreshed, not per request.
      expect(asObject((await call(app, 'GET', '/settings')).body.data).company_name).toBe('Veils & Co');
      app.app.settings.invalidate();
      const fromTable = asObject((await call(app, 'GET', '/settings')).body.data);
      expect(fromTable.company_name).toBe('From the table');
      expect(fromTable.fixed_delivery_charge).toBe(15);
      expect(fromTable.site_title).toBe('Veils');
    } finally {
      await t.db.delete(settings);
      await app.close();
      await bare.close();
    }
  });

  it('survives a broken settings file with the defaults', async () => {
    const file = join(dir, 'broken.json');
    await writeFile(file, '{ not json');
    const app = await startTestApp({ shareDatabaseWith: t, config: { settingsFile: file } });
    try {
      const res = await call(app, 'GET', '/settings');
      expect(res.status).toBe(200);
      expect(asObject(res.body.data).company_name).toBe('E-Commerce Store');
    } finally {
      await app.close();
    }
  });
});

describe('GET /settings after a change', () => {
  /** A settings service with a 5 s TTL on a clock the test moves (`clock.now += ms`), reading `db`. */
  const onClock = (db: TestApp['db'] = t.db) => {
    const clock = { now: 1_000_000 };
    return { clock, service: createSettingsService({ db, settingsFile: t.config.settingsFile, ttlMs: 5_000, now: () => clock.now }) };
  };

  it('answers 304 to a browser whose copy is current, and asks browsers and CDNs to check every time', async () => {
    const first = await t.request('/api/settings');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.request('/api/settings', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const other = await t.request('/api/settings', { headers: { 'If-None-Match': '"something-else"' } });
    expect(other.status).toBe(200);
  });

  it('applies an operator’s change made through its own database handle at once', async () => {
    const before = await t.request('/api/settings');
    try {
      await setSetting(t.db, 'company_phone_number', '+971 4 555 0101');
      const after = await call(t, 'GET', '/settings');
      expect(asObject(after.body.data).company_phone_number).toBe('+971 4 555 0101');
      expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
      expect(await unsetSetting(t.db, 'company_phone_number')).toBe(true);
      expect(asObject((await call(t, 'GET', '/settings')).body.data).company_phone_number).toBe('+971 4 000 0000');
      expect(await unsetSetting(t.db, 'company_phone_number')).toBe(false);
    } finally {
      await t.db.delete(settings);
    }
  });

  it('reads a change made by another process once its copy is older than the TTL, not before', async () => {
    const { clock, service } = onClock();
    try {
      expect((await service.get()).values.is_free_delivery).toBe('0');
      // Another process writes the table directly: nothing tells this one.
      await t.db.insert(settings).values({ key: 'is_free_delivery', value: '1', updatedAt: new Date() });
      clock.now += 5_000;
      expect((await service.get()).values.is_free_delivery).toBe('0');
      clock.now += 1;
      expect((await service.get()).values.is_free_delivery).toBe('1');
    } finally {
      await t.db.delete(settings);
    }
  });

  it('reads a copy in use again once past half its TTL, so under steady requests it never expires', async () => {
    const { clock, service } = onClock();
    try {
      expect((await service.get()).values.is_free_delivery).toBe('0');
      await t.db.insert(settings).values({ key: 'is_free_delivery', value: '1', updatedAt: new Date() });
      // At half its life the copy serves, and is not read again (a query after it has finished first).
      clock.now += 2_500;
      expect(service.fresh()?.values.is_free_delivery).toBe('0');
      await t.db.select().from(settings);
      expect(service.fresh()?.values.is_free_delivery).toBe('0');
      // Past half, it still serves at once while it is read again.
      clock.now += 1;
      expect(service.fresh()?.values.is_free_delivery).toBe('0');
      await vi.waitFor(() => expect(service.fresh()?.values.is_free_delivery).toBe('1'));
      // Past the first copy's TTL, the renewed copy serves without a wait.
      clock.now += 5_000;
      expect(service.fresh()?.values.is_free_delivery).toBe('1');
    } finally {
      await t.db.delete(settings);
    }
  });

  it('reads a copy in use again once only: when that read fails, the copy serves out its TTL', async () => {
    let down = false;
    // The database as seen by this process: its reads fail while `down`.
    const db = new Proxy(t.db, {
      get: (target, property, receiver) =>
        property === 'select' && down ? () => { throw new Error('connection refused'); } : Reflect.get(target, property, receiver),
    });
    const { clock, service } = onClock(db);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const first = await service.get();
      down = true;
      clock.now += 2_501;
      expect(service.fresh()).toBe(first);
      await vi.waitFor(() => expect(logged).toHaveBeenCalledTimes(1));
      // Requests go on being served the copy at once, without another read.
      clock.now += 2_000;
      expect(service.fresh()).toBe(first);
      expect(service.fresh()).toBe(first);
      await t.db.select().from(settings);
      expect(logged).toHaveBeenCalledTimes(1);
      // Expired, the copy is no longer fresh; get() still answers it while the database is down.
      clock.now += 500;
      expect(service.fresh()).toBeUndefined();
      expect(await service.get()).toBe(first);
    } finally {
      logged.mockRestore();
    }
  });

  it('serves the default for a value that breaks its rule, wherever it was set', async () => {
    const file = join(dir, 'wrong.json');
    await writeFile(file, JSON.stringify({ vat_rate: 'five', company_name: 'Veils & Co' }));
    const app = await startTestApp({ shareDatabaseWith: t, config: { settingsFile: file } });
    try {
      await t.db.insert(settings).values({ key: 'fixed_delivery_charge', value: -3, updatedAt: new Date() });
      const values = asObject((await call(app, 'GET', '/settings')).body.data);
      expect(values).toMatchObject({ vat_rate: 5, company_name: 'Veils & Co', fixed_delivery_charge: 0 });
    } finally {
      await t.db.delete(settings);
      await app.close();
    }
  });
});

describe('GET /exchange-rates', () => {
  let server: Server;
  let url: string;
  let hits = 0;
  let mode: 'ok' | 'error' | 'garbage' | 'hang' = 'ok';
  beforeAll(async () => {
    server = createServer((_req, res) => {
      hits++;
      if (mode === 'hang') return; // never answers
      if (mode === 'error') {
        res.writeHead(500).end('down');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(mode === 'garbage' ? '{"result":"success","rates":' : JSON.stringify({
        result: 'success', base_code: 'USD', time_last_update_unix: 1,
        rates: { USD: 1, AED: 3.6725, EUR: 0.92, GBP: 0.79, INR: 83.1 },
      }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v6/latest/USD`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  async function appWith(options: { ttlMs?: number; retryMs?: number } = {}) {
    return startTestApp({ shareDatabaseWith: t, rates: createRatesService({ url, timeoutMs: 300, ...options }) });
  }

  it('converts USD-based live rates to per-AED rates and caches them', async () => {
    mode = 'ok';
    hits = 0;
    const app = await appWith();
    try {
      const res = await call(app, 'GET', '/exchange-rates');
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      expect(res.body.data.base).toBe('AED');
      expect(res.body.data.source).toBe('live');
      expect(res.body.data.rates.AED).toBe(1);
      expect(res.body.data.rates.USD).toBeCloseTo(1 / 3.6725, 5);
      expect(res.body.data.rates.EUR).toBeCloseTo(0.92 / 3.6725, 5);
      expect(res.body.data.rates.GBP).toBeCloseTo(0.79 / 3.6725, 5);
      expect(Object.keys(res.body.data.rates).sort()).toEqual(['AED', 'EUR', 'GBP', 'USD']);
      expect(new Date(res.body.data.updated_at).toString()).not.toBe('Invalid Date');
      await Promise.all([call(app, 'GET', '/exchange-rates'), call(app, 'GET', '/exchange-rates')]);
      expect(hits).toBe(1);
    } finally {
      await app.close();
    }
  });

  it.each(['error', 'garbage', 'hang'] as const)('falls back to the built-in rates when the service answers %s', async (m) => {
    mode = m;
    const app = await appWith();
    try {
      const started = Date.now();
      const res = await call(app, 'GET', '/exchange-rates');
      expect(Date.now() - started).toBeLessThan(5000);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ base: 'AED', source: 'fallback', rates: FALLBACK_RATES });
    } finally {
      await app.close();
      mode = 'ok';
    }
  });

  it('asks again after the cache expires, keeping the last live rates if the service then fails', async () => {
    mode = 'ok';
    hits = 0;
    const app = await appWith({ ttlMs: 50, retryMs: 50 });
    try {
      expect((await call(app, 'GET', '/exchange-rates')).body.data.source).toBe('live');
      await new Promise((resolve) => setTimeout(resolve, 80));
      mode = 'error';
      const again = await call(app, 'GET', '/exchange-rates');
      expect(hits).toBe(2);
      expect(again.body.data.source).toBe('live');
      expect(again.body.data.rates.USD).toBeCloseTo(1 / 3.6725, 5);
    } finally {
      await app.close();
      mode = 'ok';
    }
  });
});

describe('GET /api/settings answered straight from Node (the server process, main.ts)', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    const { getRequestListener } = await import('@hono/node-server');
    const hono = getRequestListener(t.app.fetch);
    server = createServer((req, res) => {
      if (!t.app.answerDirect(req, res)) void hono(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const headersOf = (res: Response) => Object.fromEntries([...res.headers].filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name)));

  it('answers as the Hono route does, for every mix of Origin and Authorization, and HEAD or a query string through Hono', async () => {
    const shop = 'http://localhost:4321';
    const asks: Record<string, string>[] = [{}, { Origin: shop }, { Origin: 'https://evil.example' }, { Authorization: 'Bearer x' }, { Origin: shop, Authorization: 'Bearer x' }];
    for (const headers of asks) {
      const direct = await fetch(`${base}/api/settings`, { headers });
      const routed = await t.request('/api/settings', { headers });
      expect(direct.status).toBe(200);
      expect(headersOf(direct), JSON.stringify(headers)).toEqual(headersOf(routed));
      expect(await direct.text()).toBe(await routed.text());
    }
    const etag = (await fetch(`${base}/api/settings`)).headers.get('etag')!;
    const head = await fetch(`${base}/api/settings`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toBe(etag);
    const query = await fetch(`${base}/api/settings?v=1`, { headers: { 'If-None-Match': etag } });
    expect(query.status).toBe(304);
  });

  it('answers 304 to the current ETag and, once a setting changes, 200 with the new values under a new ETag', async () => {
    const first = await fetch(`${base}/api/settings`);
    const etag = first.headers.get('etag')!;
    const unchanged = await fetch(`${base}/api/settings`, { headers: { 'If-None-Match': etag } });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe('');
    expect(unchanged.headers.get('etag')).toBe(etag);
    expect(unchanged.headers.get('vary')).toBe('Origin');
    try {
      await setSetting(t.db, 'company_phone_number', '+971 4 555 0199');
      const changed = await fetch(`${base}/api/settings`, { headers: { 'If-None-Match': etag } });
      expect(changed.status).toBe(200);
      const newEtag = changed.headers.get('etag')!;
      expect(newEtag).not.toBe(etag);
      expect(asObject((await changed.json()).data).company_phone_number).toBe('+971 4 555 0199');
      expect((await fetch(`${base}/api/settings`, { headers: { 'If-None-Match': newEtag } })).status).toBe(304);
    } finally {
      await t.db.delete(settings);
      t.app.settings.invalidate();
    }
  });

  it('leaves every other request to Hono', async () => {
    const post = await fetch(`${base}/api/settings`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toContain('GET');
    expect((await fetch(`${base}/api/exchange-rates`)).status).toBe(200);
  });
});
