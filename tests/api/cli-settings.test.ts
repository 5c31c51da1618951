// `npm run admin -- settings`: every key with its value and where it comes from; `settings set`
// checked by the settings schema (unknown key or bad value: a clear error and a non-zero exit);
// `settings unset`. On PostgreSQL, another process's server picks a change up within its TTL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client.ts';
import { createSettingsService } from '../../src/server/settings/service.ts';
import { runCli, runCliOn } from './fixtures/cli.ts';
import { startTestApp, type TestApp } from './harness.ts';

let dataDir: string;
const cli = (...args: string[]) => runCli(dataDir, ...args);
const lineOf = (stdout: string, key: string) => stdout.split('\n').find((line) => line.startsWith(`${key} `)) ?? '';

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'settings-cli-'));
  await (await openDatabase({ dataDir })).close(); // migrated, as the server leaves it
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('npm run admin -- settings', () => {
  it('lists every key with its value and its source', async () => {
    const res = await cli('settings');
    expect(res.code).toBe(0);
    expect(res.stdout.trim().split('\n')).toHaveLength(25);
    // Cash on delivery's rules are off until the owner sets them.
    expect(lineOf(res.stdout, 'cod_fee')).toMatch(/ 0\s+\[default\]$/);
    expect(lineOf(res.stdout, 'company_phone_number')).toMatch(/"\+971 4 000 0000"\s+\[content\/settings\.json\]$/);
    expect(lineOf(res.stdout, 'minimum_item_price')).toMatch(/ 1\s+\[content\/settings\.json\]$/);
    expect(lineOf(res.stdout, 'company_address')).toContain('"email":"support@veils.example"');
  });

  it('sets a value checked by the schema, shown as set by the operator, and unsets it again', async () => {
    const set = await cli('settings', 'set', 'company_phone_number', '+971 4 555 0101');
    expect(set.code).toBe(0);
    expect(set.stdout).toContain('company_phone_number = "+971 4 555 0101" [set by the operator]');
    expect(lineOf((await cli('settings')).stdout, 'company_phone_number')).toMatch(/"\+971 4 555 0101"\s+\[set by the operator\]$/);

    expect((await cli('settings', 'set', 'is_free_delivery', '1')).stdout).toContain('is_free_delivery = "1"');
    expect((await cli('settings', 'set', 'fixed_delivery_charge', '15.5')).stdout).toContain('fixed_delivery_charge = 15.5');
    expect((await cli('settings', 'set', 'company_address', '{"email":"help@veils.example","city":"Dubai"}')).code).toBe(0);
    expect(lineOf((await cli('settings')).stdout, 'company_address')).toContain('{"email":"help@veils.example","city":"Dubai"}');

    const unset = await cli('settings', 'unset', 'company_phone_number');
    expect(unset.code).toBe(0);
    expect(unset.stdout).toContain('company_phone_number = "+971 4 000 0000" [content/settings.json]');
    expect((await cli('settings', 'unset', 'company_phone_number')).stdout).toContain('The operator had not set it.');
  });

  it('refuses an unknown key or a value outside its rule with a clear error, changing nothing', async () => {
    const unknown = await cli('settings', 'set', 'shop_colour', 'red');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Unknown setting "shop_colour"');
    const bad = await cli('settings', 'set', 'vat_rate', '100.5');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('Invalid value for vat_rate: expected a percentage from 0 to 100.');
    const phone = await cli('settings', 'set', 'company_phone_number', 'call us');
    expect(phone.code).toBe(1);
    expect(phone.stderr).toContain('Invalid value for company_phone_number');
    expect((await cli('settings', 'set', 'company_address', '{"email":"nobody"}')).code).toBe(1);
    expect((await cli('settings', 'unset', 'shop_colour')).code).toBe(1);
    const listed = (await cli('settings')).stdout;
    expect(lineOf(listed, 'vat_rate')).toMatch(/ 5\s+\[content\/settings\.json\]$/);
    expect(lineOf(listed, 'company_phone_number')).toContain('content/settings.json');
  });

  it('answers usage errors with exit code 2', async () => {
    for (const args of [['set', 'vat_rate'], ['set', 'vat_rate', '5', '6'], ['unset'], ['frobnicate']]) {
      const res = await cli('settings', ...args);
      expect(res.code).toBe(2);
      expect(res.stderr).toContain('Usage: npm run admin -- settings');
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('npm run admin -- settings set on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('reaches a running server in another process once that server’s copy is older than its TTL', async () => {
    let clock = 0;
    const server = createSettingsService({ db: t.db, settingsFile: t.config.settingsFile, ttlMs: 5_000, now: () => clock });
    expect((await server.get()).values.company_phone_number).toBe('+971 4 000 0000');
    const set = await runCliOn({ dataDir, databaseUrl: t.databaseUrl }, 'settings', 'set', 'company_phone_number', '+971 4 555 0199');
    expect(set.code).toBe(0);
    clock = 5_000;
    expect((await server.get()).values.company_phone_number).toBe('+971 4 000 0000');
    clock = 5_001;
    expect((await server.get()).values.company_phone_number).toBe('+971 4 555 0199');
  });
});
