// The locale's search vocabulary (src/pages/search-words/[locale].json.ts), fetched once per page
// by whichever asks first: the search page or the header's suggestions.
import { pageLocale } from '../lib/locale.ts';
import { Speller, type SearchVocabulary } from '../lib/search/fuzzy.ts';

let speller: Promise<Speller> | undefined;

export function loadSpeller(): Promise<Speller> {
  speller ??= fetch(`/search-words/${pageLocale()}.json`).then(async (response) => {
    if (!response.ok) throw new Error(`search vocabulary: ${response.status}`);
    return new Speller((await response.json()) as SearchVocabulary);
  });
  return speller;
}
