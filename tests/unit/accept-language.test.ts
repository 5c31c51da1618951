// The API's reading of Accept-Language (src/server/http/locale.ts, negotiator): q-values, the legacy 'fn',
// '*', and English for anything malformed, over-long or unknown.
import { describe, expect, it } from 'vitest';
import { MAX_ACCEPT_LANGUAGE_LENGTH, isWellFormedAcceptLanguage, localeFromAcceptLanguage } from '../../src/server/http/locale.ts';

const locale = localeFromAcceptLanguage;

describe('Accept-Language', () => {
  it('takes the language of a single tag, region or script subtags aside, in any case', () => {
    expect(locale('ar')).toBe('ar');
    expect(locale('fr-CH')).toBe('fr');
    expect(locale('DE-at')).toBe('de');
    expect(locale('ar-Arab-AE')).toBe('ar');
    expect(locale('en-US')).toBe('en');
  });

  it('reads the legacy code fn as French', () => {
    expect(locale('fn')).toBe('fr');
    expect(locale('fn-CH, de;q=0.9')).toBe('fr');
  });

  it('picks the highest q-value the shop speaks; equal weights keep the header order', () => {
    expect(locale('fr-CH, en;q=0.5')).toBe('fr');
    expect(locale('en;q=0.5, de;q=0.9, fr;q=0.7')).toBe('de');
    expect(locale('de;q=0.8, ar;q=0.8')).toBe('de');
    expect(locale('ar;q=1.000, fr')).toBe('ar');
    expect(locale('ja, zh-CN;q=0.9, ar;q=0.1')).toBe('ar');
    expect(locale('en-GB;q=0.2, de;Q=0.3')).toBe('de');
    expect(locale('de ; q=0.3 ,\tfr;q=0.4')).toBe('fr');
  });

  it('never takes a language weighted q=0', () => {
    expect(locale('ar;q=0, de;q=0.1')).toBe('de');
    expect(locale('fr;q=0.000')).toBe('en');
  });

  it("reads '*' as any language the header does not name", () => {
    expect(locale('*')).toBe('en');
    expect(locale('ja, *;q=0.5')).toBe('en');
    expect(locale('en;q=0, *')).toBe('fr');
    expect(locale('en;q=0.1, *;q=0.5')).toBe('fr');
    expect(locale('en;q=0, fr;q=0, *;q=0.2')).toBe('de');
  });

  it('answers English when nothing is asked for or nothing the shop speaks', () => {
    expect(locale(undefined)).toBe('en');
    expect(locale('')).toBe('en');
    expect(locale(' , ,')).toBe('en');
    expect(locale('ja, zh-CN;q=0.9')).toBe('en');
    expect(locale('x-klingon, i-default')).toBe('en');
  });

  it('ignores a malformed header as a whole', () => {
    const garbage = [
      'fr;q=2',
      'fr;q=1.5',
      'fr;q=0.1234',
      'fr;q=',
      'fr;q=abc',
      'fr;level=1',
      'fr;q=0.5;q=0.6',
      'fr-',
      '-fr',
      'fr--CH',
      'français',
      'abcdefghi',
      'fr-CH-abcdefghi',
      'ar ar',
      'ar; de',
      '"ar"',
      'ar\u0000',
      '<script>',
      'ar,de;q=0.5,<x>',
      '**',
      '*-ar',
    ];
    for (const header of garbage) {
      expect(isWellFormedAcceptLanguage(header), header).toBe(false);
      expect(locale(header), header).toBe('en');
    }
  });

  it('ignores an over-long header', () => {
    const long = `ar, ${Array.from({ length: 100 }, () => 'de;q=0.1').join(', ')}`;
    expect(long.length).toBeGreaterThan(MAX_ACCEPT_LANGUAGE_LENGTH);
    expect(locale(long)).toBe('en');
    expect(locale(`ar,${' '.repeat(MAX_ACCEPT_LANGUAGE_LENGTH)}`)).toBe('en');
    const browserLike = 'ar-AE,ar;q=0.9,en-US;q=0.8,en;q=0.7,fr-FR;q=0.6,fr;q=0.5,de-DE;q=0.4,de;q=0.3';
    expect(locale(browserLike)).toBe('ar');
  });

  it('accepts well-formed lists, weights, wildcards and empty elements', () => {
    for (const header of ['fr-CH, fr;q=0.9, *;q=0.5', 'ar', '', ' , ,', 'de ; q=0.3 ,\tfr;q=0.4', 'en;q=0.000, *;q=1.000']) {
      expect(isWellFormedAcceptLanguage(header), header).toBe(true);
    }
  });
});
