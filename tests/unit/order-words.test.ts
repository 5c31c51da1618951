import { describe, expect, it } from 'vitest';
import { catalogueWords, statusNames, variantWords } from '../../src/islands/orders/words.ts';
import type { OrderItem } from '../../src/lib/api/types.ts';
import { initialStatuses } from '../../src/server/shop/checkout-statements.ts';
import { attributeCodes, variantAttributes } from '../../src/server/shop/labels.ts';
import { timelineKind } from '../../src/server/shop/timeline.ts';
import { useTranslations } from '../../src/lib/translations.ts';

/** An order item's variant as the API answers it, from what checkout stores. */
function bought(color: string | null, size: string | null, stored = variantAttributes(color, size)): OrderItem['item'] {
  const attributes = stored.map((a) => {
    const { code = null, value_code = null } = attributeCodes(a);
    return { attribute: { name: a.name, code }, value: a.value, value_code };
  });
  return { name: 'x', names: null, variant_name: stored.map((a) => a.value).join(', ') || 'Standard', variant_id: 1, images: [], attributes, product: { id: 1, name: 'x', cover: '' } };
}

describe('order words', () => {
  it('word a bought variant in the locale, with its own comma, from the codes checkout stores', () => {
    expect(variantWords(bought('black', 'xl'), catalogueWords(useTranslations('ar')))).toBe('أسود، XL');
    expect(variantWords(bought('white', 'm'), catalogueWords(useTranslations('fr')))).toBe('Blanc, M');
    expect(variantWords(bought('white', 'm'), catalogueWords(useTranslations('en')))).toBe('White, M');
    expect(variantWords(bought(null, null), catalogueWords(useTranslations('de')))).toBe(useTranslations('de')('notice.variant.standard'));
  });

  it('find the codes of an order stored before they were (English words only)', () => {
    const old = [{ name: 'Color', value: 'White' }, { name: 'Size', value: 'XL' }];
    expect(variantWords(bought(null, null, old), catalogueWords(useTranslations('fr')))).toBe('Blanc, XL');
    expect(attributeCodes({ name: 'Color', value: 'Mauve' })).toEqual({});
  });

  it('give the timeline entries a new order gets their kind, which the pages word', () => {
    expect(initialStatuses('cod').map((s) => timelineKind(s.description))).toEqual(['created', 'placed']);
    expect(initialStatuses('card').map((s) => timelineKind(s.description))).toEqual(['created']);
    expect(timelineKind('Handed to the courier by Amira.')).toBeNull();
    const names = statusNames(useTranslations('ar'));
    expect(names['description.placed']).toBe(useTranslations('ar')('order.description.placed'));
    expect(names['description.placed']).not.toBe(initialStatuses('cod')[1]!.description);
  });
});
