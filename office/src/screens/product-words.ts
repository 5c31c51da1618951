// The catalogue's closed lists in the staff member's language, in the shop's own words
// (content/i18n, through office/catalogue-words.ts): a colour or a category is never shown as its code.
import { useLocaleState } from 'react-admin';
import words from 'virtual:catalogue-words';
import { CATEGORIES, COLORS, SIZES } from '../../../src/lib/catalogue/constants.ts';
import { catalogueLabels } from '../../../src/lib/catalogue/labels.ts';

export { CATEGORIES, COLORS, SIZES };

export function useCatalogueWords() {
  const [locale] = useLocaleState();
  const dictionary = words[locale === 'ar' ? 'ar' : 'en'];
  const labels = catalogueLabels((key, { defaultValue }) => dictionary[key] ?? defaultValue, locale === 'ar' ? 'ar' : 'en');
  return {
    colour: labels.color,
    category: labels.category,
    size: labels.size,
    colourChoices: COLORS.map((id) => ({ id, name: labels.color(id) })),
    categoryChoices: CATEGORIES.map((id) => ({ id, name: labels.category(id) })),
    sizeChoices: SIZES.map((id) => ({ id, name: labels.size(id) })),
  };
}
