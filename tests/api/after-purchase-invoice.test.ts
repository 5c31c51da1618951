// The tax invoice and its credit notes, through HTTP against a real database: what UAE rules ask of
// a tax invoice, checked on the JSON the printable page draws and on the text of the PDF; numbers
// in one gapless sequence; a credit note for every refund; no invoice for an order not paid or
// placed, nor for another shopper.
import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../../src/server/cli/commands.ts';
import { ADDRESS } from './fixtures/shop.ts';
import { V } from './fixtures/products.ts';
import { moveItem, placeOrder, rows, startAfterShop, type AfterShop } from './fixtures/after-purchase.ts';

let s: AfterShop;
beforeAll(async () => {
  s = await startAfterShop();
  await s.h.db.execute(sql`
    INSERT INTO settings (key, value, updated_at) VALUES
      ('company_name', '"Veils & Co"'::jsonb, now()),
      ('company_vat_registration', '"100234567800003"'::jsonb, now()),
      ('company_address', ${JSON.stringify({ email: 'owner@shop.example', street: 'Office 4, Al Fahidi Street', city: 'Dubai', country: 'United Arab Emirates' })}::jsonb, now())
    ON CONFLICT (key) DO UPDATE SET value = excluded.value`);
  s.h.app.settings.invalidate();
});
afterAll(async () => {
  await s?.close();
});

const invoice = (token: string | undefined, number: string) => s.call('GET', `/orders/${number}/invoice`, token);

