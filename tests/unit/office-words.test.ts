// The office's words (office/src/i18n): every English key has its Arabic, every placeholder
// survives the translation, and a plural has Polyglot's six Arabic forms where English has two.
// Also its error codes: every code the office API answers has our words.
import { describe, expect, it } from 'vitest';
import { en } from '../../office/src/i18n/en.ts';
import { ar } from '../../office/src/i18n/ar.ts';
import { ERROR_CODES } from '../../src/lib/api/error-codes.ts';
import { PAYMENT_METHODS } from '../../src/lib/api/payment-methods.ts';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [inner, text] of flatten(value, path)) out.set(inner, text);
  }
  return out;
}

const english = flatten(en as unknown as Tree);
const arabic = flatten(ar as unknown as Tree);
const placeholders = (text: string) => [...new Set(text.match(/%\{\w+\}/g) ?? [])].filter((name) => name !== '%{smart_count}').sort();

describe('the office in English and Arabic', () => {
  it('has the same keys in both languages', () => {
    expect([...arabic.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('keeps every placeholder in the Arabic', () => {
    for (const [key, text] of english) {
      const translated = arabic.get(key) ?? '';
      // A plural's forms may leave out a count the words already say (one, two).
      const forms = translated.split('||||');
      const kept = new Set(forms.flatMap(placeholders));
      expect([...kept].sort(), key).toEqual(placeholders(text));
    }
  });

  it('gives a plural its six Arabic forms', () => {
    for (const [key, text] of english) {
      if (!text.includes('||||')) continue;
      expect(arabic.get(key)!.split('||||'), key).toHaveLength(6);
    }
  });

  it('names every way to pay', () => {
    expect(PAYMENT_METHODS.filter((method) => !(method in en.office.payment_method))).toEqual([]);
  });

  it('words every error code the API answers', () => {
    const ours = new Set(Object.keys(en.office.errors));
    // The office's own codes (their block in the list), and the others its routes answer.
    const office = ERROR_CODES.slice(ERROR_CODES.indexOf('office_sign_in_failed'), ERROR_CODES.indexOf('setting_not_found') + 1);
    const shared = ['unauthenticated', 'validation_failed', 'rate_limited', 'too_many_attempts', 'order_not_found', 'item_not_found', 'variant_not_found', 'not_found', 'internal_error'] as const;
    expect(office.length).toBeGreaterThan(10);
    const missing = [...office, ...shared].filter((code) => !ours.has(code));
    expect(missing).toEqual([]);
  });
});
