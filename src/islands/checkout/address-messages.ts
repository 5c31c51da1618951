// Each address problem in the shopper's words, beside its field.
import { MAX_LENGTH, type AddressField, type AddressProblem } from '../../lib/checkout/address.ts';
import { fill } from '../../lib/text.ts';
import type { CheckoutStrings } from './checkout-strings.ts';

export function problemText(field: AddressField, problem: AddressProblem, strings: CheckoutStrings): string {
  if (field === 'country') return strings.countryInvalid;
  if (field === 'phone_number') return problem === 'required' ? strings.required_phone_number : problem === 'too_short' || problem === 'too_long' ? strings[`phone_${problem}`] : strings.phone_invalid;
  switch (problem) {
    case 'required':
      return strings[`required_${field}`];
    case 'too_long':
      return fill(strings.tooLong, { max: MAX_LENGTH[field] });
    case 'postal_format':
      return strings.postalCodeFormat;
    default:
      return strings.controlCharacters;
  }
}
