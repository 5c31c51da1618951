// The tax invoice and credit notes as a PDF, in English and Arabic side by side (each label in both,
// as UAE invoices commonly are). PDFKit lays text out with fontkit, which shapes Arabic (joined
// letter forms, ligatures) and sets a right-to-left run from right to left; what neither does is
// order the runs of a line that mixes directions (an Arabic name with a building number), so each
// line is cut into runs by the Unicode Bidirectional Algorithm (bidi-js) and the runs are drawn in
// their visual order. DejaVu Sans (the dejavu-fonts-ttf package) has both scripts' glyphs and
// Arabic's shaping tables.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';
import bidiFactory from 'bidi-js';
import type { TaxDocumentView } from '../../lib/api/types.ts';
import { english, useTranslations } from '../../lib/translations.ts';

const require = createRequire(import.meta.url);
const FONT_DIR = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const FONT = join(FONT_DIR, 'DejaVuSans.ttf');
const BOLD = join(FONT_DIR, 'DejaVuSans-Bold.ttf');

const bidi = bidiFactory();
const arabic = useTranslations('ar');
/** A label in both languages. */
const both = (key: string) => ({ en: english(`invoice.${key}`), ar: arabic(`invoice.${key}`) });

const money = (fils: number) => (fils / 100).toFixed(2);
const day = (iso: string) => iso.slice(0, 10);

type Doc = PDFKit.PDFDocument;

/** The runs of one line in the order they are drawn, left to right. */
function visualRuns(text: string): string[] {
  if (!/[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/.test(text)) return [text];
  const { levels, paragraphs } = bidi.getEmbeddingLevels(text, 'auto');
  const runs: { text: string; level: number }[] = [];
  for (let i = 0; i < text.length; i++) {
    const last = runs.at(-1);
    if (last && last.level === levels[i]) last.text += text[i];
    else runs.push({ text: text[i]!, level: levels[i]! });
  }
  // A right-to-left line reads its runs from the right; runs nested deeper (numbers) read left to right.
  return (paragraphs[0]?.level ?? 0) % 2 === 1 ? runs.reverse().map((r) => r.text) : runs.map((r) => r.text);
}

/** One line of text in a box, cut to fit, aligned left or right. */
function put(doc: Doc, text: string, x: number, y: number, width: number, align: 'left' | 'right' = 'left'): void {
  let value = text;
  while (value.length > 1 && doc.widthOfString(value) > width) value = `${value.slice(0, -2)}…`;
  const runs = visualRuns(value);
  const widths = runs.map((run) => doc.widthOfString(run));
  let cursor = align === 'right' ? x + width - widths.reduce((sum, w) => sum + w, 0) : x;
  runs.forEach((run, i) => {
    doc.text(run, cursor, y, { lineBreak: false });
    cursor += widths[i]!;
  });
}

const PAGE = { left: 40, right: 555, width: 515 };

/** A label's English at the left edge of its box and its Arabic at the right. */
function pair(doc: Doc, label: { en: string; ar: string }, x: number, y: number, width: number): void {
  put(doc, label.en, x, y, width / 2 - 4);
  put(doc, label.ar, x + width / 2, y, width / 2, 'right');
}

function writeDocument(doc: Doc, d: TaxDocumentView): void {
  const title = both(d.kind === 'invoice' ? 'title' : 'creditNote');
  doc.font(BOLD).fontSize(18);
  pair(doc, title, PAGE.left, 40, PAGE.width);
  doc.font(FONT).fontSize(9);
  let y = 74;
  const fact = (key: string, value: string) => {
    pair(doc, both(key), PAGE.left, y, 250);
    put(doc, value, PAGE.left + 262, y, 250);
    y += 14;
  };
  fact(d.kind === 'invoice' ? 'number' : 'creditNumber', d.number);
  if (d.credits) fact('forInvoice', d.credits);
  fact('date', day(d.issued_at));
  fact('supplyDate', day(d.supply_date));
  fact('order', d.order_number);

  y += 8;
  const party = (key: string, lines: string[], top: number, x: number) => {
    doc.font(BOLD);
    pair(doc, both(key), x, top, 250);
    doc.font(FONT);
    lines.forEach((text, i) => put(doc, text, x, top + 14 * (i + 1), 250));
  };
  const seller = [d.seller.name, ...d.seller.address, `${english('invoice.trn')} / ${arabic('invoice.trn')}: ${d.seller.trn || '—'}`];
  party('seller', seller, y, PAGE.left);
  party('buyer', [d.buyer.name, ...d.buyer.address], y, PAGE.left + 265);
  y += 14 * (Math.max(seller.length, d.buyer.address.length + 1) + 2);

  // The lines: each column headed in both languages.
  const columns = [
    { key: 'description', width: 160, align: 'left' as const },
    { key: 'quantity', width: 35, align: 'right' as const },
    { key: 'unitPrice', width: 105, align: 'right' as const },
    { key: 'vatRate', width: 50, align: 'right' as const },
    { key: 'vatAmount', width: 70, align: 'right' as const },
    { key: 'amount', width: 95, align: 'right' as const },
  ];
  const cell = (texts: string[], top: number) => {
    let x = PAGE.left;
    columns.forEach((column, i) => {
      put(doc, texts[i] ?? '', x, top, column.width - 6, column.align);
      x += column.width;
    });
  };
  doc.font(BOLD).fontSize(7.5);
  cell(columns.map((c) => both(c.key).en), y);
  cell(columns.map((c) => both(c.key).ar), y + 11);
  y += 26;
  doc.moveTo(PAGE.left, y - 3).lineTo(PAGE.right, y - 3).strokeColor('#999999').lineWidth(0.5).stroke();
  doc.font(FONT).fontSize(8.5);
  for (const l of d.lines) {
    const name = l.description.variant ? `${l.description.en} (${l.description.variant})` : l.description.en;
    cell([name, String(l.quantity), money(l.unit_net), `${l.rate}%`, money(l.vat), money(l.gross)], y);
    if (l.description.ar) put(doc, l.description.ar, PAGE.left, y + 11, columns[0]!.width - 6, 'right');
    y += l.description.ar ? 26 : 15;
    if (y > 740) {
      doc.addPage();
      y = 40;
    }
  }
  doc.moveTo(PAGE.left, y).lineTo(PAGE.right, y).stroke();
  y += 10;
  const total = (key: string, fils: number, bold = false) => {
    doc.font(bold ? BOLD : FONT).fontSize(bold ? 10 : 9);
    pair(doc, both(key), PAGE.left + 140, y, 295);
    put(doc, money(fils), PAGE.left + 440, y, 75, 'right');
    y += bold ? 16 : 14;
  };
  total('totalNet', d.totals.net);
  total('totalVat', d.totals.vat);
  total('totalGross', d.totals.gross, true);
  if (d.discount > 0) total('discount', d.discount);
}

/** The documents as one PDF, a document a page. */
export function taxDocumentsPdf(documents: TaxDocumentView[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: documents.map((d) => d.number).join(', '), Creator: documents[0]?.seller.name ?? '' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  documents.forEach((d, i) => {
    if (i > 0) doc.addPage();
    writeDocument(doc, d);
  });
  doc.end();
  return done;
}
