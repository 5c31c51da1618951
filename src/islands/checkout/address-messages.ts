// Each address problem in the shopper's words, beside its field. The postcode's name its country
// and an example from the country table.
import { COUNTRY_TABLE, type CountryCode } from '../../lib/countries.ts';
import type { Locale } from '../../lib/locale.ts';
import { MAX_LENGTH, type AddressField, type AddressProblem } from '../../lib/checkout/address.ts';
import { fill } from '../../lib/text.ts';
import type { CheckoutStrings } from './checkout-strings.ts';

export function problemText(field: AddressField, problem: AddressProblem, country: CountryCode, locale: Locale, strings: CheckoutStrings): string {
  if (field === 'country') return strings.countryInvalid;
  if (field === 'phone_number') return problem === 'required' ? strings.required_phone_number : problem === 'too_short' || problem === 'too_long' ? strings[`phone_${problem}`] : strings.phone_invalid;
  if (field === 'postal_code') {
    const example = COUNTRY_TABLE[country].postcode?.example ?? '';
    return fill(problem === 'required' ? strings.required_postal_code : strings.postalCodeFormat, { country: COUNTRY_TABLE[country].name[locale], example });
  }
  switch (problem) {
    case 'required':
      return strings[`required_${field}`];
    case 'too_long':
      return fill(strings.tooLong, { max: MAX_LENGTH[field] });
    default:
      return strings.controlCharacters;
  }
}
