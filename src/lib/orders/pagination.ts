// The My Orders pagination (spec section 2): shown only when there is more than one page;
// Previous is disabled on the first page, Next on the last; numbered pages around the current one.
import type { Pagination } from '../api/types.ts';
import { pageWindow } from '../shop/filter.ts';

export interface PageLinks {
  current: number;
  /** The page Previous goes to, or null when it is disabled. */
  previous: number | null;
  /** The page Next goes to, or null when it is disabled. */
  next: number | null;
  /** Page numbers to show in order; null marks a gap ('…') between them. */
  pages: (number | null)[];
}

/** The pagination bar for a reply, or null when it is not shown (a single page). */
export function pageLinks({ current_page, last_page }: Pick<Pagination, 'current_page' | 'last_page'>): PageLinks | null {
  if (last_page <= 1) return null;
  const current = Math.min(Math.max(1, current_page), last_page);
  return {
    current,
    previous: current > 1 ? current - 1 : null,
    next: current < last_page ? current + 1 : null,
    pages: pageWindow(current, last_page),
  };
}

/** The page a `?page=` query asks for: a whole number from 1, else the first page. */
export function pageFromSearch(search: string): number {
  const raw = new URLSearchParams(search).get('page') ?? '';
  if (!/^\d{1,6}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}

/** The query string for a page: the first page is the bare address, so it has one URL. */
export function searchForPage(search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete('page');
  else params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}
