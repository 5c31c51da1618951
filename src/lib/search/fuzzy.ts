// Typo forgiveness for the product search, in the browser. Pagefind matches word prefixes only, so a
// query is first rewritten word by word to the nearest word the catalogue uses (names, categories,
// tags in the page's language, from the build's small vocabulary file), by Damerau-Levenshtein
// distance: one or two wrong, missing, extra or swapped letters. Pure, so it is unit-tested.

/** What the build writes per locale (src/pages/search-words/[locale].json.ts). */
export interface SearchEntry {
  label: string;
  href: string;
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

/** The words of a text, as typed (for the rewritten query) and folded (for comparing). */
export function wordsOf(text: string): string[] {
  return text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

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

  constructor(vocabulary: SearchVocabulary) {
    this.vocabulary = vocabulary;
    const uses = new Map<string, KnownWord>();
    for (const entry of vocabulary.entries) {
      for (const text of new Set(wordsOf(entry.label))) {
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
   * What the header suggests as the shopper types: entries in which every typed word (or, when
   * mistyped, its correction) begins one of the words, categories and tags before product names.
   */
  complete(query: string, count = 8): SearchEntry[] {
    const typed = wordsOf(query).map((word) => fold(this.nearest(word) ?? word));
    if (typed.length === 0 || typed.join('').length < 2) return [];
    return this.vocabulary.entries
      .filter((entry) => {
        const words = wordsOf(entry.label).map(fold);
        return typed.every((t) => words.some((w) => w.startsWith(t)));
      })
      .slice(0, count);
  }

  /**
   * The entries (names, categories) nearest the query, for "Did you mean …?": for each typed word,
   * the entries with a word nearest it (a word it begins counts as exact), taken in turn from each
   * typed word so that every word of the query is answered.
   */
  suggestions(query: string, count = 4): SearchEntry[] {
    const typed = wordsOf(query).map(fold).filter((w) => w.length >= 3);
    const folded = this.vocabulary.entries.map((entry) => ({ entry, words: wordsOf(entry.label).map(fold) }));
    const perWord = typed.map((t) => {
      const limit = Math.ceil(t.length / 2);
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
