// The office's order list under load: 10,000 orders (two items each, statuses spread over their
// life, seven countries, card and cash) written straight into the bench's PostgreSQL database, then
// a filtered, sorted page of 25 asked by 10 staff connections for the run's duration, signed in as
// an owner the way the office signs in (password and TOTP code). Budget: p99 ≤ 200 ms.
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/client.ts';
import { OPERATOR } from '../../src/server/office/audit.ts';
import { addStaff } from '../../src/server/office/staff.ts';
import { totpCode, totpStep } from '../../src/server/office/totp.ts';
import { COUNTRY_CODES } from '../../src/lib/countries.ts';
import { record, whole } from './report.ts';
import type { BenchDatabase, BenchServer } from './server.ts';

export const OFFICE_ORDERS = 10_000;
const STAFF_CONNECTIONS = 10;
const P99_BUDGET_MS = 200;

/** 10,000 orders in a few statements; returns the owner who will ask for them. */
export async function seedOfficeOrders(database: BenchDatabase): Promise<{ email: string; password: string; secret: string }> {
  // The orders go to every country the shop serves, in turn.
  const countries = sql.join(COUNTRY_CODES.map((code) => sql`${code}`), sql`, `);
  const opened = await openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
  try {
    const db = opened.db;
    await db.execute(sql`
      INSERT INTO users (email, name, phone, created_at, updated_at)
      SELECT 'office-bench-' || g || '@example.com', 'Buyer ' || g, '+97150' || lpad(g::text, 7, '0'), now(), now()
      FROM generate_series(1, 2000) g`);
    await db.execute(sql`
      INSERT INTO orders (user_id, order_number, payment_method, payment_status, subtotal, tax, delivery_charge, offer_amount, total_amount, address, locale, created_at)
      SELECT u.id, 'OB-' || lpad(g::text, 6, '0'),
        CASE WHEN g % 3 = 0 THEN 'card' ELSE 'cod' END, CASE WHEN g % 3 = 0 THEN 'PAID' ELSE 'UNPAID' END,
        19000, 905, 1500, 0, 20500,
        json_build_object('name', 'Buyer ' || g, 'street_address', g || ' Al Wasl Road', 'city', 'Dubai', 'state', 'Dubai',
          'country', (ARRAY[${countries}]::text[])[1 + g % ${COUNTRY_CODES.length}::int], 'phone_number', '+97150' || lpad(g::text, 7, '0'))::text,
        'en', now() - make_interval(mins => g * 7)
      FROM generate_series(1, ${OFFICE_ORDERS}::int) g
      JOIN (SELECT id, row_number() OVER (ORDER BY id) AS n FROM users WHERE email LIKE 'office-bench-%') u ON u.n = 1 + g % 2000`);
    await db.execute(sql`
      INSERT INTO order_items (order_id, code, variant_id, product_id, name, variant_name, attributes, image, quantity, unit_price, total_price, unit_tax)
      SELECT o.id, o.order_number || '-' || k, 1, 1, 'Bench shayla', 'Black', '[]'::jsonb, '/images/products/1/1.webp', 1, 9500, 9500, 452
      FROM orders o CROSS JOIN generate_series(1, 2) k WHERE o.order_number LIKE 'OB-%'`);
    await db.execute(sql`
      INSERT INTO order_item_statuses (order_item_id, status, description, created_at)
      SELECT i.id, s.status, 'bench', o.created_at
      FROM order_items i JOIN orders o ON o.id = i.order_id
      JOIN (VALUES (0, 1, 'CREATED'), (0, 2, 'PLACED'),
                   (1, 1, 'CREATED'), (1, 2, 'PLACED'), (1, 3, 'CONFIRMED'),
                   (2, 1, 'CREATED'), (2, 2, 'PLACED'), (2, 3, 'CONFIRMED'), (2, 4, 'SHIPPED'),
                   (3, 1, 'CREATED'), (3, 2, 'PLACED'), (3, 3, 'CONFIRMED'), (3, 4, 'SHIPPED'), (3, 5, 'DELIVERED'),
                   (4, 1, 'CREATED'), (4, 2, 'PLACED'), (4, 3, 'CANCELLED')) AS s(kind, n, status) ON s.kind = o.id % 5
      WHERE o.order_number LIKE 'OB-%' ORDER BY i.id, s.n`);
    await db.execute(sql`ANALYZE`);
    const added = await addStaff(db, { email: 'office-bench-owner@example.com', name: 'Bench owner', role: 'owner', locale: 'en' }, OPERATOR, 'Bench office');
    return { email: added.member.email, password: added.password, secret: added.totp.secret };
  } finally {
    await opened.close();
  }
}

export async function benchOfficeOrders(server: BenchServer, owner: { email: string; password: string; secret: string }, duration: number): Promise<void> {
  const signIn = await fetch(`${server.base}/api/office/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: owner.email, password: owner.password, code: totpCode(owner.secret, totpStep()) }),
  });
  if (signIn.status !== 200) throw new Error(`office sign-in answered ${signIn.status}: ${await signIn.text()}`);
  const { data } = (await signIn.json()) as { data: { token: string } };
  // A page a person asks for: shipped orders paid in cash to the UAE, newest first, third page.
  const path = '/api/office/orders?status=SHIPPED&payment_method=cod&country=AE&sort=created_at&order=desc&page=3&per_page=25';
  const check = await fetch(`${server.base}${path}`, { headers: { authorization: `Bearer ${data.token}` } });
  const page = (await check.json()) as { data: unknown[]; pagination: { total: number } };
  if (check.status !== 200 || page.data.length !== 25) throw new Error(`the office list answered ${check.status} with ${page.data?.length} orders`);
  const result = await autocannon({ url: `${server.base}${path}`, connections: STAFF_CONNECTIONS, duration, headers: { authorization: `Bearer ${data.token}` } });
  const errors = result.errors + (result.non2xx ?? 0);
  record({
    figure: 'Office order list on PostgreSQL',
    scope: `${whole(OFFICE_ORDERS)} orders, a filtered and sorted page of 25 (${whole(page.pagination.total)} match), ${STAFF_CONNECTIONS} connections`,
    value: `p99 ${result.latency.p99} ms, ${whole(result.requests.average)} req/s, ${errors} errors`,
    budget: `p99 ≤ ${P99_BUDGET_MS} ms, 0 errors`,
    ok: errors === 0 && result.latency.p99 <= P99_BUDGET_MS,
  });
}
