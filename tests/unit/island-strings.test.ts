import { describe, expect, it } from 'vitest';
import en from '../../content/i18n/en.json';
import fr from '../../content/i18n/fr.json';
import { islandPlurals, islandStrings } from '../../src/build/island-strings.ts';
import { fill } from '../../src/lib/text.ts';

describe('islandStrings', () => {
  it('hands each prop name its translation in the page locale', () => {
    const keys = { title: 'cart.summary', checkout: 'cart.checkout' } as const;
    expect(islandStrings('en', keys)).toEqual({ title: en['cart.summary'], checkout: en['cart.checkout'] });
    expect(islandStrings('fr', keys)).toEqual({ title: fr['cart.summary'], checkout: fr['cart.checkout'] });
  });

  it('keeps {{placeholders}} for the island, which fills them in the browser', () => {
    const strings = islandStrings('en', { remove: 'cart.remove', showing: 'shop.showing_other' });
    expect(strings.remove).toBe(en['cart.remove']);
    expect(strings.remove).toContain('{{name}}');
    expect(strings.showing).toContain('{{count}}');
    expect(fill(strings.remove, { name: 'Abaya' })).toBe(en['cart.remove'].replace('{{name}}', 'Abaya'));
  });

  it('fails the build on a key the locale does not have', () => {
    expect(() => islandStrings('de', { nope: 'cart.noSuchKey' })).toThrow(/cart\.noSuchKey.*de\.json/);
  });

  it('hands a message with a count every plural form the locale has', () => {
    expect(islandPlurals('en', { show: 'shop.showResults' })).toEqual({ show: { one: en['shop.showResults_one'], other: en['shop.showResults_other'] } });
    expect(Object.keys(islandPlurals('ar', { show: 'shop.optionCount' }).show).sort()).toEqual(['few', 'many', 'one', 'other', 'two', 'zero']);
    expect(() => islandPlurals('de', { nope: 'cart.noSuchKey' })).toThrow(/cart\.noSuchKey_other.*de\.json/);
  });
});
