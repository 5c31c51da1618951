import { describe, expect, it } from 'vitest';
import { OFFERED_TAGS, catalogueLabels, tagKey } from '../../src/lib/catalogue/labels.ts';
import { COLORS, CATEGORIES } from '../../src/lib/catalogue/constants.ts';
import { LOCALES } from '../../src/lib/locale.ts';
import { loadDictionary, useTranslations } from '../../src/lib/translations.ts';

const labels = (locale: (typeof LOCALES)[number]) => catalogueLabels(useTranslations(locale), locale);

describe('catalogue labels', () => {
  it('have words for every category, colour and offered tag in every locale', () => {
    for (const locale of LOCALES) {
      const dict = loadDictionary(locale);
      const label = labels(locale);
      for (const tag of OFFERED_TAGS) expect(dict[tagKey(tag)], `${locale}: ${tag}`).toBeTruthy();
      for (const category of CATEGORIES) expect(label.category(category), `${locale}: ${category}`).not.toBe(category);
      for (const color of COLORS) expect(label.color(color), `${locale}: ${color}`).not.toBe(color);
    }
  });

  it('name the garment tags in French as the shop filters do (the product page once dropped them)', () => {
    expect(labels('fr').tag('abaya')).toBe('Abaya');
    expect(labels('fr').tag('hijab')).toBe('Hijab');
    expect(labels('ar').tag('abaya')).toBe('عباية');
    expect(labels('fr').tag('summer')).toBe('Été');
  });

  it('show an untranslated catalogue tag as written in English and leave it out elsewhere', () => {
    expect(labels('en').tag('crinkle chiffon')).toBe('Crinkle chiffon');
    expect(labels('fr').tag('crinkle chiffon')).toBeNull();
    expect(labels('ar').tag('crinkle chiffon')).toBeNull();
  });

  it('spell sizes as codes in every locale and multi-word categories through one key', () => {
    for (const locale of LOCALES) expect(labels(locale).size('xxl')).toBe('XXL');
    expect(labels('en').category('organic food')).toBe('Organic food');
    expect(labels('de').color('white')).toBe('Weiß');
  });
});
