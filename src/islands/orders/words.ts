// The words the order pages need for what the API answers by code: the bought variant's attributes
// (colour and size by the catalogue's codes), the timeline entries the shop writes (by kind), the
// order and payment statuses. The page hands the island these in its language; the island looks
// them up by code and never by the English the API also sends.
import { paymentMethodNames } from '../../lib/payment-method-words.ts';
import type { OrderItem } from '../../lib/api/types.ts';
import { COLORS } from '../../lib/catalogue/constants.ts';
import { colorKey, sizeCode } from '../../lib/catalogue/labels.ts';
import { KNOWN_STATUSES } from '../../lib/orders/status.ts';
import { TIMELINE_KINDS, TIMELINE_KIND_KEYS } from '../../lib/orders/timeline-kinds.ts';
import { joinList } from '../../lib/text.ts';

export type Words = Record<string, string>;

/** At build: attribute names, colour names, 'Standard' and the list comma in this locale, by code. */
export function catalogueWords(t: (key: string) => string): Words {
  return {
    'attribute.color': t('common.color'),
    'attribute.size': t('common.size'),
    standard: t('notice.variant.standard'),
    ',': t('common.listComma'),
    ...Object.fromEntries(COLORS.map((color) => [`color.${color}`, t(colorKey(color))])),
  };
}

/** At build: order and payment status codes the shop knows → their names in this locale; others show as sent. */
export function statusNames(t: (key: string) => string): Words {
  // Listed here, not in a module constant: the islands import this module for the words below, and
  // the bundler keeps a constant that spreads another (a spread may run code) in their bundle.
  // The return's steps on the timeline are item-states.ts' RETURN_TIMELINE, written out for the same reason.
  const named = [...KNOWN_STATUSES, 'REFUSED', 'PENDING', 'FAILED', 'PAID', 'UNPAID', 'REFUNDED', 'RETURN_REQUESTED', 'RETURN_APPROVED', 'RETURN_PICKED_UP', 'RETURN_RECEIVED', 'EXCHANGED', 'RETURN_REFUSED'];
  return Object.fromEntries([
    ...named.map((status) => [status, t(`status.${status}`)]),
    ...Object.entries(paymentMethodNames(t)),
    ...TIMELINE_KINDS.map((kind) => [`description.${kind}`, t(TIMELINE_KIND_KEYS[kind])]),
  ]);
}

/** A payment method's name in this locale, never its id. */
export const paymentMethodName = (id: string, words: Words): string => words[`method.${id}`] ?? words['method.other'] ?? '';

type Attribute = OrderItem['item']['attributes'][number];

/** An attribute's value in this locale: a colour by its code, a size as its code; else as stored. */
export function attributeValue({ attribute, value, value_code: code }: Attribute, words: Words): string {
  if (code && attribute.code === 'color') return words[`color.${code}`] ?? value;
  if (code && attribute.code === 'size') return sizeCode(code);
  return value;
}

/** An attribute's name ('Colour', 'Couleur') by its code; else as stored. */
export function attributeName({ attribute }: Attribute, words: Words): string {
  return (attribute.code && words[`attribute.${attribute.code}`]) || attribute.name;
}

/**
 * The variant as a shopper reads it: 'Blanc, XL' ('أبيض، XL') from the attributes' codes, the
 * locale's 'Standard' for a product sold without variation, and the stored name as it is for an
 * attribute the catalogue does not know.
 */
export function variantWords(item: OrderItem['item'], words: Words): string {
  const { attributes } = item;
  if (attributes.length === 0) return words.standard ?? item.variant_name;
  if (attributes.some((attribute) => !attribute.value_code)) return item.variant_name;
  return joinList(
    attributes.map((attribute) => attributeValue(attribute, words)),
    words[','] ?? ',',
  );
}
