// Typo forgiveness for the product search (./engine.ts). A query is first rewritten word by word to
// the nearest word the catalogue uses (names, categories, tags in the page's language: the
// vocabulary, src/build/search-vocabulary.ts), by Damerau-Levenshtein distance: one or two wrong,
// missing, extra or swapped letters. A shopper may type English on any page (every product has an
// English name): each entry keeps its English words too, and a query in English is put into the
// page's words before the products are searched. Pure, so it is unit-tested.

/** The catalogue's words in one locale (src/build/search-vocabulary.ts), which the search corrects and suggests from. */
export interface SearchEntry {
  /** In the page's language. */
  label: string;
  href: string;
  /** The same in English, on another language's page where its words differ. */
  en?: string;
}

export interface SearchVocabulary {
  entries: SearchEntry[];
}

/**
 * Lower case, no accents, Arabic without short vowels and with its interchangeable letters folded
 * (أ إ آ → ا, ة → ه, ى → ي), so "Ubergröße" meets "übergrösse" and "عبايه" meets "عباية".
 */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670\u0640]/g, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي');
}

/**
 * The words of a text, as typed (for the rewritten query) and folded (for comparing). Marks (Arabic
 * short vowels, a shadda) stay inside their word: 'مطبّع' is one word.
 */
export function wordsOf(text: string): string[] {
  return text.split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean);
}

/**
 * A word folded and without the Arabic article, to compare the words of names: one name says
 * 'الشيفون' (the chiffon), another 'شيفون'. The index's Arabic stemmer strips it as well.
 */
const withoutArticle = (word: string): string => word.replace(/^ال(?=\p{L}{3})/u, '');
const bare = (word: string): string => fold(withoutArticle(word));

/** An entry's words in both its languages: what a shopper may type to find it. */
const entryWords = (entry: SearchEntry): string[] => wordsOf(entry.en ? `${entry.label} ${entry.en}` : entry.label);

/** Optimal string alignment distance: insertions, deletions, substitutions and swaps of two neighbours. */
export function damerauLevenshtein(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = d;
      best = Math.min(best, d);
    }
    if (best > limit) return limit + 1;
  }
  return rows[a.length]![b.length]!;
}

/** Typos are forgiven in words of five letters or more: one in a word of five, two in longer ones. */
const MIN_CORRECTED_LENGTH = 5;
const allowedDistance = (word: string): number => (word.length >= 6 ? 2 : 1);

interface KnownWord {
  /** As the catalogue spells it. */
  text: string;
  folded: string;
  /** How many entries use it: the commoner word wins a tie. */
  uses: number;
}

export class Speller {
  private readonly vocabulary: SearchVocabulary;
  private readonly words: KnownWord[];
  private readonly folded: Set<string>;
  /** The words of the page's language (folded), the only ones its search knows. */
  private readonly pageWords: string[];
  /** The entries that have English words of their own, with those words folded. */
  private readonly english: { entry: SearchEntry; words: string[] }[];

  constructor(vocabulary: SearchVocabulary) {
    this.vocabulary = vocabulary;
    const uses = new Map<string, KnownWord>();
    this.pageWords = [...new Set(vocabulary.entries.flatMap((entry) => wordsOf(entry.label).map(fold)))];
    this.english = vocabulary.entries.flatMap((entry) => (entry.en ? [{ entry, words: wordsOf(entry.en).map(fold) }] : []));
    for (const entry of vocabulary.entries) {
      for (const text of new Set(entryWords(entry))) {
        const folded = fold(text);
        const known = uses.get(folded);
        if (known) known.uses += 1;
        else uses.set(folded, { text: text.toLowerCase(), folded, uses: 1 });
      }
    }
    this.words = [...uses.values()];
    this.folded = new Set(uses.keys());
  }

  /** The known word nearest a typed one, or null when the typed one is known, a prefix, or too far. */
  nearest(typed: string): string | null {
    const folded = fold(typed);
    if (folded.length < 3 || this.folded.has(folded) || this.words.some((w) => w.folded.startsWith(folded))) return null;
    let best: { word: KnownWord; distance: number } | null = null;
    for (const word of this.words) {
      if (word.folded.length < MIN_CORRECTED_LENGTH) continue;
      const limit = allowedDistance(word.folded);
      const distance = damerauLevenshtein(folded, word.folded, limit);
      if (distance > limit) continue;
      if (!best || distance < best.distance || (distance === best.distance && word.uses > best.word.uses)) best = { word, distance };
    }
    return best?.word.text ?? null;
  }

