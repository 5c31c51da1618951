import { describe, expect, it } from 'vitest';
import { percent, percentOff } from '../../src/lib/percent.ts';

const LRM = '\u200e';

describe('percentages per locale', () => {
  it('writes a discount as each locale writes a negative percentage', () => {
    expect(percentOff(20, 'en')).toBe('-20%');
    expect(percentOff(5, 'fr')).toBe('-5\u00a0%');
    expect(percentOff(50, 'de')).toBe('-50\u00a0%');
    // Arabic keeps Latin digits and marks the sign and the number left to right.
    expect(percentOff(20, 'ar')).toBe(`${LRM}-20${LRM}%${LRM}`);
  });

  it('writes a plain percentage without a sign', () => {
    expect(percent(1, 'en')).toBe('1%');
    expect(percent(50, 'de')).toBe('50\u00a0%');
    expect(percent(20, 'ar')).toBe(`20${LRM}%${LRM}`);
  });
});
