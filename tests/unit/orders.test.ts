import { describe, expect, it } from 'vitest';
import { orderIdFromPath } from '../../src/islands/orders/order-id.ts';
import type { OrderItem } from '../../src/lib/api/types.ts';
import { attributeName, attributeValue, catalogueWords, statusNames, variantWords } from '../../src/islands/orders/words.ts';
import * as icons from '../../src/lib/icons.ts';
import { readAddress } from '../../src/lib/orders/address.ts';
import { dateWords } from '../../src/build/date-words.ts';
import { formatDate } from '../../src/lib/dates/date-words.ts';
import { pageFromSearch, pageLinks, searchForPage } from '../../src/lib/orders/pagination.ts';
import { statusIcon } from '../../src/lib/orders/status-icons.ts';
import { KNOWN_STATUSES, latestStatus, timelineState, UNKNOWN_STATUS } from '../../src/lib/orders/status.ts';

const status = (name: string) => ({ id: 1, status: name, description: '', created_at: '2026-11-23T09:14:00.000Z' });

describe('the order status badge (spec section 2)', () => {
  it('shows the latest status, which is the first', () => {
    expect(latestStatus([status('SHIPPED'), status('PLACED'), status('CREATED')])).toBe('SHIPPED');
    expect(latestStatus([status('CREATED')])).toBe('CREATED');
  });

  it('shows UNKNOWN when the item has no status', () => {
    expect(latestStatus([])).toBe(UNKNOWN_STATUS);
    expect(UNKNOWN_STATUS).toBe('UNKNOWN');
  });
});

describe('the timeline entry state (spec section 4, with the departure in docs/DESIGN.md)', () => {
  const states = (count: number) => Array.from({ length: count }, (_, index) => timelineState(index));

  it('marks the newest current and every older one completed, the oldest (CREATED) included', () => {
    expect(states(3)).toEqual(['current', 'completed', 'completed']);
    expect(states(5)).toEqual(['current', 'completed', 'completed', 'completed', 'completed']);
  });

  it('with two entries, the first is current and the second completed', () => {
    expect(states(2)).toEqual(['current', 'completed']);
  });

  it('a single entry is current', () => {
    expect(states(1)).toEqual(['current']);
  });
});

describe('the pagination rule (spec section 2)', () => {
  it('is not shown for a single page', () => {
    expect(pageLinks({ current_page: 1, last_page: 1 })).toBeNull();
    expect(pageLinks({ current_page: 1, last_page: 0 })).toBeNull();
  });

  it('is shown from two pages, Previous disabled on the first and Next on the last', () => {
    expect(pageLinks({ current_page: 1, last_page: 2 })).toEqual({ current: 1, previous: null, next: 2, pages: [1, 2] });
    expect(pageLinks({ current_page: 2, last_page: 2 })).toEqual({ current: 2, previous: 1, next: null, pages: [1, 2] });
    expect(pageLinks({ current_page: 2, last_page: 3 })).toEqual({ current: 2, previous: 1, next: 3, pages: [1, 2, 3] });
  });

  it('shows the first, the last and the neighbours of the current page, with gaps between', () => {
    expect(pageLinks({ current_page: 6, last_page: 12 })?.pages).toEqual([1, null, 5, 6, 7, null, 12]);
    expect(pageLinks({ current_page: 1, last_page: 12 })?.pages).toEqual([1, 2, null, 12]);
    expect(pageLinks({ current_page: 12, last_page: 12 })?.pages).toEqual([1, null, 11, 12]);
    // A gap of one page shows that page rather than '…'.
    expect(pageLinks({ current_page: 4, last_page: 5 })?.pages).toEqual([1, 2, 3, 4, 5]);
  });

  it('reads the page from ?page=, the first page for anything else', () => {
    expect(pageFromSearch('?page=2')).toBe(2);
    expect(pageFromSearch('?x=1&page=17')).toBe(17);
    for (const search of ['', '?page=', '?page=0', '?page=-2', '?page=1.5', '?page=abc', '?page=1234567']) {
      expect(pageFromSearch(search), search).toBe(1);
    }
  });

  it('writes the first page as the bare address and keeps other parameters', () => {
    expect(searchForPage('', 2)).toBe('?page=2');
    expect(searchForPage('?page=2', 1)).toBe('');
    expect(searchForPage('?utm=a&page=3', 4)).toBe('?utm=a&page=4');
  });
});

describe('the order address (spec section 3)', () => {
  const address = {
    name: 'Mariam Al Nuaimi',
    street_address: 'Villa 12, Street 5, Al Barsha 2',
    city: 'Dubai',
    state: 'Dubai',
    postal_code: '00000',
    country: 'AE',
    phone_number: '+971501234567',
  };

  it('reads the JSON text', () => {
    expect(readAddress(JSON.stringify(address))).toEqual(address);
  });

  it('leaves a missing field empty', () => {
    const { state: _state, ...rest } = address;
    expect(readAddress(JSON.stringify(rest))).toEqual({ ...address, state: '' });
  });

  it('cannot read text that is not an address object', () => {
    for (const text of ['', 'not json', '{"name":', '[]', '"Dubai"', '42', 'null', '{}', '{"colour":"red"}', null, undefined]) {
      expect(readAddress(text), String(text)).toBeNull();
    }
  });
});

