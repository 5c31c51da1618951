// The shop's own words for what the office shows by the catalogue's codes (colours, sizes, a
// product sold without variation, a review's fit, categories), taken at build time from the storefront's
// dictionaries (content/i18n) for the office's languages: one spelling of "brown" in Arabic for
// the shop and the office, without the office carrying the shop's whole dictionaries.
// The application imports them as `virtual:shop-words` (office/src/catalogue-words.ts).
import type { Plugin } from 'vite';
import { catalogueWords } from '../src/islands/orders/words.ts';
import { CATEGORIES } from '../src/lib/catalogue/constants.ts';
import { catalogueLabels } from '../src/lib/catalogue/labels.ts';
import { FITS } from '../src/lib/orders/item-states.ts';
import { useTranslations } from '../src/lib/translations.ts';

const ID = 'virtual:shop-words';
const OFFICE_LOCALES = ['en', 'ar'] as const;

function shopWordsFor(locale: (typeof OFFICE_LOCALES)[number]): Record<string, string> {
  const t = useTranslations(locale);
  const labels = catalogueLabels((key, { defaultValue }) => t(key, { defaultValue }), locale);
  return {
    ...catalogueWords((key) => t(key)),
    ...Object.fromEntries(FITS.map((fit) => [`fit.${fit}`, t(`reviews.fit.${fit}`)])),
    ...Object.fromEntries(CATEGORIES.map((category) => [`category.${category}`, labels.category(category)])),
  };
}

export function shopWords(): Plugin {
  return {
    name: 'office-shop-words',
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    load: (id) => (id === `\0${ID}` ? `export default ${JSON.stringify(Object.fromEntries(OFFICE_LOCALES.map((locale) => [locale, shopWordsFor(locale)])))};` : undefined),
  };
}
