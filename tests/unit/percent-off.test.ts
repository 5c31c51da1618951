import { describe, expect, it } from 'vitest';
import { percentOff } from '../../src/lib/percent-off.ts';

const LRM = '\u200e';

describe('percentOff', () => {
  it('writes a discount as each locale writes a negative percentage', () => {
    expect(percentOff(20, 'en')).toBe('-20%');
    expect(percentOff(5, 'fr')).toBe('-5\u00a0%');
    expect(percentOff(50, 'de')).toBe('-50\u00a0%');
    // Arabic keeps Latin digits and marks the sign and the number left to right.
    expect(percentOff(20, 'ar')).toBe(`${LRM}-20${LRM}%${LRM}`);
  });

  it('covers the range the catalogue allows, 1 to 50', () => {
    expect(percentOff(1, 'en')).toBe('-1%');
    expect(percentOff(50, 'en')).toBe('-50%');
  });
});
