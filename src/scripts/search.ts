// The search page's script: reads ?q=, corrects its typos against the locale's vocabulary (and puts
// English into the page's language), asks the Pagefind index (loaded as soon as the page runs, so it
// is ready when the shopper is) and lists the matching products with their own picture, name, price
// and short description. A query that matches nothing suggests the nearest names and categories.
import { DEFAULT_CURRENCY, formatPrice } from '../lib/currency.ts';
import { pageLocale } from '../lib/locale.ts';
import { fold, type SearchEntry } from '../lib/search/fuzzy.ts';
import { loadSpeller } from './search-words.ts';
import { fill, splitAt } from '../lib/text.ts';

interface PagefindResultData {
  url: string;
  meta: { title?: string; image?: string; price?: string; description?: string };
}

interface Pagefind {
  init(): Promise<void>;
  search(term: string): Promise<{ results: { data(): Promise<PagefindResultData> }[] }>;
  /** Loads the index chunks a search for the term will need, without searching. */
  preload(term: string): Promise<void>;
}

const MAX_RESULTS = 30;
/** Results drawn as soon as their texts arrive; the others follow (one round of a browser's six connections). */
const FIRST_DRAWN = 6;
/** The pause in typing after which the index's parts for the words so far are fetched. */
const PRELOAD_PAUSE_MS = 80;

// A runtime URL, not a module of the build: Pagefind writes it after Astro has built the site.
const PAGEFIND_URL = '/pagefind/pagefind.js';

const loadPagefind = (): Promise<Pagefind> =>
  import(/* @vite-ignore */ PAGEFIND_URL).then(async (pagefind: Pagefind) => {
    await pagefind.init();
    return pagefind;
  });

/** A template's sentence with {{query}} as an isolated run, so Latin words read right in Arabic. */
function sentence(template: string, query: string, values: Record<string, string | number> = {}): (string | Node)[] {
  const [before, after] = splitAt(template, 'query');
  const words = document.createElement('bdi');
  words.textContent = query;
  return [fill(before, values), words, fill(after, values)];
}

function priceNode(amount: number): HTMLElement {
  // Isolated: a price's digits and currency code keep their order inside Arabic text.
  const isolate = document.createElement('bdi');
  const price = document.createElement('span');
  price.className = 'price';
  price.dataset.priceAed = String(amount);
  price.textContent = formatPrice(amount, DEFAULT_CURRENCY, pageLocale());
  isolate.append(price);
  return isolate;
}

function resultItem(data: PagefindResultData): HTMLLIElement {
  const item = document.createElement('li');
  item.className = 'search-result';
  const body = document.createElement('div');
  const heading = document.createElement('h2');
  const link = document.createElement('a');
  link.href = data.url;
  link.textContent = data.meta.title ?? data.url;
  heading.append(link);
  body.append(heading);
  const amount = Number(data.meta.price);
  if (data.meta.price && Number.isFinite(amount)) {
    const price = document.createElement('p');
    price.className = 'search-result__price';
    price.append(priceNode(amount));
    body.append(price);
  }
  if (data.meta.description) {
    const description = document.createElement('p');
    description.textContent = data.meta.description;
    body.append(description);
  }
  if (data.meta.image) {
    const image = document.createElement('img');
    image.src = data.meta.image;
    image.alt = '';
    image.width = 96;
    image.height = 96;
    image.decoding = 'async';
    item.append(image);
  } else item.classList.add('search-result--text');
  item.append(body);
  return item;
}

function suggestionList(entries: SearchEntry[]): HTMLUListElement {
  const list = document.createElement('ul');
  list.className = 'search-page__suggestions';
  for (const entry of entries) {
    const item = document.createElement('li');
    const link = document.createElement('a');
    link.href = entry.href;
    link.textContent = entry.label;
    item.append(link);
    list.append(item);
  }
  return list;
}

/** The query in the page's address, as the form sends it. */
function queryInUrl(): string {
  return (new URLSearchParams(window.location.search).get('q') ?? '').trim().slice(0, 100);
}

/**
 * Runs the search page. A query sent from the page's own box is searched in place (the address
 * follows, so Back and a reload give the same results): a new page load would fetch and start
 * Pagefind again, a chain of round trips a phone feels. The first results are drawn as soon as their
 * own texts arrive, the rest after them.
 */
