// Order items keep the words the server wrote at checkout, in English ('Color', 'White', 'XL'):
// the page hands the island each catalogue word in its language, and the island swaps them.
import { COLORS } from '../../lib/catalogue/constants.ts';
import { colorKey } from '../../lib/catalogue/labels.ts';
import { KNOWN_STATUSES } from '../../lib/orders/status-icons.ts';
import { joinList } from '../../lib/text.ts';

export type Words = Record<string, string>;

/** The server's English descriptions of the timeline entries it writes itself, which the page translates. */
export const TIMELINE_DESCRIPTION_KEYS = [
  'order.description.created',
  'order.description.placed',
  'order.description.paid',
  'order.description.paymentExpired',
] as const;

/**
 * At build: English attribute names, colour labels and the list comma → this locale's (nothing in
 * English).
 */
export function catalogueWords(t: (key: string) => string, english: (key: string) => string): Words {
  const keys = ['common.color', 'common.size', 'common.listComma', ...COLORS.map(colorKey)];
  return Object.fromEntries(keys.map((key) => [english(key), t(key)]).filter(([from, to]) => from !== to));
}

/** Order and payment status codes the shop knows → their names in this locale; others show as sent. */
export const NAMED_STATUSES = [...KNOWN_STATUSES, 'PENDING', 'FAILED', 'PAID', 'UNPAID', 'REFUNDED'] as const;
/** The ways to pay an order records, named under `method.<code>` beside the statuses. */
export const PAYMENT_METHODS = ['cod', 'card'] as const;

export function statusNames(t: (key: string) => string): Words {
  return Object.fromEntries([
    ...NAMED_STATUSES.map((status) => [status, t(`status.${status}`)]),
    ...PAYMENT_METHODS.map((method) => [`method.${method}`, t(`paymentMethod.${method}`)]),
  ]);
}

/** 'White, XL' → 'Blanc, XL' ('أبيض، XL'): each comma-separated word that has a translation. */
export function localiseWords(text: string, words: Words): string {
  return joinList(
    text.split(', ').map((word) => words[word] ?? word),
    words[','] ?? ',',
  );
}
