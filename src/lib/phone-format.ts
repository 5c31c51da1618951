// A checked E.164 number of the shop's countries as people read it ('+971 50 123 4567'), from
// their numbering plans' formats alone (src/lib/phone-formats.ts): the part of libphonenumber's
// international formatting that an already valid number needs, about 1 KB, so a page that only
// shows a number (an order's shipping phone, My Account) does not load the whole library, which
// src/lib/phone.ts uses to read and check what a shopper types. tests/unit/phone.test.ts holds the
// two to the same output over every country's numbers.
import { INTERNATIONAL_FORMATS } from './phone-formats.ts';

/** An E.164 number as people read it; the input itself when it is no number of the shop's countries. */
export function formatPhone(e164: string): string {
  const digits = /^\+(\d{4,15})$/.exec(e164)?.[1];
  if (!digits) return e164;
  for (const length of [1, 2, 3]) {
    const code = digits.slice(0, length);
    const formats = INTERNATIONAL_FORMATS[code];
    if (!formats) continue;
    const national = digits.slice(length);
    const format = formats.find(
      ([pattern, , leading]) => (leading === undefined || new RegExp(`^(?:${leading})`).test(national)) && new RegExp(`^(?:${pattern})$`).test(national),
    );
    return `+${code} ${format ? national.replace(new RegExp(format[0]), format[1]) : national}`;
  }
  return e164;
}