export function runSearchPage(): void {
  const root = document.querySelector<HTMLElement>('[data-search]');
  const form = root?.querySelector<HTMLFormElement>('form');
  const input = root?.querySelector<HTMLInputElement>('[data-search-input]');
  const status = root?.querySelector<HTMLElement>('[data-search-status]');
  const note = root?.querySelector<HTMLElement>('[data-search-note]');
  const list = root?.querySelector<HTMLElement>('[data-search-results]');
  const categories = root?.querySelector<HTMLElement>('[data-search-categories]');
  if (!root || !form || !input || !status || !note || !list) return;
  const strings = JSON.parse(root.dataset.strings ?? '{}') as Record<string, string>;
  // Both start at once, before anything else: the index and the vocabulary are what results wait for.
  const pagefind = loadPagefind();
  const speller = loadSpeller();
  // Only the latest query may draw: an earlier one still arriving is dropped.
  let latest = 0;

  const show = async (query: string): Promise<void> => {
    const run = ++latest;
    const current = () => run === latest;
    input.value = query;
    if (!query) {
      status.textContent = strings['search.prompt'] ?? '';
      note.replaceChildren();
      list.replaceChildren();
      return;
    }
    status.textContent = strings['search.searching'] ?? '';
    try {
      const words = await speller.catch(() => null);
      // Typos corrected, then English typed on another language's page put into its words: the
      // page's index knows only them.
      const corrected = words ? words.inPageWords(words.correct(query)) : query;
      const search = await (await pagefind).search(corrected);
      const results = search.results.slice(0, MAX_RESULTS);
      const first = await Promise.all(results.slice(0, FIRST_DRAWN).map((result) => result.data()));
      if (!current()) return;
      list.replaceChildren(...first.map(resultItem));
      list.dispatchEvent(new Event('prices:render', { bubbles: true }));
      const count = search.results.length;
      const changed = fold(corrected) !== fold(query);
      const shown = changed ? corrected : query;
      note.replaceChildren(...(changed && count > 0 ? sentence(strings['search.correctedTo'] ?? '', corrected) : []));
      if (categories) categories.hidden = count > 0;
      if (count === 0) {
        status.replaceChildren(...sentence(strings['search.noResults'] ?? '', query));
        const nearest = words?.suggestions(query) ?? [];
        if (nearest.length > 0) note.replaceChildren(strings['search.didYouMean'] ?? '', ' ', suggestionList(nearest));
        return;
      }
      const plural = new Intl.PluralRules(document.documentElement.lang || 'en').select(count) === 'one' ? 'one' : 'other';
      status.replaceChildren(...sentence(strings[`search.resultCount_${plural}`] ?? '', shown, { count }));
      const rest = await Promise.all(results.slice(FIRST_DRAWN).map((result) => result.data()));
      if (!current() || rest.length === 0) return;
      list.append(...rest.map(resultItem));
      list.dispatchEvent(new Event('prices:render', { bubbles: true }));
    } catch {
      if (current()) status.textContent = strings['search.unavailable'] ?? '';
    }
  };

  // While the shopper types, the index's parts for the words so far are fetched, so Enter waits
  // only for the results' own texts.
  let typing = 0;
  input.addEventListener('input', () => {
    window.clearTimeout(typing);
    typing = window.setTimeout(async () => {
      const query = input.value.trim().slice(0, 100);
      if (!query) return;
      try {
        const words = await speller.catch(() => null);
        await (await pagefind).preload(words ? words.inPageWords(words.correct(query)) : query);
      } catch {
        // Enter searches anyway, and says so if the index cannot be reached.
      }
    }, PRELOAD_PAUSE_MS);
  });

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const query = input.value.trim().slice(0, 100);
    if (query === queryInUrl() && list.childElementCount > 0) return;
    const url = new URL(window.location.href);
    url.searchParams.set('q', query);
    history.pushState(null, '', url);
    void show(query);
  });
  window.addEventListener('popstate', () => void show(queryInUrl()));
  // The header's settings refresh waits for this, or for the mark's absence when it runs later
  // (src/scripts/settings.ts).
  const drawn = () => {
    delete root.dataset.drawnLater;
    document.dispatchEvent(new Event('content:drawn'));
  };
  const query = queryInUrl();
  if (query) void show(query).finally(drawn);
  else drawn();
}
