// The checkout address as the form holds it while the shopper types: the fields, the country, and
// the phone as typed beside its own country code. Light on purpose, as checkout's page loads it:
// the rules live in the one schema (address-schema.ts, with zod/mini and the phone's numbering
// plans), which the form loads once the shopper starts on it.
import { COUNTRY_TABLE, isCountryCode, type CountryCode } from '../countries.ts';
import { dialCodeOf } from '../phone-countries.ts';
import type { AddressInput } from './address-schema.ts';

export interface AddressDraft {
  name: string;
  street_address: string;
  city: string;
  state: string;
  postal_code: string;
  country: CountryCode;
  /** The number as typed, read against phoneCountry. */
  phone: string;
  phoneCountry: CountryCode;
}

/** Whether the country's form asks for a postcode at all (not in the UAE or Qatar). */
const hasPostcode = (country: CountryCode) => isCountryCode(country) && COUNTRY_TABLE[country].postcode !== null;

/**
 * What the schema reads: the draft's fields, and the phone with its country code in front unless
 * the shopper typed one ('+966 …', '00966 …'), which then decides its country.
 */
export function addressInput(draft: AddressDraft): AddressInput {
  const typed = draft.phone.trim();
  const international = typed.replace(/^00/, '+');
  return {
    name: draft.name,
    street_address: draft.street_address,
    city: draft.city,
    state: draft.state,
    postal_code: hasPostcode(draft.country) ? draft.postal_code : '',
    country: draft.country,
    phone_number: !typed || international.startsWith('+') ? international : `${dialCodeOf(draft.phoneCountry)} ${typed}`,
  };
}
