// The product search of the bundle's catalogue (src/lib/search/engine.ts), one per locale, made when
// first asked: the server asks the live release's bundle (src/server/on-request/search.ts), so a
// search always answers from the catalogue the live pages were drawn from.
import { catalogue, catalogueIndex } from '../catalogue.ts';
import { useTranslations } from '../i18n.ts';
import { searchVocabulary } from '../search-vocabulary.ts';
import { COLORS } from '../../lib/catalogue/constants.ts';
import { catalogueLabels } from '../../lib/catalogue/labels.ts';
import type { Locale } from '../../lib/locale.ts';
import { ProductSearch } from '../../lib/search/engine.ts';

const searches = new Map<Locale, ProductSearch>();

export function productSearch(locale: Locale): ProductSearch {
  let search = searches.get(locale);
  if (!search) {
    const label = catalogueLabels(useTranslations(locale), locale);
    const labels = (product: { category: string[]; tag: string[] }) => [
      ...new Set([...product.category.map(label.category), ...product.tag.flatMap((tag) => label.tag(tag) ?? [])]),
    ];
    const colors = Object.fromEntries(COLORS.map((color) => [color, label.color(color)]));
    searches.set(locale, (search = new ProductSearch(catalogueIndex(locale), labels, searchVocabulary(catalogue(), locale, useTranslations), colors)));
  }
  return search;
}
