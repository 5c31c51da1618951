// The structured data's delivery times and returns window must say what the published policies say,
// in every language: a policy edit that changes them fails here until the code follows.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HANDLING_DAYS, TRANSIT_DAYS, merchantReturnPolicy } from '../../src/build/merchant-policies.ts';
import { RETURN_WINDOW_TOKEN, returnWindowWords } from '../../src/build/return-window.ts';
import { LOCALES } from '../../src/lib/locale.ts';

const policy = (locale: string, name: string) => readFileSync(`content/pages/${locale}/${name}.md`, 'utf8');

describe('merchant policies in the structured data', () => {
  it.each(LOCALES)('the %s returns policy states its window from the setting, never as a number of its own', (locale) => {
    const text = policy(locale, 'return-policy');
    expect(text).toContain(RETURN_WINDOW_TOKEN);
    expect(text).not.toMatch(/\b14\b/);
  });

  it('words the window with the plural its number takes, in every language', () => {
    expect(returnWindowWords('en', 14)).toBe('14 days');
    expect(returnWindowWords('en', 1)).toBe('1 day');
    expect(returnWindowWords('de', 14)).toBe('14 Tagen');
    expect(returnWindowWords('ar', 14)).toBe('14 يومًا');
    expect(returnWindowWords('ar', 7)).toBe('7 أيام');
    expect(returnWindowWords('ar', 2)).toBe('يومين');
    expect(returnWindowWords('fr', 30)).toBe('30 jours');
  });

  it('gives the structured data the same window, and no returns for a hygiene item', () => {
    expect(merchantReturnPolicy('https://shop.example/return-policy', 21)).toMatchObject({ merchantReturnDays: 21 });
    expect(merchantReturnPolicy('https://shop.example/return-policy', 21, false)).toMatchObject({ returnPolicyCategory: 'https://schema.org/MerchantReturnNotPermitted' });
  });

  it('ships within 24 hours and delivers in 2-5 or 6-8 working days, as the English shipping policy states', () => {
    const text = policy('en', 'shipping-policy');
    expect(HANDLING_DAYS).toEqual({ min: 0, max: 1 });
    expect(text).toMatch(/within 24 hours/);
    expect(text).toMatch(new RegExp(`${TRANSIT_DAYS.min}–5 working days`));
    expect(text).toMatch(new RegExp(`6–${TRANSIT_DAYS.max} working days`));
  });
});
