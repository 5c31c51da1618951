// The product's reviews, read live after the page has painted (as stock is): approved reviews from
// buyers of delivered items, newest first, with their summary and fit. Once the product has any,
// its stars and count (the summary's line and the Reviews tab) and the structured data's
// aggregateRating and review come from them; until then the page stays as built. Each review says
// when it was written, and the average is written with the locale's decimal mark ("4,5" in French
// and German). No React, no Intl but the plural rules of a count (the date's and the number's words
// come from the build, number-words.ts): DOM text only, never HTML from the API.
import { API_BASE, request } from '../../lib/api/client-core.ts';
import type { ApiReply, ProductReviews, ReviewView } from '../../lib/api/types.ts';
import { fill, plural, stars, type PluralForms } from '../../lib/text.ts';
import { formatDate, type DateWords } from '../../lib/dates/date-words.ts';
import { writeNumber } from '../../lib/number-words.ts';
import type { Locale } from '../../lib/locale.ts';

interface Words {
  locale: Locale;
  date: DateWords;
  count: PluralForms;
  rating: string;
  ratingOf: string;
  verified: string;
  anonymous: string;
  fit: Record<'small' | 'true' | 'large', string>;
  fitShare: string;
  more: string;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function reviewItem(review: ReviewView, words: Words): HTMLLIElement {
  const item = element('li', 'review');
  const head = element('p', 'review__head');
  const rated = element('span', 'review__stars', stars(review.rating));
  rated.setAttribute('role', 'img');
  rated.setAttribute('aria-label', fill(words.ratingOf, { rating: review.rating }));
  head.append(rated, element('strong', 'review__title', review.title));
  const text = element('p', 'review__text', review.text);
  // Written in any of the shop's languages: each review reads in its own.
  for (const node of [head.lastChild as HTMLElement, text]) {
    node.lang = review.locale;
    node.dir = 'auto';
  }
  const by = element('p', 'review__by');
  const name = element('bdi', '', review.name ?? words.anonymous);
  by.append(name, ' · ', element('span', 'review__verified', words.verified));
  if (review.fit) by.append(' · ', words.fit[review.fit]);
  const written = element('time', 'review__date', formatDate(review.created_at, words.date));
  written.dateTime = review.created_at.slice(0, 10);
  by.append(' · ', written);
  item.append(head, text, by);
  return item;
}

/** The structured data's rating and reviews, from approved reviews only. */
function describe(data: ProductReviews): void {
  for (const script of document.querySelectorAll<HTMLScriptElement>('script[type="application/ld+json"]')) {
    let json: Record<string, unknown>;
    try {
      json = JSON.parse(script.textContent ?? '') as Record<string, unknown>;
    } catch {
      continue;
    }
    if (json['@type'] !== 'Product' && json['@type'] !== 'ProductGroup') continue;
    json.aggregateRating = { '@type': 'AggregateRating', ratingValue: data.average, reviewCount: data.count, bestRating: 5, worstRating: 1 };
    json.review = data.reviews.map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.name ?? 'Verified buyer' },
      reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
      name: review.title,
      reviewBody: review.text,
      inLanguage: review.locale,
      datePublished: review.created_at.slice(0, 10),
    }));
    script.textContent = JSON.stringify(json);
  }
}

async function load(root: HTMLElement, page: number): Promise<ProductReviews | null> {
  const result = await request<ApiReply<ProductReviews>>(`${API_BASE}/reviews?product_id=${root.dataset.reviews}&page=${page}`, { headers: { accept: 'application/json' } });
  return result.ok && result.data?.data ? result.data.data : null;
}

export async function initReviews(): Promise<void> {
  const root = document.querySelector<HTMLElement>('[data-reviews]');
  if (!root) return;
  const words = JSON.parse(root.dataset.words ?? '{}') as Words;
  const data = await load(root, 1);
  if (!data || data.count === 0) return;
  const lang = document.documentElement.lang;
  const count = plural(words.count, lang, data.count);
  const average = writeNumber(data.average ?? 0, words.locale);
  const rating = fill(words.rating, { rating: average });
  for (const summary of document.querySelectorAll<HTMLElement>('[data-rating-summary]')) {
    summary.querySelector('[data-stars]')!.textContent = stars(data.average ?? 0);
    summary.querySelector('[data-rating-text]')!.textContent = rating;
    summary.querySelector('[data-rating-count]')!.textContent = `· ${count}`;
    const score = summary.querySelector('[data-score]');
    if (score) score.textContent = average;
  }
  root.querySelector('[data-reviews-none]')?.remove();
  const total = data.fit.small + data.fit.true + data.fit.large;
  const fit = root.querySelector<HTMLElement>('[data-reviews-fit]');
  if (fit && total > 0) {
    fit.textContent = (['small', 'true', 'large'] as const)
      .filter((key) => data.fit[key] > 0)
      .map((key) => fill(words.fitShare, { fit: words.fit[key], percent: Math.round((data.fit[key] * 100) / total) }))
      .join(' · ');
    fit.hidden = false;
  }
  const list = root.querySelector<HTMLOListElement>('[data-reviews-list]')!;
  list.append(...data.reviews.map((review) => reviewItem(review, words)));
  list.hidden = false;
  describe(data);
  let page = 1;
  const more = root.querySelector<HTMLButtonElement>('[data-reviews-more]')!;
  more.hidden = data.pages <= 1;
  more.addEventListener('click', async () => {
    more.disabled = true;
    const next = await load(root, page + 1);
    more.disabled = false;
    if (!next) return;
    page += 1;
    list.append(...next.reviews.map((review) => reviewItem(review, words)));
    more.hidden = page >= next.pages;
  });
}
