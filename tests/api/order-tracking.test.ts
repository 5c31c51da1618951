// Tracking: the operator's `status CODE SHIPPED "…" --tracking NUMBER --carrier NAME` stores both
// with the SHIPPED status, GET /order-item(s) return them on that status, and the shopper's notice
// names them (with the carrier's tracking page when it has one).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../../src/server/cli/commands.ts';
import type { Message } from '../../src/server/notify/index.ts';
import { ADDRESS, caller, startShop, type Harness } from './fixtures/shop.ts';
import { V } from './fixtures/products.ts';

let h: Harness;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  h = await startShop();
  call = caller(h);
});
afterAll(() => h?.close());

async function admin(...args: string[]): Promise<{ code: number; sent: Message[]; out: string[]; err: string[] }> {
  const sent: Message[] = [];
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCommand({ db: h.db, notifier: { send: async (m) => void sent.push(m) }, out: (l) => out.push(l), err: (l) => err.push(l) }, args);
  return { code, sent, out, err };
}

/** A shopper with one placed order of one item: their token and the item's code and id. */
async function orderedItem(email: string): Promise<{ token: string; code: string; id: number }> {
  const token = await h.signIn(email);
  await call('POST', '/cart', token, { variant_id: V.pins });
  const placed = await call('POST', '/checkout', token, { address: ADDRESS, payment_method: 'cod' });
  expect(placed.status).toBe(201);
  const items = await call('GET', '/order-items', token);
  const item = items.body.data[0];
  return { token, code: item.code, id: item.id };
}

describe('tracking a shipped item', () => {
  it('stores the carrier and number with SHIPPED; the API returns them and the notice names them', async () => {
    const { token, code, id } = await orderedItem('tracked.shopper@example.com');
    const shipped = await admin('status', code, 'SHIPPED', 'Handed to the courier', '--tracking', ' 1234567890 ', '--carrier', 'dhl');
    expect(shipped.code, shipped.err.join('\n')).toBe(0);
    expect(shipped.out[0]).toBe(`${code}: PLACED → SHIPPED (DHL, tracking 1234567890)`);

    const detail = await call('GET', `/order-item?id=${id}`, token);
    expect(detail.status).toBe(200);
    const [latest, ...older] = detail.body.data.statuses;
    // The operator's own entry has no kind: the pages show its description as written.
    expect(latest).toMatchObject({ status: 'SHIPPED', tracking_number: '1234567890', carrier: 'DHL', kind: null });
    for (const status of older) expect(status).toMatchObject({ tracking_number: null, carrier: null });
    expect(older.map((status: { kind: string }) => status.kind)).toEqual(['placed', 'created']);
    const list = await call('GET', '/order-items', token);
    expect(list.body.data[0].statuses[0]).toMatchObject({ tracking_number: '1234567890', carrier: 'DHL' });

    expect(shipped.sent).toHaveLength(1);
    expect(shipped.sent[0]!.text).toContain('Carrier: DHL\nTracking number: 1234567890\nFollow your parcel: https://www.dhl.com/');

    const show = await admin('show', code.replace(/-\d+$/, ''));
    expect(show.out.join('\n')).toMatch(/SHIPPED\s+Handed to the courier \(DHL, tracking 1234567890\)/);
  });

  it('keeps an unknown carrier as typed, with no link in the notice', async () => {
    const { token, id, code } = await orderedItem('local.courier@example.com');
    const shipped = await admin('status', code, 'SHIPPED', 'With our courier', '--tracking', 'AW-77', '--carrier', 'Al Waha Couriers');
    expect(shipped.code, shipped.err.join('\n')).toBe(0);
    expect(shipped.sent[0]!.text).toContain('Carrier: Al Waha Couriers\nTracking number: AW-77');
    expect(shipped.sent[0]!.text).not.toContain('http');
    const detail = await call('GET', `/order-item?id=${id}`, token);
    expect(detail.body.data.statuses[0]).toMatchObject({ tracking_number: 'AW-77', carrier: 'Al Waha Couriers' });
  });

  it('keeps today\'s form without a carrier', async () => {
    const { token, id, code } = await orderedItem('no.carrier@example.com');
    expect((await admin('status', code, 'SHIPPED', 'Sent', '--tracking', 'AE1')).code).toBe(0);
    const detail = await call('GET', `/order-item?id=${id}`, token);
    expect(detail.body.data.statuses[0]).toMatchObject({ tracking_number: 'AE1', carrier: null });
  });

  it('refuses a carrier without a number, an empty carrier and values over their limits, changing nothing', async () => {
    const { token, id, code } = await orderedItem('refused.carrier@example.com');
    const cases: [string[], string][] = [
      [['--carrier', 'DHL'], 'tracking number'],
      [['--tracking', 'AE1', '--carrier', '   '], '--carrier needs a name'],
      [['--tracking', 'A'.repeat(41), '--carrier', 'DHL'], 'longer than 40'],
      [['--tracking', 'AE1', '--carrier', 'C'.repeat(61)], 'longer than 60'],
    ];
    for (const [options, message] of cases) {
      const refused = await admin('status', code, 'SHIPPED', 'Sent', ...options);
      expect(refused.code, options.join(' ')).toBe(1);
      expect(refused.err.join('\n')).toContain(message);
      expect(refused.sent).toHaveLength(0);
    }
    // At the limits both are taken.
    const atLimits = await admin('status', code, 'SHIPPED', 'Sent', '--tracking', 'A'.repeat(40), '--carrier', 'C'.repeat(60));
    expect(atLimits.code, atLimits.err.join('\n')).toBe(0);
    const detail = await call('GET', `/order-item?id=${id}`, token);
    expect(detail.body.data.statuses.map((s: { status: string }) => s.status)).toEqual(['SHIPPED', 'PLACED', 'CREATED']);
  });

  it('names --carrier and the known carriers in help', async () => {
    const help = await admin('help');
    const text = help.out.join('\n');
    expect(text).toContain('[--tracking <number>] [--carrier <name>]');
    expect(text).toContain('Aramex, DHL, FedEx, UPS, SMSA, Emirates Post, Blue Dart, India Post');
  });
});
