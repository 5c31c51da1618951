// The search page's script: reads ?q=, asks the Pagefind index (loaded only here, only when there
// is a query) and lists the matching products with their title, image and excerpt.
import { fill } from '../lib/text.ts';

interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string; image?: string; image_alt?: string };
}

interface Pagefind {
  search(term: string): Promise<{ results: { data(): Promise<PagefindResultData> }[] }>;
}

const MAX_RESULTS = 30;

/** Pagefind's excerpt is text it escaped itself plus <mark> around the hits; keep only those marks. */
function excerptNode(html: string): DocumentFragment {
  const fragment = document.createDocumentFragment();
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const node of template.content.childNodes) {
    if (node.nodeType === Node.TEXT_NODE) fragment.append(node.textContent ?? '');
    else if (node instanceof HTMLElement && node.tagName === 'MARK') {
      const mark = document.createElement('mark');
      mark.textContent = node.textContent;
      fragment.append(mark);
    } else fragment.append(node.textContent ?? '');
  }
  return fragment;
}

function resultItem(data: PagefindResultData): HTMLLIElement {
  const item = document.createElement('li');
  item.className = 'search-result';
  const image = document.createElement('img');
  image.src = data.meta.image ?? '';
  image.alt = '';
  image.width = 96;
  image.height = 96;
  image.loading = 'lazy';
  image.decoding = 'async';
  const body = document.createElement('div');
  const heading = document.createElement('h2');
  const link = document.createElement('a');
  link.href = data.url;
  link.textContent = data.meta.title ?? data.url;
  heading.append(link);
  const excerpt = document.createElement('p');
  excerpt.append(excerptNode(data.excerpt));
  body.append(heading, excerpt);
  if (data.meta.image) item.append(image);
  else item.classList.add('search-result--text');
  item.append(body);
  return item;
}

export async function runSearchPage(): Promise<void> {
  const root = document.querySelector<HTMLElement>('[data-search]');
  const input = root?.querySelector<HTMLInputElement>('[data-search-input]');
  const status = root?.querySelector<HTMLElement>('[data-search-status]');
  const list = root?.querySelector<HTMLElement>('[data-search-results]');
  if (!root || !input || !status || !list) return;
  const strings = JSON.parse(root.dataset.strings ?? '{}') as Record<string, string>;
  const query = (new URLSearchParams(window.location.search).get('q') ?? '').trim().slice(0, 100);
  input.value = query;
  if (!query) return;

  status.textContent = strings['search.searching'] ?? '';
  try {
    // A runtime URL, not a module of the build: Pagefind writes it after Astro has built the site.
    const url = '/pagefind/pagefind.js';
    const pagefind = (await import(/* @vite-ignore */ url)) as Pagefind;
    const search = await pagefind.search(query);
    const data = await Promise.all(search.results.slice(0, MAX_RESULTS).map((result) => result.data()));
    list.replaceChildren(...data.map(resultItem));
    const count = search.results.length;
    const plural = new Intl.PluralRules(document.documentElement.lang || 'en').select(count) === 'one' ? 'one' : 'other';
    status.textContent =
      count === 0
        ? fill(strings['search.noResults'] ?? '', { query })
        : fill(strings[`search.resultCount_${plural}`] ?? '', { count, query });
  } catch {
    status.textContent = strings['search.unavailable'] ?? '';
  }
}
