// The invoice page's own words (in the page's language) and the documents' labels, which are in
// English and Arabic on every page, as the invoice itself is.
import type { IslandStrings } from '../../lib/text.ts';

export const INVOICE_STRINGS = {
  heading: 'invoice.heading',
  print: 'invoice.print',
  pdf: 'invoice.pdf',
  loading: 'invoice.loading',
  unavailable: 'invoice.unavailable',
  failed: 'invoice.failed',
  notFound: 'errors.orders.notFound',
  guestIntro: 'shell.orderText',
} as const;

export type InvoiceStrings = IslandStrings<typeof INVOICE_STRINGS>;

/** The documents' labels, each shown in English and Arabic. */
export const DOCUMENT_LABELS = {
  title: 'invoice.title',
  creditNote: 'invoice.creditNote',
  number: 'invoice.number',
  creditNumber: 'invoice.creditNumber',
  forInvoice: 'invoice.forInvoice',
  date: 'invoice.date',
  supplyDate: 'invoice.supplyDate',
  order: 'invoice.order',
  seller: 'invoice.seller',
  trn: 'invoice.trn',
  buyer: 'invoice.buyer',
  description: 'invoice.description',
  quantity: 'invoice.quantity',
  unitPrice: 'invoice.unitPrice',
  vatRate: 'invoice.vatRate',
  vatAmount: 'invoice.vatAmount',
  amount: 'invoice.amount',
  totalNet: 'invoice.totalNet',
  totalVat: 'invoice.totalVat',
  totalGross: 'invoice.totalGross',
  discount: 'invoice.discount',
} as const;

export type DocumentLabels = { en: IslandStrings<typeof DOCUMENT_LABELS>; ar: IslandStrings<typeof DOCUMENT_LABELS> };
