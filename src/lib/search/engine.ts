// The product search of one locale, answered by the server from the live release's catalogue
// (docs/DESIGN.md, "Search"): the shopper's words read as the catalogue spells them (typos
// corrected, English put into the page's words: ./fuzzy.ts), the products with every word, ranked
// by where the words stand (the name above the category and tag names, those above the short
// description), then the shop's own filters, counts, sorts and pages (src/lib/shop/filter.ts) over
// those products, so the search page lists them as the shop does. Pure: the unit tests ask it as
// the server does.
import type { CatalogueIndex, IndexedProduct } from '../catalogue/catalogue-index.ts';
import { FACET_KEYS, facetCounts, filterProducts, paginate, sortProducts, type FacetCounts, type FacetKey, type ShopPage } from '../shop/filter.ts';
import { EMPTY_QUERY, type ShopQuery } from '../shop/query.ts';
import { variantsByProduct, type CardVariant, type ShopCard } from '../shop/card.ts';
import { Speller, fold, wordsOf, type SearchEntry, type SearchVocabulary } from './fuzzy.ts';

/** How many popular products a query that matches nothing offers. */
export const POPULAR = 4;

/** The answer to one search page's query: what the page draws, as JSON. */
export interface SearchReply {
  /** The words as the shopper typed them. */
  q: string;
  /** The colour the words name ("black shayla"), when no colour is chosen: the cards show their picture in it. */
  color: string | null;
  /** The words searched: typos corrected, in the page's language. */
  searched: string;
  /** How many products the words match, filters aside. */
  matched: number;
  page: ShopPage<ShopCard>;
  /** Each facet's counts within the words' results, as the shop counts (its other choices in force). */
  counts: FacetCounts;
  /** The options the words' results have at all: the only ones the filters offer. */
  inResults: Record<FacetKey, string[]>;
  /** The variants of the cards sent (shown and popular), for their buttons. */
  variants: Record<string, CardVariant[]>;
  /** For a query that matches nothing: the names and categories genuinely near its words, and popular products. */
  nearest: SearchEntry[];
  popular: ShopCard[];
}

/** What a product gives the search besides its card: its category and tag names in the locale. */
export type ProductLabels = (product: IndexedProduct) => string[];

/** Each colour's name in the locale (black → 'أسود'): a product is found by its colours' names, and by their English ones. */
export type ColorNames = Readonly<Record<string, string>>;

/** Where a word stands in a product, and what a match there weighs: the name first. */
const WEIGHT = { name: 8, labels: 4, description: 1 } as const;

/** How a typed word meets a product's word: the same, the same but for an ending, or its beginning. */
const EXACT = 1;
const SAME_STEM = 0.9;
const BEGINNING = 0.7;

/** A word begins others only from three letters: "a" would begin half the catalogue. */
const MIN_PREFIX = 3;

/**
 * Plural and inflected endings of the four languages, longest first: "abayas" meets "abaya",
 * "robes" "robe", "Kleider" "Kleid", "عبايات" "عباية" (folded: "عبايه" and "عبايات" share "عباي").
 */
const ENDINGS = ['ies', 'es', 'en', 'er', 'ات', 'ون', 'ين', 's', 'x', 'e', 'n', 'ه'];

function stem(word: string): string {
  for (const ending of ENDINGS) {
    if (word.length - ending.length >= 3 && word.endsWith(ending)) return word.slice(0, -ending.length);
  }
  return word;
}

/** A word folded and without the Arabic article ('الشيفون' meets 'شيفون'), as the index keeps it. */
const bare = (word: string): string => fold(word).replace(/^ال(?=\p{L}{3})/u, '');

const wordsIn = (text: string): string[] => wordsOf(text).map(bare).filter(Boolean);

/** How well a typed word meets a known one (0: not at all). */
function meets(typed: string, typedStem: string, known: string): number {
  if (known === typed) return EXACT;
  if (typed.length >= MIN_PREFIX && (stem(known) === typedStem || known === typedStem)) return SAME_STEM;
  if (typed.length >= MIN_PREFIX && known.startsWith(typed)) return BEGINNING;
  return 0;
}

const cardOf = ({ id, name, price, salePrice, discount, rating, stock, thumb, image, colorImages, shortDescription, ...product }: IndexedProduct): ShopCard => ({
  id,
  name,
  price,
  salePrice,
  discount,
  new: product.new,
  rating,
  stock,
  thumb,
  image,
  colorImages,
  shortDescription,
});

