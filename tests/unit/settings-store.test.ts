// The browser's settings (spec section 4, Settings load, and section 8's settings messages): the
// stored copy first, then GET /api/settings; every failure kept as the spec's message with the
// last good values. A local HTTP server plays the API.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getTestStorage, setTestStorageKey, useTestStorageEngine, cleanTestStorage } from '@nanostores/persistent';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchSettings } from '../../src/lib/api/settings.ts';
import { SETTINGS_MESSAGES, settingsErrorMessage } from '../../src/lib/api/settings-errors.ts';
import { LIVE_DEFAULTS } from '../../src/lib/live-settings.ts';

let server: Server;
let base: string;
let reply: { status: number; body: string } = { status: 200, body: '' };

const ok = (data: unknown) => ({ status: 200, body: JSON.stringify({ success: true, data }) });

beforeAll(async () => {
  server = createServer((_req, res) => {
    res.writeHead(reply.status, { 'Content-Type': 'application/json' });
    res.end(reply.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** What the store would record for the server's reply. */
async function messageFor(status: number, body: unknown): Promise<string> {
  reply = { status, body: typeof body === 'string' ? body : JSON.stringify(body) };
  const result = await fetchSettings(`${base}/settings`);
  return result.ok ? 'no error' : settingsErrorMessage(result.error);
}

describe('GET /settings failures as the spec’s messages', () => {
  it('names 404, every 5xx and any other status', async () => {
    expect(await messageFor(404, {})).toBe('Settings endpoint not found');
    for (const status of [500, 502, 503, 599]) expect(await messageFor(status, {})).toBe('Server error occurred while fetching settings');
    expect(await messageFor(403, {})).toBe('HTTP 403 error');
    expect(await messageFor(499, {})).toBe('HTTP 499 error');
  });

  it('names a reply that is not a success, and data that is not a list', async () => {
    expect(await messageFor(200, { success: false, data: [] })).toBe('Failed to fetch settings');
    expect(await messageFor(200, null)).toBe('Failed to fetch settings');
    expect(await messageFor(200, { success: true, data: { company_name: 'x' } })).toBe('Invalid settings data structure - expected array');
    expect(await messageFor(200, { success: true, data: [] })).toBe('no error');
  });

  it('names an unreachable server, and anything else the unknown error', async () => {
    const unreached = await fetchSettings('http://127.0.0.1:9/api/settings');
    expect(unreached).toEqual({ ok: false, error: { code: 'network' } });
    expect(!unreached.ok && settingsErrorMessage(unreached.error)).toBe('Network error - unable to connect to server');
    expect(await messageFor(200, '{"success":')).toBe('Unknown error occurred');
    reply = ok([{ key: 'company_name', value: 'Veils' }]);
    expect(await fetchSettings(`${base}/settings`)).toEqual({ ok: true, data: [{ key: 'company_name', value: 'Veils' }] });
  });

  it('lists exactly the spec’s fixed messages', () => {
    expect(Object.values(SETTINGS_MESSAGES)).toEqual([
      'Invalid settings data structure - expected array',
      'Failed to fetch settings',
      'Settings endpoint not found',
      'Server error occurred while fetching settings',
      'Network error - unable to connect to server',
      'Unknown error occurred',
    ]);
  });
});

describe('the settings store', () => {
  // A fresh module per test is a fresh page load: the store asks the server once per load.
  async function loadPage() {
    vi.resetModules();
    vi.stubEnv('PUBLIC_API_URL', base);
    return import('../../src/stores/settings.ts');
  }

  beforeEach(() => {
    useTestStorageEngine();
    cleanTestStorage();
  });

  it('applies the stored copy first, then the server’s values, and stores them', async () => {
    setTestStorageKey('siteSettings', JSON.stringify({ ...LIVE_DEFAULTS, company_phone_number: '+971 4 000 0001' }));
    reply = ok([{ key: 'company_phone_number', value: '+971 4 555 0101' }, { key: 'is_free_delivery', value: '1' }]);
    const { $settings, $settingsError, refreshSettings } = await loadPage();
    expect($settings.get()?.company_phone_number).toBe('+971 4 000 0001');
    await refreshSettings();
    expect($settings.get()).toEqual({ ...LIVE_DEFAULTS, company_phone_number: '+971 4 555 0101', is_free_delivery: '1' });
    expect($settingsError.get()).toBeNull();
    expect(JSON.parse(getTestStorage().siteSettings!)).toMatchObject({ company_phone_number: '+971 4 555 0101' });
  });

  it('keeps the last good values and records the message when the refresh fails', async () => {
    setTestStorageKey('siteSettings', JSON.stringify({ ...LIVE_DEFAULTS, company_phone_number: '+971 4 000 0001' }));
    reply = { status: 503, body: '{}' };
    const { $settings, $settingsError, refreshSettings } = await loadPage();
    await refreshSettings();
    expect($settingsError.get()).toBe('Server error occurred while fetching settings');
    expect($settings.get()?.company_phone_number).toBe('+971 4 000 0001');
  });

  it('records an unreadable reply as the unknown error, and holds none until something arrives', async () => {
    reply = { status: 200, body: '{"success":' };
    const { $settings, $settingsError, refreshSettings } = await loadPage();
    await refreshSettings();
    expect($settingsError.get()).toBe('Unknown error occurred');
    expect($settings.get()).toBeNull();
  });

  it('takes the default for a stored or served value of the wrong shape', async () => {
    setTestStorageKey('siteSettings', JSON.stringify({ company_phone_number: 42, is_free_delivery: 'yes' }));
    reply = ok([{ key: 'fixed_delivery_charge', value: '15' }, { key: 'free_delivery_threshold', value: 300 }]);
    const { $settings, refreshSettings } = await loadPage();
    expect($settings.get()).toMatchObject({ company_phone_number: '', is_free_delivery: '0' });
    await refreshSettings();
    expect($settings.get()).toMatchObject({ fixed_delivery_charge: 0, free_delivery_threshold: 300 });
  });

  it('asks the server once per page load', async () => {
    let requests = 0;
    server.on('request', () => requests++);
    reply = ok([]);
    const { refreshSettings } = await loadPage();
    await Promise.all([refreshSettings(), refreshSettings()]);
    await refreshSettings();
    expect(requests).toBe(1);
  });
});
