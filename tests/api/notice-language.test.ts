// Notices in the shopper's language, through HTTP: the Accept-Language the storefront sends picks
// the language of one-time codes and of the order confirmation; the order keeps it, so the
// operator's status notices, sent long after from the command line, use it too. No header, or a
// malformed one, means English, and never an error.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../../src/server/cli/commands.ts';
import type { Message } from '../../src/server/notify/index.ts';
import { ADDRESS, caller, startShop, type Harness } from './fixtures/shop.ts';
import { V } from './fixtures/products.ts';
import { proofTicket } from './helpers.ts';

let h: Harness;
let call: ReturnType<typeof caller>;
/** The shop's name in each language, as the sample settings give it (content/settings.json). */
const company = { en: 'Lamsa Veils', fr: 'Lamsa Voiles', de: 'Lamsa Schleier', ar: 'لمسة للحجاب' };

const isolated = (value: string) => `\u2068${value}\u2069`;
const ISOLATES = /[\u2066-\u2069]/;

beforeAll(async () => {
  h = await startShop();
  call = caller(h);
});
afterAll(() => h?.close());

/** The latest message to an address or number that matches; notices may follow the reply. */
async function messageTo(address: string, matches: (m: Message) => boolean = () => true): Promise<Message> {
  for (let i = 0; i < 100; i++) {
    const found = h.outbox.findLast((m) => (m.to.email === address || m.to.phone === address) && matches(m));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no message to ${address}`);
}

const language = (header?: string): Record<string, string> => (header === undefined ? {} : { 'Accept-Language': header });

async function existingUser(email: string): Promise<void> {
  await h.db.execute(sql`INSERT INTO users (email, created_at, updated_at) VALUES (${email}, now(), now())`);
}

async function orderLocale(orderNumber: string): Promise<string> {
  const result = (await h.db.execute(sql`SELECT locale FROM orders WHERE order_number = ${orderNumber}`)) as unknown as { rows: { locale: string }[] };
  return result.rows[0]!.locale;
}

/** The operator's `status` command, run on the test database, with the messages it sends. */
async function operatorStatus(...args: string[]): Promise<{ code: number; sent: Message[]; err: string[] }> {
  const sent: Message[] = [];
  const err: string[] = [];
  const code = await runCommand(
    { db: h.db, notifier: { send: async (m) => void sent.push(m) }, out: () => {}, err: (line) => err.push(line) },
    ['status', ...args],
  );
  return { code, sent, err };
}

async function checkoutAs(email: string, acceptLanguage?: string): Promise<string> {
  return placeOrder(await h.signIn(email), acceptLanguage);
}

async function placeOrder(token: string, acceptLanguage?: string): Promise<string> {
  await call('POST', '/cart', token, { variant_id: V.whiteM });
  await call('POST', '/cart', token, { variant_id: V.pins });
  const res = await call('POST', '/checkout', token, { address: ADDRESS, payment_method: 'cod' }, language(acceptLanguage));
  expect(res.status).toBe(201);
  // The reply stays in the API's language, whatever the header.
  expect(res.body.message).toBe(`Thank you! Your order ${res.body.data.order_number} has been placed. You will pay on delivery.`);
  return res.body.data.order_number;
}

describe('one-time codes in the page language', () => {
  it('sends a sign-up code asked for in Arabic in Arabic, by SMS and by e-mail, the code kept left to right', async () => {
    const bySms = await call('POST', '/signup/otp', undefined, { type: 'phone', phone: '0501230001' }, language('ar'));
    expect(bySms.status).toBe(200);
    const sms = await messageTo('+971501230001');
    expect(sms.text).toBe(
      `رمز إنشاء حسابك في ${isolated(company.ar)} هو ${isolated(sms.code!)}. الرمز صالح لمدة 10 دقائق. إذا لم تطلب هذا الرمز، فيُرجى تجاهل هذه الرسالة.`,
    );
    const byMail = await call('POST', '/signup/otp', undefined, { type: 'email', email: 'arabic.signup@example.com' }, language('ar'));
    expect(byMail.status).toBe(200);
    const mail = await messageTo('arabic.signup@example.com');
    expect(mail.subject).toBe(`${isolated(company.ar)}: رمز إنشاء الحساب`);
    expect(mail.text).toContain(isolated(mail.code!));
  });

  it('sends a sign-in code asked for with "fr-CH, en;q=0.5" in French', async () => {
    await existingUser('french.login@example.com');
    const res = await call('POST', '/login', undefined, { username: 'french.login@example.com', type: 'otp', platform: 'web' }, language('fr-CH, en;q=0.5'));
    expect(res.status).toBe(200);
    const message = await messageTo('french.login@example.com');
    expect(message.subject).toBe(`${company.fr} : votre code de connexion`);
    expect(message.text).toBe(
      `${message.code} est votre code de connexion ${company.fr}. Il est valable 10 minutes. Si vous ne l'avez pas demandé, ignorez ce message.`,
    );
  });

  it('sends the code for a new address in the language of the page it was asked from', async () => {
    const token = await h.signIn('changing.address@example.com');
    const proof = await proofTicket(h, token, 'changing.address@example.com');
    const res = await call('POST', '/me/otp', token, { type: 'email', email: 'neue.adresse@example.com', proof }, language('de-DE,de;q=0.9,en;q=0.8'));
    expect(res.status).toBe(200);
    const message = await messageTo('neue.adresse@example.com');
    expect(message.subject).toBe(`${company.de}: Ihr Bestätigungscode`);
    expect(message.text).toBe(
      `${message.code} ist Ihr Bestätigungscode für ${company.de}. Er ist 10 Minuten lang gültig. Falls Sie ihn nicht angefordert haben, ignorieren Sie diese Nachricht.`,
    );
  });

  it('writes codes in English, as before, when no language is sent', async () => {
    expect((await call('POST', '/signup/otp', undefined, { type: 'email', email: 'plain.signup@example.com' })).status).toBe(200);
    const signup = await messageTo('plain.signup@example.com');
    expect(signup.subject).toBe(`${company.en}: your sign-up code`);
    expect(signup.text).toBe(`${signup.code} is your ${company.en} sign-up code. It is valid for 10 minutes. If you did not ask for it, ignore this message.`);

    await existingUser('plain.login@example.com');
    expect((await call('POST', '/login', undefined, { username: 'plain.login@example.com', type: 'otp', platform: 'web' })).status).toBe(200);
    const login = await messageTo('plain.login@example.com');
    expect(login.subject).toBe(`${company.en}: your sign-in code`);
    expect(login.text).toBe(`${login.code} is your ${company.en} sign-in code. It is valid for 10 minutes. If you did not ask for it, ignore this message.`);
    expect(signup.subject + signup.text + login.subject + login.text).not.toMatch(ISOLATES);
  });
});

