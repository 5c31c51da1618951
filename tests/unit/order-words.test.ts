import { describe, expect, it } from 'vitest';
import { TIMELINE_DESCRIPTION_KEYS, catalogueWords, localiseWords } from '../../src/islands/orders/words.ts';
import { INITIAL_STATUSES } from '../../src/server/shop/checkout-statements.ts';
import { english, useTranslations } from '../../src/lib/translations.ts';

describe('order words', () => {
  it('translate a variant name word by word, with the locale’s own comma', () => {
    expect(localiseWords('Black, XL', catalogueWords(useTranslations('ar'), english))).toBe('أسود، XL');
    expect(localiseWords('White, M', catalogueWords(useTranslations('fr'), english))).toBe('Blanc, M');
    expect(localiseWords('White, M', catalogueWords(useTranslations('en'), english))).toBe('White, M');
    expect(localiseWords('Standard', catalogueWords(useTranslations('de'), english))).toBe('Standard');
  });

  it('know the English descriptions the server writes on a new order', () => {
    expect(INITIAL_STATUSES.cod.map((s) => s.description)).toEqual(TIMELINE_DESCRIPTION_KEYS.slice(0, 2).map(english));
    expect(INITIAL_STATUSES.card.map((s) => s.description)).toEqual(TIMELINE_DESCRIPTION_KEYS.slice(0, 1).map(english));
    expect(INITIAL_STATUSES.cod[1].description).toBe('Your order has been placed. You will pay on delivery.');
    expect(useTranslations('ar')(TIMELINE_DESCRIPTION_KEYS[1])).not.toBe(INITIAL_STATUSES.cod[1].description);
  });
});