describe('the status icons (spec section 4)', () => {
  it('gives each of the nine known statuses its own icon', () => {
    expect(KNOWN_STATUSES).toHaveLength(9);
    const drawings = KNOWN_STATUSES.map(statusIcon);
    expect(new Set(drawings).size).toBe(9);
    expect(drawings).not.toContain(icons.info);
    expect(statusIcon('SHIPPED')).toBe(icons.truck);
  });

  it('shows the generic info icon for any other status', () => {
    for (const other of ['ON_HOLD', 'shipped', '', 'UNKNOWN', 'toString', '__proto__']) expect(statusIcon(other), other).toBe(icons.info);
  });
});

describe('order dates', () => {
  it('are written in the page language with the hour and minute', () => {
    const iso = '2026-11-23T09:14:00.000Z';
    const expected = (tag: string) => new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));
    const orderDate = (locale: 'en' | 'fr' | 'de' | 'ar') => formatDate(iso, dateWords(locale, 'longWithTime'));
    expect(orderDate('en')).toBe(expected('en'));
    expect(orderDate('fr')).toBe(expected('fr'));
    expect(orderDate('fr')).toMatch(/novembre 2026 à \d{2}:14/);
    expect(orderDate('de')).toMatch(/November 2026 um \d{2}:14/);
    expect(orderDate('ar')).toMatch(/نوفمبر 2026/);
    expect(orderDate('en')).toMatch(/November 23, 2026 at \d{1,2}:14 [AP]M/);
    expect(formatDate('not a date', dateWords('en', 'longWithTime'))).toBe('');
  });
});

describe('the order detail address', () => {
  it('takes the order id from /order-detail/{id}, in any locale', () => {
    expect(orderIdFromPath('/order-detail/42')).toBe(42);
    expect(orderIdFromPath('/fr/order-detail/42/')).toBe(42);
    expect(orderIdFromPath('/order-detail/2147483647')).toBe(2147483647);
  });

  it('finds no id in anything else', () => {
    for (const path of ['/order-detail/', '/order-detail/0', '/order-detail/abc', '/order-detail/4x', '/order-detail/2147483648', '/order-detail/1/2', '/my-orders']) {
      expect(orderIdFromPath(path), path).toBeNull();
    }
  });
});

describe('catalogue and status words on order pages', () => {
  const fr: Record<string, string> = {
    'common.color': 'Couleur', 'common.size': 'Taille', 'common.listComma': ',', 'notice.variant.standard': 'Standard',
    'color.white': 'Blanc', 'color.black': 'Noir', 'color.brown': 'Marron', 'color.blue': 'Bleu',
  };
  const words = catalogueWords((key) => fr[key]!);
  const white = { attribute: { name: 'Color', code: 'color' as const }, value: 'White', value_code: 'white' };
  const xl = { attribute: { name: 'Size', code: 'size' as const }, value: 'XL', value_code: 'xl' };
  const item = (attributes: OrderItem['item']['attributes'], variant_name = 'White, XL'): OrderItem['item'] => ({
    name: 'Lisbon Chiffon Shayla',
    names: null,
    variant_name,
    variant_id: 1,
    images: [],
    attributes,
    product: { id: 1, name: 'Lisbon Chiffon Shayla', cover: '' },
  });

  it("word the variant by its attributes' codes, never by the server's English", () => {
    expect(variantWords(item([white, xl]), words)).toBe('Blanc, XL');
    // The English the server sends may change: the words do not.
    expect(variantWords(item([{ ...white, value: 'Snow' }, xl], 'Snow, XL'), words)).toBe('Blanc, XL');
    expect(attributeName(white, words)).toBe('Couleur');
    expect(attributeValue(white, words)).toBe('Blanc');
    expect(variantWords(item([], 'Standard'), words)).toBe('Standard');
  });

  it('show an attribute the catalogue does not know as stored', () => {
    const odd = { attribute: { name: 'Fabric', code: null }, value: 'Silk', value_code: null };
    expect(variantWords(item([odd], 'Silk'), words)).toBe('Silk');
    expect(attributeName(odd, words)).toBe('Fabric');
    expect(attributeValue(odd, words)).toBe('Silk');
  });

  it('name every known order and payment status', () => {
    const names = statusNames((key) => `name of ${key}`);
    for (const status of [...KNOWN_STATUSES, 'PAID', 'UNPAID']) expect(names[status]).toBe(`name of status.${status}`);
    expect(names.ON_HOLD).toBeUndefined();
  });
});