describe('order notices in the language of the order', () => {
  it('confirms a German checkout in German, and the operator later notifies in German', async () => {
    const number = await checkoutAs('kundin.de@example.com', 'de');
    const placed = await messageTo('kundin.de@example.com', (m) => m.subject.includes(number));
    expect(placed.subject).toBe(`Ihre Bestellung ${number} wurde aufgegeben`);
    expect(placed.text).toContain(`Vielen Dank! Ihre Bestellung ${number} wurde aufgegeben. Sie bezahlen bei Lieferung.`);
    // Amounts as German writes them (Intl: a no-break space before the code).
    expect(placed.text).toContain('1 × Lisbon Chiffon Shayla (Weiß, M): 108,00\u00a0AED');
    expect(placed.text).toContain('1 × Pearl Hijab Pins (Standardausführung): 45,50\u00a0AED');
    expect(placed.text).toMatch(/^Bei Lieferung zu zahlen: \d+,\d{2}\u00a0AED$/m);
    expect(placed.text).toMatch(/^Enthaltene MwSt\. \(5 %\): \d+,\d{2}\u00a0AED$/m);
    expect(await orderLocale(number)).toBe('de');

    // Long after the request, with no request at all: the order remembers its language.
    const shipped = await operatorStatus(`${number}-1`, 'SHIPPED', 'Dem Kurier übergeben', '--tracking', 'AE987654321');
    expect(shipped.code, shipped.err.join('\n')).toBe(0);
    expect(shipped.sent).toHaveLength(1);
    expect(shipped.sent[0]!.to).toEqual({ email: 'kundin.de@example.com' });
    expect(shipped.sent[0]!.subject).toBe(`Bestellung ${number}: Versandt`);
    expect(shipped.sent[0]!.text).toBe(
      [
        'Hallo,',
        '',
        `Der Artikel ${number}-1 (Lisbon Chiffon Shayla, Weiß, M) Ihrer Bestellung ${number} hat jetzt den Status: Versandt.`,
        'Dem Kurier übergeben',
        'Sendungsnummer: AE987654321',
      ].join('\n'),
    );
  });

  it('keeps an order without a language header, and its notices, in English', async () => {
    const number = await checkoutAs('plain.order@example.com');
    const placed = await messageTo('plain.order@example.com', (m) => m.subject.includes(number));
    expect(placed.subject).toBe(`Your order ${number} has been placed`);
    expect(placed.text).toContain('1 × Lisbon Chiffon Shayla (White, M): AED\u00a0108.00');
    expect(placed.text).toContain('1 × Pearl Hijab Pins (Standard): AED\u00a045.50');
    expect(await orderLocale(number)).toBe('en');
    const confirmed = await operatorStatus(`${number}-2`, 'CONFIRMED', 'Confirmed by phone');
    expect(confirmed.code).toBe(0);
    expect(confirmed.sent[0]!.subject).toBe(`Order ${number}: Confirmed`);
    expect(confirmed.sent[0]!.text).toContain(`The status of item ${number}-2 (Pearl Hijab Pins, Standard) of your order ${number} is now: Confirmed.`);
  });
});