async function pdfText(token: string, number: string): Promise<{ status: number; type: string | null; disposition: string | null; text: string }> {
  const res = await s.h.request(`/api/orders/${number}/invoice.pdf`, { headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 200) return { status: res.status, type: res.headers.get('content-type'), disposition: null, text: '' };
  const pdf = await getDocumentProxy(new Uint8Array(await res.arrayBuffer()));
  const { text } = await extractText(pdf, { mergePages: true });
  return { status: res.status, type: res.headers.get('content-type'), disposition: res.headers.get('content-disposition'), text: text as string };
}

describe('the tax invoice', () => {
  it('says everything a UAE tax invoice needs, on the page and in the PDF, in English and Arabic', async () => {
    const token = await s.h.signIn('invoice.buyer@example.com');
    // 2 × 108.00 (120 − 10 %) + 45.50 = 261.50, free delivery.
    const { number } = await placeOrder(s, token, [{ variant: V.whiteM, quantity: 2 }, { variant: V.pins, quantity: 1 }], 'card');
    const res = await invoice(token, number);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [doc] = res.body.data;
    expect(res.body.data).toHaveLength(1);
    expect(doc).toMatchObject({
      kind: 'invoice',
      number: expect.stringMatching(/^INV-\d{6}$/),
      order_number: number,
      currency: 'AED',
      seller: { name: 'Veils & Co', address: ['Office 4, Al Fahidi Street', 'Dubai', 'United Arab Emirates'], trn: '100234567800003' },
      buyer: { name: ADDRESS.name, address: [ADDRESS.street_address, 'Dubai, Dubai', 'United Arab Emirates'] },
      discount: 2400,
    });
    expect(doc.lines).toEqual([
      { description: { en: 'Lisbon Chiffon Shayla', ar: 'شيلة لشبونة من الشيفون', variant: expect.any(String) }, quantity: 2, unit_net: 10286, rate: 5, vat: 1029, net: 20571, gross: 21600 },
      { description: { en: 'Pearl Hijab Pins', ar: null, variant: expect.any(String) }, quantity: 1, unit_net: 4333, rate: 5, vat: 217, net: 4333, gross: 4550 },
    ]);
    expect(doc.totals).toEqual({ net: 24904, vat: 1246, gross: 26150 });
    expect(doc.totals.net + doc.totals.vat).toBe(doc.totals.gross);

    const pdf = await pdfText(token, number);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.disposition).toBe(`attachment; filename="${doc.number}.pdf"`);
    for (const words of ['Tax Invoice', doc.number, 'Veils & Co', 'Office 4, Al Fahidi Street', '100234567800003', 'Date of supply', doc.supply_date.slice(0, 10), ADDRESS.name, 'Villa 12, Street 5, Al Barsha 2', 'Lisbon Chiffon Shayla', 'Unit price excl. VAT', 'VAT rate', '5%', '102.86', '10.29', '216.00', 'Total excl. VAT (AED)', '249.04', 'Total VAT (AED)', '12.46', 'Total incl. VAT (AED)', '261.50', 'Discount included (AED)', '24.00']) {
      expect(pdf.text, words).toContain(words);
    }
    // The Arabic labels are there (their shaped glyphs map back to the letters), each word whole.
    for (const word of ['فاتورة', 'ضريبية', 'البائع', 'المشتري', 'تاريخ', 'التوريد', 'رقم', 'التسجيل', 'شيلة', 'لشبونة']) expect(pdf.text, word).toContain(word);
  });

  it('keeps its number however often it is asked for, numbers orders in sequence, and refuses other shoppers', async () => {
    const token = await s.h.signIn('invoice.sequence@example.com');
    const a = await placeOrder(s, token, [{ variant: V.pins, quantity: 1 }]);
    const b = await placeOrder(s, token, [{ variant: V.pins, quantity: 1 }]);
    const first = (await invoice(token, a.number)).body.data[0].number as string;
    expect((await invoice(token, a.number)).body.data[0].number).toBe(first);
    const second = (await invoice(token, b.number)).body.data[0].number as string;
    expect(Number(second.slice(4))).toBe(Number(first.slice(4)) + 1);
    const stranger = await s.h.signIn('invoice.stranger@example.com');
    expect((await invoice(stranger, a.number)).status).toBe(404);
    expect((await pdfText(stranger, a.number)).status).toBe(404);
    expect((await invoice(undefined, a.number)).status).toBe(401);
  });

  it("lists delivery and the cash fee with their VAT, and its VAT total is the order's tax on every screen", async () => {
    await s.h.db.execute(sql`INSERT INTO settings (key, value, updated_at) VALUES ('cod_fee', '10'::jsonb, now()) ON CONFLICT (key) DO UPDATE SET value = excluded.value`);
    s.h.app.settings.invalidate();
    try {
      const token = await s.h.signIn('invoice.fees@example.com');
      // 45.50 + 15.00 delivery + 10.00 cash fee = 70.50; VAT 2.17 + 0.71 + 0.48 = 3.36.
      const { number } = await placeOrder(s, token, [{ variant: V.pins, quantity: 1 }], 'cod');
      const order = (await s.call('GET', `/orders/${number}`, token)).body.data;
      expect(order).toMatchObject({ delivery_charge: 15, cod_fee: 10, total_amount: 70.5, tax_amount: 3.36 });
      const [doc] = (await invoice(token, number)).body.data;
      expect(doc.lines.slice(1)).toEqual([
        { description: { en: 'Delivery', ar: 'التوصيل', variant: '' }, quantity: 1, unit_net: 1429, rate: 5, vat: 71, net: 1429, gross: 1500 },
        { description: { en: 'Cash on delivery fee', ar: 'رسوم الدفع عند الاستلام', variant: '' }, quantity: 1, unit_net: 952, rate: 5, vat: 48, net: 952, gross: 1000 },
      ]);
      expect(doc.totals).toEqual({ net: 7050 - 336, vat: 336, gross: 7050 });
      // The order detail's item replies carry the same tax as the order.
      expect(order.items[0].order).toMatchObject({ total_amount: 70.5 });
      const [row] = await rows<{ tax: number }>(s, sql`SELECT tax FROM orders WHERE order_number = ${number}`);
      expect(row!.tax).toBe(doc.totals.vat);
    } finally {
      await s.h.db.execute(sql`UPDATE settings SET value = '0'::jsonb WHERE key = 'cod_fee'`);
      s.h.app.settings.invalidate();
    }
  });

  it('is refused for a card order not yet paid and for a cash order cancelled before delivery', async () => {
    const token = await s.h.signIn('invoice.refused@example.com');
    for (const line of [{ variant: V.pins, quantity: 1 }]) await s.call('POST', '/cart', token, { variant_id: line.variant, quantity: line.quantity });
    const unpaid = await s.call('POST', '/checkout', token, { address: ADDRESS, payment_method: 'card' }, { origin: 'http://localhost:4321' });
    const res = await invoice(token, unpaid.body.data.order_number);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('invoice_unavailable');
    const cash = await placeOrder(s, token, [{ variant: V.pins, quantity: 1 }]);
    expect((await s.call('POST', `/orders/${cash.number}/cancel`, token, { reason: 'changed_mind' })).status).toBe(200);
    expect((await invoice(token, cash.number)).body.code).toBe('invoice_unavailable');
  });
});

