// What Pagefind reads of a page (https://pagefind.app/docs/indexing/): the element marked
// `data-pagefind-body`, less what is marked `data-pagefind-ignore`. A publish compares it before
// and after for each product page it draws again: the search index is built anew only when a page's
// indexed words changed (a price, stock or a related product is ignored by Pagefind), or a product
// came or went.
import { elements, parsePage, remove, serialise } from './built-pages.ts';

export function pagefindText(html: string): string {
  const document = parsePage(html);
  const body = elements(document, (element) => 'data-pagefind-body' in element.attributes)[0];
  if (!body) return '';
  for (const ignored of elements(body, (element) => 'data-pagefind-ignore' in element.attributes)) remove(ignored);
  return serialise(body);
}