describe('product names in the language of the order', () => {
  const ARABIC_SHAYLA = 'شيلة لشبونة من الشيفون';

  async function orderOf(token: string, number: string) {
    const res = await call('GET', `/orders/${number}`, token);
    expect(res.status).toBe(200);
    return res.body.data.items as { code: string; item: { name: string; names: Record<string, string> | null } }[];
  }

  it('keeps the Arabic name of an order placed from the Arabic site, beside the English one, in its reply and notices', async () => {
    const token = await h.signIn('zubuna.ar@example.com');
    const number = await placeOrder(token, 'ar');
    const [shayla, pins] = await orderOf(token, number);
    expect(shayla!.item.name).toBe('Lisbon Chiffon Shayla');
    expect(shayla!.item.names).toEqual({ en: 'Lisbon Chiffon Shayla', ar: ARABIC_SHAYLA });
    // The catalogue names the pins in English only: that is what the order keeps.
    expect(pins!.item.names).toEqual({ en: 'Pearl Hijab Pins' });

    const placed = await messageTo('zubuna.ar@example.com', (m) => m.subject.includes(number));
    expect(placed.text).toContain(`1 × ${isolated(ARABIC_SHAYLA)} (`);
    expect(placed.text).toContain(`1 × ${isolated('Pearl Hijab Pins')} (`);
    const confirmed = await operatorStatus(`${number}-1`, 'CONFIRMED', 'تم التأكيد هاتفياً');
    expect(confirmed.code, confirmed.err.join('\n')).toBe(0);
    expect(confirmed.sent[0]!.text).toContain(`(${isolated(ARABIC_SHAYLA)}، `);
  });

  it('names an order placed before names were kept in English', async () => {
    const token = await h.signIn('qadim.ar@example.com');
    const number = await placeOrder(token, 'ar');
    await h.db.execute(sql`UPDATE order_items SET names = NULL WHERE code LIKE ${`${number}-%`}`);
    const [shayla] = await orderOf(token, number);
    expect(shayla!.item).toMatchObject({ name: 'Lisbon Chiffon Shayla', names: null });
    const confirmed = await operatorStatus(`${number}-1`, 'CONFIRMED', 'تم التأكيد هاتفياً');
    expect(confirmed.sent[0]!.text).toContain(`(${isolated('Lisbon Chiffon Shayla')}، `);
  });
});

describe('a malformed Accept-Language', () => {
  const MALFORMED = ['de;q=2', 'ar;;', 'fr;level=1', '*;q=abc, de', 'de-', `ar,${'de;q=0.1,'.repeat(40)}`];

  it('is ignored: codes go out in English and the request succeeds', async () => {
    for (const [n, header] of MALFORMED.entries()) {
      const email = `malformed.${n}@example.com`;
      const res = await call('POST', '/signup/otp', undefined, { type: 'email', email }, language(header));
      expect(res.status, header).toBe(200);
      expect((await messageTo(email)).subject, header).toBe(`${company.en}: your sign-up code`);
    }
  });

  it('is ignored at checkout: the order and its confirmation are English', async () => {
    const number = await checkoutAs('malformed.order@example.com', 'ar;q=1.5, de;q=0.5;level=1');
    const placed = await messageTo('malformed.order@example.com', (m) => m.subject.includes(number));
    expect(placed.subject).toBe(`Your order ${number} has been placed`);
    expect(await orderLocale(number)).toBe('en');
  });
});
