// The search page's own words (SearchBrowser.tsx), as prop name → i18n key; the listing's are the
// shop's (shop-strings.ts) and its cards' (card-action-strings.ts).
import type { IslandPlurals, IslandStrings } from '../../lib/text.ts';

export const SEARCH_STRINGS = {
  heading: 'search.heading',
  label: 'search.label',
  placeholder: 'nav.search',
  submit: 'search.submit',
  prompt: 'search.prompt',
  /** With {{query}}. */
  noResults: 'search.noResults',
  /** With {{query}}. */
  correctedTo: 'search.correctedTo',
  didYouMean: 'search.didYouMean',
  searching: 'search.searching',
  unavailable: 'search.unavailable',
  browseShop: 'search.browseShop',
  browseCategories: 'search.browseCategories',
  popular: 'search.popular',
} as const;

export type SearchStrings = IslandStrings<typeof SEARCH_STRINGS>;

export const SEARCH_PLURALS = {
  /** With {{count}} and {{query}}. */
  resultCount: 'search.resultCount',
} as const;

export type SearchPlurals = IslandPlurals<typeof SEARCH_PLURALS>;