  /** The query with each mistyped word replaced by its nearest known word (unchanged when none is). */
  correct(query: string): string {
    return wordsOf(query)
      .map((word) => this.nearest(word) ?? word)
      .join(' ');
  }

  /**
   * The query in the page's own words, for the page's search (one per language): a word of
   * another language (English typed on an Arabic, French or German page) becomes the page's words
   * for it. An entry named by that word alone (a tag or category), or the only entry with it, gives
   * them: 'abaya' → 'عباية', 'wedding' → 'Mariage'; else the words that every entry whose English
   * has it shares in the page's language ('chiffon' → 'mousseline'). A word with no such words stays as typed.
   */
  inPageWords(query: string): string {
    const words = wordsOf(query).flatMap((word) => wordsOf(this.inPageWord(word)));
    return [...new Map(words.map((word) => [fold(word), word])).values()].join(' ');
  }

  private inPageWord(typed: string): string {
    const word = fold(typed);
    if (word.length < 3 || this.pageWords.some((w) => w.startsWith(word))) return typed;
    // The word itself, else (a word still being typed) a word it begins.
    const exact = this.english.filter(({ words }) => words.includes(word));
    const using = exact.length > 0 ? exact : this.english.filter(({ words }) => words.some((w) => w.startsWith(word)));
    if (using.length === 0) return typed;
    const named = using.length === 1 ? using[0] : using.find(({ words }) => words.length === 1);
    if (named) return named.entry.label;
    const [first, ...others] = using.map(({ entry }) => wordsOf(entry.label));
    const shared = first!.filter((w) => others.every((words) => words.some((other) => bare(other) === bare(w))));
    return shared.length > 0 ? shared.map(withoutArticle).join(' ') : typed;
  }

  /**
   * What the header suggests as the shopper types: entries in which every typed word (or, when
   * mistyped, its correction) begins one of the words, categories and tags before product names.
   */
  complete(query: string, count = 8): SearchEntry[] {
    const typed = wordsOf(query).map((word) => fold(this.nearest(word) ?? word));
    if (typed.length === 0 || typed.join('').length < 2) return [];
    return this.vocabulary.entries
      .filter((entry) => {
        const words = entryWords(entry).map(fold);
        return typed.every((t) => words.some((w) => w.startsWith(t)));
      })
      .slice(0, count);
  }

  /**
   * The entries (names, categories) nearest the query, for "Did you mean …?": for each typed word,
   * the entries with a word genuinely near it (a typo away: the speller's own distance, one edit in a
   * word of five letters, two in longer ones; a word it begins counts as exact), taken in turn from
   * each typed word so that every word of the query is answered. A word near nothing suggests
   * nothing: "burkini" is never answered with a serving bowl.
   */
  suggestions(query: string, count = 4): SearchEntry[] {
    const typed = wordsOf(query).map(fold).filter((w) => w.length >= 3);
    const folded = this.vocabulary.entries.map((entry) => ({ entry, words: entryWords(entry).map(fold) }));
    const perWord = typed.map((t) => {
      const limit = allowedDistance(t);
      return folded
        .map(({ entry, words }) => ({
          entry,
          distance: Math.min(...words.map((w) => (w.startsWith(t) ? 0 : damerauLevenshtein(t, w, limit)))),
        }))
        .filter((s) => s.distance <= limit)
        .sort((a, b) => a.distance - b.distance || a.entry.label.length - b.entry.label.length)
        .map((s) => s.entry);
    });
    const chosen = new Set<SearchEntry>();
    for (let rank = 0; chosen.size < count && perWord.some((list) => rank < list.length); rank++) {
      for (const list of perWord) {
        const entry = list[rank];
        if (entry && chosen.size < count) chosen.add(entry);
      }
    }
    return [...chosen];
  }
}
