// The catalogue's closed lists in the staff member's language, in the shop's own words
// (virtual:shop-words, office/shop-words.ts): a colour or a category is never shown as its code.
import { useLocaleState } from 'react-admin';
import words from 'virtual:shop-words';
import { CATEGORIES, COLORS, SIZES } from '../../../src/lib/catalogue/constants.ts';
import { sizeCode } from '../../../src/lib/catalogue/labels.ts';

export function useCatalogueWords() {
  const [locale] = useLocaleState();
  const shop = words[locale === 'ar' ? 'ar' : 'en'];
  const colour = (code: string) => shop[`color.${code}`] ?? code;
  const category = (code: string) => shop[`category.${code}`] ?? code;
  return {
    colourChoices: COLORS.map((id) => ({ id, name: colour(id) })),
    categoryChoices: CATEGORIES.map((id) => ({ id, name: category(id) })),
    // Sizes are codes (X, M, XL) and read the same in every language, as on the shop's pages.
    sizeChoices: SIZES.map((id) => ({ id, name: sizeCode(id) })),
  };
}
