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

/**
 * What the address country decides: a city, a state and a postcode belong to one country, so
 * choosing another clears them (an estimate "to Riyadh, India" is a wrong address, not a typo).
 */
export const COUNTRY_BOUND_FIELDS = ['city', 'state', 'postal_code'] as const;

/** Whether `city` names one of the country's major cities, in any language. */
function isMajorCityOf(country: CountryCode, city: string): boolean {
  const typed = city.trim().toLocaleLowerCase();
  return COUNTRY_TABLE[country].majorCities.some((major) => Object.values(major.name).some((name) => name.toLocaleLowerCase() === typed));
}

/**
 * The draft once its country is `country`: the old country's state and postcode cleared, and its
 * city unless the city is one of the new country's (a shopper who typed "Jeddah" before choosing
 * Saudi Arabia keeps it).
 */
export function withCountry(draft: AddressDraft, country: CountryCode): AddressDraft {
  if (country === draft.country) return draft;
  const city = draft.city.trim() && isMajorCityOf(country, draft.city) ? draft.city : '';
  return { ...draft, country, city, state: '', postal_code: '' };
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
