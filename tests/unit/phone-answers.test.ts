// What the shop answers for numbers typed in each of its seven countries, row by row: accepted (as
// E.164) or refused (with the reason the shopper reads) where a code is sent by SMS (sign-in, My
// Account: mobiles only) and where a courier calls (checkout's delivery phone: any number), and how
// an accepted number is shown. The rows hold the answers fixed while the numbering plans' slice and
// the tables derived from it are regenerated (scripts/phone-metadata.ts).
import { describe, expect, it } from 'vitest';
import type { PhoneCountry } from '../../src/lib/phone-countries.ts';
import { parsePhone, type PhoneProblem } from '../../src/lib/phone.ts';
import { formatPhone } from '../../src/lib/phone-format.ts';

type Answer = `+${string}` | PhoneProblem;

/** [country chosen, as typed, answer for SMS, answer for a delivery, as shown once accepted]. */
const ROWS: [PhoneCountry, string, Answer, Answer, string?][] = [
  ['AE', '050 123 4567', '+971501234567', '+971501234567', '+971 50 123 4567'],
  ['AE', '+971 56 765 4321', '+971567654321', '+971567654321', '+971 56 765 4321'],
  ['AE', '04 234 5678', 'not_mobile', '+97142345678', '+971 4 234 5678'],
  ['AE', '800 12345', 'not_mobile', '+97180012345', '+971 800 12345'],
  ['AE', '600 512345', 'not_mobile', '+971600512345', '+971 600 512345'],
  ['AE', '050 123 456', 'too_short', 'invalid'],
  ['AE', '050 123 45678', 'too_long', 'invalid'],
  ['AE', '051 123 4567', 'invalid', 'invalid'],
  ['AE', '+44 7700 900123', 'invalid', 'invalid'],
  ['SA', '055 123 4567', '+966551234567', '+966551234567', '+966 55 123 4567'],
  ['SA', '011 234 5678', 'not_mobile', '+966112345678', '+966 11 234 5678'],
  ['SA', '800 123 4567', 'not_mobile', '+9668001234567', '+966 800 123 4567'],
  ['SA', '055 123 456', 'invalid', 'invalid'], // the trunk 0 is kept when what follows is too short, so 9 digits
  ['SA', '55 123 456', 'too_short', 'too_short'],
  ['SA', '055 123 45678', 'too_long', 'invalid'],
  ['QA', '3312 3456', '+97433123456', '+97433123456', '+974 3312 3456'],
  ['QA', '4444 1234', 'not_mobile', '+97444441234', '+974 4444 1234'],
  ['QA', '3312 345', 'too_short', 'invalid'],
  ['QA', '3312 34567', 'too_long', 'invalid'],
  ['KW', '5001 2345', '+96550012345', '+96550012345', '+965 500 12345'],
  ['KW', '2222 1234', 'not_mobile', '+96522221234', '+965 2222 1234'],
  ['KW', '500 1234', 'too_short', 'invalid'],
  ['KW', '5001 23456', 'too_long', 'too_long'],
  ['BH', '3600 1234', '+97336001234', '+97336001234', '+973 3600 1234'],
  ['BH', '1712 3456', 'not_mobile', '+97317123456', '+973 1712 3456'],
  ['BH', '3600 123', 'too_short', 'too_short'],
  ['BH', '3600 12345', 'too_long', 'too_long'],
  ['OM', '9212 3456', '+96892123456', '+96892123456', '+968 9212 3456'],
  ['OM', '2412 3456', 'not_mobile', '+96824123456', '+968 24 123456'],
  ['OM', '9212 345', 'too_short', 'invalid'],
  ['OM', '9212 34567', 'too_long', 'invalid'],
  ['IN', '98765 43210', '+919876543210', '+919876543210', '+91 98765 43210'],
  ['IN', '011 2345 6789', 'not_mobile', '+911123456789', '+91 11 2345 6789'],
  ['IN', '1800 123 4567', 'not_mobile', '+9118001234567', '+91 1800 123 4567'],
  ['IN', '98765 4321', 'too_short', 'invalid'],
  ['IN', '98765 432101', 'too_long', 'invalid'],
  // A number written with its own country code belongs to that country whatever was chosen.
  ['AE', '+966 55 123 4567', '+966551234567', '+966551234567', '+966 55 123 4567'],
  ['IN', '00971 4 234 5678', 'not_mobile', '+97142345678', '+971 4 234 5678'],
];

const answer = (parsed: ReturnType<typeof parsePhone>): Answer => (parsed.ok ? (parsed.e164 as `+${string}`) : parsed.reason);

describe('what the shop answers for a typed number', () => {
  for (const [country, typed, sms, delivery, shown] of ROWS) {
    it(`${country} ${typed}: ${sms} for SMS, ${delivery} for a delivery${shown ? `, shown ${shown}` : ''}`, () => {
      expect(answer(parsePhone(typed, country))).toBe(sms);
      expect(answer(parsePhone(typed, country, { mobile: false }))).toBe(delivery);
      if (shown) expect(formatPhone(delivery)).toBe(shown);
    });
  }
});