describe('the PDF font', () => {
  it("joins Arabic letters: the engine PDFKit lays text out with picks each letter's contextual form", async () => {
    type Font = { layout(text: string): { glyphs: { id: number }[] }; glyphForCodePoint(codePoint: number): { id: number } };
    // fontkit comes with PDFKit, which lays out every line of the PDF with it.
    const fontkit = (await import('fontkit' as string)) as { openSync(path: string): Font };
    const { createRequire } = await import('node:module');
    const { dirname, join } = await import('node:path');
    const dir = dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json'));
    const font = fontkit.openSync(join(dir, 'ttf', 'DejaVuSans.ttf'));
    const shaped = font.layout('فاتورة').glyphs.map((glyph) => glyph.id);
    const isolated = [...'فاتورة'].map((letter) => font.glyphForCodePoint(letter.codePointAt(0)!).id);
    // Set right to left, and 'ف' at the start of a word takes its initial form, not the isolated one.
    expect(shaped.at(-1)).not.toBe(isolated[0]);
    expect(shaped).not.toEqual(isolated.toReversed());
  });
});

describe('credit notes', () => {
  it("credits the shop's own cancel of a paid card order too, delivery included when the whole order goes", async () => {
    const token = await s.h.signIn('invoice.shop.cancel@example.com');
    // 45.50 + 15 delivery = 60.50.
    const { number } = await placeOrder(s, token, [{ variant: V.pins, quantity: 1 }], 'card');
    expect(await runCommand({ db: s.h.db, payments: s.h.app.payments, out: () => {}, err: () => {} }, ['cancel', number, 'Out of stock at the warehouse'])).toBe(0);
    const docs = (await invoice(token, number)).body.data;
    expect(docs.map((d: { kind: string; totals: { gross: number } }) => [d.kind, d.totals.gross])).toEqual([['invoice', 6050], ['credit_note', 6050]]);
    expect(docs[1].lines.map((l: { description: { en: string } }) => l.description.en)).toEqual(['Pearl Hijab Pins', 'Delivery']);
  });

  it('credits every refund on the invoice, in the same sequence: a cancel by card and a cash return', async () => {
    const token = await s.h.signIn('invoice.credit@example.com');
    const card = await placeOrder(s, token, [{ variant: V.pins, quantity: 1 }, { variant: V.abaya, quantity: 1 }], 'card');
    expect((await s.call('POST', `/orders/${card.number}/cancel`, token, { items: [card.items[0]!.id], reason: 'changed_mind' })).status).toBe(200);
    const docs = (await invoice(token, card.number)).body.data;
    expect(docs.map((d: { kind: string }) => d.kind)).toEqual(['invoice', 'credit_note']);
    const [inv, credit] = docs;
    expect(Number(credit.number.slice(3))).toBeGreaterThan(Number(inv.number.slice(4)));
    expect(credit).toMatchObject({ credits: inv.number, totals: { gross: 4550, vat: 217, net: 4333 }, discount: 0 });
    expect(credit.lines).toHaveLength(1);

    const cash = await placeOrder(s, token, [{ variant: V.whiteM, quantity: 2 }]);
    await moveItem(s, cash.items[0]!.code, 'SHIPPED', 'DELIVERED');
    const request = (await s.call('POST', `/order-items/${cash.items[0]!.id}/return`, token, { quantity: 1, reason: 'damaged', kind: 'refund' })).body.data.id;
    const op = { db: s.h.db, out: () => {}, err: () => {} };
    for (const step of ['approve', 'picked-up', 'received']) expect(await runCommand(op, ['return', String(request), step])).toBe(0);
    expect(await runCommand(op, ['return', String(request), 'refund', '--paid-by', 'cash at the door'])).toBe(0);
    const cashDocs = (await invoice(token, cash.number)).body.data;
    expect(cashDocs.map((d: { kind: string; totals: { gross: number } }) => [d.kind, d.totals.gross])).toEqual([['invoice', 21600], ['credit_note', 10800]]);
    const pdf = await pdfText(token, cash.number);
    expect(pdf.text).toContain('Tax Credit Note');
    expect(pdf.text).toContain(cashDocs[1].number);
    expect(pdf.text).toContain('108.00');
  });
});
