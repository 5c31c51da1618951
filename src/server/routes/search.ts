// /api/search: the search page's answer (src/lib/search/engine.ts) and the header's suggestions,
// from the live release's catalogue (src/server/on-request/search.ts), for everyone.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../auth/middleware.ts';
import { serviceUnavailable } from '../http/errors.ts';
import { readQuery, text } from '../http/validate.ts';
import { LOCALES, type Locale } from '../../lib/locale.ts';
import { SORT_KEYS, parseShopQuery, shopQueryString } from '../../lib/shop/query.ts';
import type { LiveSearch } from '../on-request/search.ts';
import { negotiateEncoding } from '../static.ts';

export const SEARCH_UNAVAILABLE_MESSAGE = 'Search is not available at the moment. Please try again in a minute.';

const WORDS_MESSAGE = 'The words must be text of at most 100 characters.';
const words = text(WORDS_MESSAGE).pipe(z.string().max(100, WORDS_MESSAGE));
const choice = (name: string) => {
  const message = `The ${name} must be text of at most 60 characters.`;
  return text(message).pipe(z.string().max(60, message)).optional();
};
const AMOUNT_MESSAGE = 'The price bound must be AED, from 0 to 10,000,000.';
const amount = z
  .string()
  .trim()
  .regex(/^\d{1,8}(\.\d{1,2})?$/, AMOUNT_MESSAGE)
  .transform(Number)
  .pipe(z.number().max(10_000_000, AMOUNT_MESSAGE))
  .optional();
const PAGE_MESSAGE = 'The page must be a whole number from 1 to 10,000.';

const localeField = z.enum(LOCALES as [Locale, ...Locale[]], { error: `The locale must be one of ${LOCALES.join(', ')}.` });

export const searchQuery = z.object({
  locale: localeField,
  q: words.pipe(z.string().min(1, 'Type the words to search for.')),
  category: choice('category'),
  color: choice('colour'),
  size: choice('size'),
  tag: choice('tag'),
  min: amount,
  max: amount,
  sort: z.enum(SORT_KEYS, { error: `The sort must be one of ${SORT_KEYS.join(', ')}.` }).optional(),
  page: z.string().regex(/^\d{1,5}$/, PAGE_MESSAGE).transform(Number).pipe(z.number().int().min(1, PAGE_MESSAGE).max(10_000, PAGE_MESSAGE)).optional(),
});

export const suggestQuery = z.object({ locale: localeField, q: words });

/** A search's answer is some 10 KB of JSON (a page of cards): sent compressed as the client accepts, as a built page is. */
function json(data: string, acceptEncoding: string | undefined): Response {
  const body = Buffer.from(`{"success":true,"data":${data}}`);
  const headers: Record<string, string> = { 'Content-Type': 'application/json; charset=utf-8', Vary: 'Accept-Encoding' };
  const encoding = negotiateEncoding(acceptEncoding);
  if (encoding === 'identity') return new Response(body, { headers });
  headers['Content-Encoding'] = encoding;
  const compressed = encoding === 'br' ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(body);
  return new Response(compressed as Uint8Array<ArrayBuffer>, { headers });
}

export function searchRoutes({ search }: { search?: LiveSearch }) {
  const app = new Hono<AppEnv>();
  const answered = (data: string | null, acceptEncoding: string | undefined) => {
    if (data === null) throw serviceUnavailable('search_unavailable', SEARCH_UNAVAILABLE_MESSAGE);
    return json(data, acceptEncoding);
  };
  app.get('/', async (c) => {
    const { locale } = readQuery(c, searchQuery);
    // The query as the page writes it (its view aside), so one query is one kept answer.
    const query = shopQueryString({ ...parseShopQuery(new URL(c.req.url).searchParams), view: null });
    return answered((await search?.answer(locale, query)) ?? null, c.req.header('accept-encoding'));
  });
  app.get('/suggest', async (c) => {
    const { locale, q } = readQuery(c, suggestQuery);
    return answered((await search?.suggest(locale, q)) ?? null, c.req.header('accept-encoding'));
  });
  return app;
}
