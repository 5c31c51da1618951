// The structured data's delivery times and returns window must say what the published policies say,
// in every language: a policy edit that changes them fails here until the code follows.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HANDLING_DAYS, RETURN_DAYS, TRANSIT_DAYS } from '../../src/build/merchant-policies.ts';
import { LOCALES } from '../../src/lib/locale.ts';

const policy = (locale: string, name: string) => readFileSync(`content/pages/${locale}/${name}.md`, 'utf8');

describe('merchant policies in the structured data', () => {
  it.each(LOCALES)('returns within the window the %s returns policy states', (locale) => {
    expect(policy(locale, 'return-policy')).toMatch(new RegExp(`\\b${RETURN_DAYS}\\b`));
  });

  it('ships within 24 hours and delivers in 2-5 or 6-8 working days, as the English shipping policy states', () => {
    const text = policy('en', 'shipping-policy');
    expect(HANDLING_DAYS).toEqual({ min: 0, max: 1 });
    expect(text).toMatch(/within 24 hours/);
    expect(text).toMatch(new RegExp(`${TRANSIT_DAYS.min}–5 working days`));
    expect(text).toMatch(new RegExp(`6–${TRANSIT_DAYS.max} working days`));
  });
});
