import { describe, expect, it } from 'vitest';
import { Speller, damerauLevenshtein, fold, wordsOf } from '../../src/lib/search/fuzzy.ts';

const entry = (label: string) => ({ label, href: `/x/${encodeURIComponent(label)}` });
const speller = new Speller({
  entries: ['Abaya', 'Shayla', 'Hijab', 'Chiffon Abaya Layla', 'Noor Chiffon Shayla', 'Walnut Round Side Table', 'Mariage', 'Hochzeit', 'عباية', 'رمضان', 'Übergröße'].map(entry),
});

describe('damerauLevenshtein', () => {
  it('counts a swap of neighbours as one edit', () => {
    expect(damerauLevenshtein('abyaa', 'abaya')).toBe(1);
    expect(damerauLevenshtein('abya', 'abaya')).toBe(1);
    expect(damerauLevenshtein('shayla', 'shayla')).toBe(0);
    expect(damerauLevenshtein('kitten', 'sitting')).toBe(3);
  });

  it('stops early above the limit', () => {
    expect(damerauLevenshtein('abaya', 'walnut', 2)).toBe(3);
  });
});

describe('Speller', () => {
  it('corrects one or two wrong, missing, extra or swapped letters in words of five or more', () => {
    expect(speller.correct('abya')).toBe('abaya');
    expect(speller.correct('shyla')).toBe('shayla');
    expect(speller.correct('shaylla')).toBe('shayla');
    expect(speller.correct('chifonn')).toBe('chiffon');
    expect(speller.correct('marriage')).toBe('mariage');
    expect(speller.correct('hochzit')).toBe('hochzeit');
    expect(speller.correct('عبايا')).toBe('عباية');
    expect(speller.correct('رمضن')).toBe('رمضان');
  });

  it('leaves known words, prefixes and words too far from any alone', () => {
    expect(speller.correct('abaya')).toBe('abaya');
    expect(speller.correct('chif')).toBe('chif');
    expect(speller.correct('xylophone')).toBe('xylophone');
    // Three edits in a six-letter word are not a typo.
    expect(speller.correct('shzzzz')).toBe('shzzzz');
    // Words under five letters are not corrected towards (hijab is five: "hijb" is).
    expect(speller.correct('hijb')).toBe('hijab');
    expect(speller.correct('ab')).toBe('ab');
  });

  it('folds case, accents and Arabic letter forms', () => {
    expect(fold('Übergröße')).toBe('ubergroße');
    expect(fold('عبايه')).toBe(fold('عباية'));
    expect(speller.correct('UBERGROSE')).toBe('übergröße');
  });

  it('suggests the nearest names and categories for a query that matches nothing', () => {
    const labels = speller.suggestions('shayla walnutt').map((e) => e.label);
    expect(labels).toContain('Walnut Round Side Table');
    expect(labels).toContain('Shayla');
    expect(speller.suggestions('qqqqqqqq')).toEqual([]);
  });

  it('suggests only what is genuinely near: a word a typo away, never an unrelated name', () => {
    // No word of the catalogue is within two edits of "burkini" or "swimsuit".
    expect(speller.suggestions('burkini swimsuit')).toEqual([]);
    expect(speller.suggestions('qwxz')).toEqual([]);
    // Two edits in a longer word, one in a word of five.
    expect(speller.suggestions('chifonn').map((e) => e.label)).toContain('Chiffon Abaya Layla');
  });

  it('completes as the shopper types: every word begins a word of the entry, typos corrected, categories first', () => {
    expect(speller.complete('sha').map((e) => e.label)).toEqual(['Shayla', 'Noor Chiffon Shayla']);
    expect(speller.complete('chiffon aba').map((e) => e.label)).toEqual(['Chiffon Abaya Layla']);
    expect(speller.complete('abya').map((e) => e.label)).toEqual(['Abaya', 'Chiffon Abaya Layla']);
    expect(speller.complete('s')).toEqual([]);
    expect(speller.complete('zzz')).toEqual([]);
    expect(speller.complete('a', 1)).toEqual([]);
    expect(speller.complete('ab', 1).map((e) => e.label)).toEqual(['Abaya']);
  });
});

describe('English typed on another language’s page', () => {
  // An Arabic and a French vocabulary as the build writes them: each entry with its English words where they differ.
  const arabic = new Speller({
    entries: [
      { label: 'عباية', href: '/ar/category/abayas', en: 'Abaya' },
      { label: 'شيلة', href: '/ar/category/shaylas', en: 'Shayla' },
      { label: 'عباية ليلى من الكريب', href: '/ar/product/7', en: 'Layla Crepe Abaya' },
      { label: 'شيلة نور من الشيفون', href: '/ar/product/1', en: 'Noor Chiffon Shayla' },
      { label: 'حجاب شيفون مطبّع', href: '/ar/product/30', en: 'Printed Chiffon Hijab' },
      { label: 'طاولة جانبية مستديرة من خشب الجوز', href: '/ar/product/99', en: 'Walnut Round Side Table' },
    ],
  });
  const french = new Speller({
    entries: [
      { label: 'Mariage', href: '/fr/shop-grid-standard?tag=wedding', en: 'Wedding' },
      { label: 'Shayla', href: '/fr/category/shaylas' },
      { label: 'Shayla Noor en mousseline', href: '/fr/product/1', en: 'Noor Chiffon Shayla' },
      { label: 'Hijab imprimé en mousseline', href: '/fr/product/30', en: 'Printed Chiffon Hijab' },
    ],
  });

  it('forgives its typos like the page’s own words', () => {
    expect(arabic.correct('abya')).toBe('abaya');
    expect(arabic.correct('shyla')).toBe('shayla');
    expect(french.correct('weding')).toBe('wedding');
  });

  it('is put into the page’s words, which the page’s index knows', () => {
    // A tag or category named by the word alone.
    expect(arabic.inPageWords('abaya')).toBe('عباية');
    expect(arabic.inPageWords('shayla')).toBe('شيلة');
    expect(french.inPageWords('wedding')).toBe('Mariage');
    // The words all its names share ('الشيفون' and 'شيفون' are one word), or the one name that has it.
    expect(arabic.inPageWords('chiffon')).toBe('شيفون');
    expect(french.inPageWords('chiffon')).toBe('en mousseline');
    expect(arabic.inPageWords('walnut')).toBe('طاولة جانبية مستديرة من خشب الجوز');
    // A word still being typed; the page's own words; a word nobody uses.
    expect(arabic.inPageWords('abay')).toBe('عباية');
    expect(arabic.inPageWords('عباية')).toBe('عباية');
    expect(french.inPageWords('shayla noor')).toBe('shayla noor');
    expect(arabic.inPageWords('xylophone')).toBe('xylophone');
  });

  it('suggests and completes the page’s entries', () => {
    expect(arabic.suggestions('walnutt').map((e) => e.label)).toContain('طاولة جانبية مستديرة من خشب الجوز');
    expect(arabic.complete('abya').map((e) => e.label)).toEqual(['عباية', 'عباية ليلى من الكريب']);
  });
});

it('keeps an Arabic word whole with its marks (a shadda is not a word break)', () => {
  expect(wordsOf('حجاب شيفون مطبّع')).toEqual(['حجاب', 'شيفون', 'مطبّع']);
});
