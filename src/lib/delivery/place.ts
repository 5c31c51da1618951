// Where an estimate is for, in words: a major city by its name in the locale, a town the shopper
// typed as they typed it, with the country's name. Shared by the product page and the islands.
import { countryName, majorCityOf, type CountryCode } from '../countries.ts';
import type { Locale } from '../locale.ts';
import { fill } from '../text.ts';

/** `template` is delivery.place ("{{city}}, {{country}}"). */
export function placeName(country: CountryCode, city: string, locale: Locale, template: string): string {
  const major = majorCityOf(country, city);
  return fill(template, { city: major ? major.name[locale] : city.trim(), country: countryName(country, locale) });
}