export class ProductSearch {
  private readonly products: IndexedProduct[];
  /** Each known word, with the products that have it and the weight of its best place in each. */
  private readonly words = new Map<string, Map<number, number>>();
  private readonly variants: Map<string, CardVariant[]>;
  private readonly speller: Speller;
  private readonly popular: IndexedProduct[];
  /** Each colour by its name's word(s), folded. */
  private readonly colorByWords: Map<string, string>;

  constructor(index: CatalogueIndex, labels: ProductLabels, vocabulary: SearchVocabulary, colors: ColorNames) {
    this.products = index.products;
    this.variants = variantsByProduct(index.variants);
    this.speller = new Speller(vocabulary);
    this.popular = [...index.products].sort((a, b) => b.saleCount - a.saleCount || a.order - b.order).slice(0, POPULAR);
    // A colour is known by its name in the locale and by its English one, which a shopper may type on any page.
    const colorWords = (color: string) => [...new Set([colors[color] ?? color, color.replace(/-/g, ' ')])];
    this.colorByWords = new Map(Object.keys(colors).flatMap((color) => colorWords(color).map((name) => [wordsIn(name).join(' '), color] as const)));
    this.products.forEach((product, at) => {
      const places: [string, number][] = [
        [product.name, WEIGHT.name],
        [[...labels(product), ...product.colors.flatMap(colorWords)].join(' '), WEIGHT.labels],
        [product.shortDescription, WEIGHT.description],
      ];
      for (const [text, weight] of places) {
        for (const word of wordsIn(text)) {
          let holders = this.words.get(word);
          if (!holders) this.words.set(word, (holders = new Map()));
          if ((holders.get(at) ?? 0) < weight) holders.set(at, weight);
        }
      }
    });
  }

  /** The words searched: the typed ones corrected and in the page's words. */
  private searchedWords(q: string): string {
    return this.speller.inPageWords(this.speller.correct(q));
  }

  /**
   * The products with every word, each with its score (the sum, over the words, of its best match's
   * weight), best first and in the shop's order among equals.
   */
  private matching(searched: string): IndexedProduct[] {
    const typed = [...new Set(wordsIn(searched))];
    if (typed.length === 0) return [];
    let scores: Map<number, number> | null = null;
    for (const word of typed) {
      const wordStem = stem(word);
      const found = new Map<number, number>();
      for (const [known, holders] of this.words) {
        const closeness = meets(word, wordStem, known);
        if (closeness === 0) continue;
        for (const [at, weight] of holders) {
          if (scores && !scores.has(at)) continue;
          const score = weight * closeness;
          if ((found.get(at) ?? 0) < score) found.set(at, score);
        }
      }
      if (scores) for (const [at, score] of found) found.set(at, score + scores.get(at)!);
      scores = found;
      if (scores.size === 0) return [];
    }
    return [...scores!]
      .sort(([a, scoreA], [b, scoreB]) => scoreB - scoreA || this.products[a]!.order - this.products[b]!.order)
      .map(([at]) => this.products[at]!);
  }

  /** The colour the words name, if one does: a word, or two together ('dark blue'). */
  private namedColor(searched: string): string | null {
    const words = wordsIn(searched);
    for (let at = 0; at < words.length; at++) {
      const color = this.colorByWords.get(`${words[at]} ${words[at + 1]}`) ?? this.colorByWords.get(words[at]!);
      if (color) return color;
    }
    return null;
  }

  answer(query: ShopQuery): SearchReply {
    const searched = this.searchedWords(query.q);
    const matches = this.matching(searched);
    // The words chose the products: the rest of the query is the shop's, over them.
    const choices: ShopQuery = { ...query, q: '' };
    const filtered = filterProducts(matches, choices);
    const page = paginate(query.sort === 'default' ? filtered : sortProducts(filtered, query.sort), query.page);
    const popular = matches.length === 0 ? this.popular : [];
    const all = facetCounts(matches, EMPTY_QUERY);
    const sent = [...page.items, ...popular];
    return {
      q: query.q,
      color: query.color === null && matches.length > 0 ? this.namedColor(searched) : null,
      searched,
      matched: matches.length,
      page: { ...page, items: page.items.map(cardOf) },
      counts: facetCounts(matches, choices),
      inResults: Object.fromEntries(FACET_KEYS.map((key) => [key, Object.keys(all[key])])) as Record<FacetKey, string[]>,
      variants: Object.fromEntries(sent.map((product) => [product.id, this.variants.get(product.id) ?? []])),
      nearest: matches.length === 0 ? this.speller.suggestions(query.q) : [],
      popular: popular.map(cardOf),
    };
  }

  /** What the header suggests as the shopper types: categories and tags, then product names. */
  suggest(q: string): SearchEntry[] {
    return this.speller.complete(q);
  }
}
