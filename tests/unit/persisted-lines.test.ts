import { beforeEach, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../src/lib/catalogue/load.ts';
import { buildCatalogueIndex } from '../../src/lib/catalogue/catalogue-index.ts';
import { LOCALES } from '../../src/lib/locale.ts';
import { buildProductDisplays } from '../../src/lib/catalogue/product-files.ts';
import { noticeOf, shownLineOf, shownProductOf, type ShownLine } from '../../src/lib/catalogue/product-display.ts';
import { variantsOf } from '../../src/lib/catalogue/variants.ts';
import { smallImagePath } from '../../src/lib/catalogue/images.ts';
import { $cart, putLine, readCartLine, rememberCartCopies, replaceLines } from '../../src/stores/cart.ts';
import { readCompareEntry } from '../../src/stores/compare.ts';
import { readList } from '../../src/stores/persisted.ts';
import { readWishlistEntry, rememberWishlistCopies, replaceEntries, $wishlist } from '../../src/stores/wishlist.ts';

// What the shopper's lists keep in localStorage to draw a line before any request, read back as
// a boundary: lines of older releases (ids only) still read, a broken copy is dropped, not the line.
const products = loadCatalogue();
const displays = buildProductDisplays(products);
const withColours = products.find((product) => (product.variation?.length ?? 0) > 1)!;
const display = displays.find((entry) => entry.id === withColours.id)!;
const variant = variantsOf(withColours).at(-1)!;
const copy: ShownLine = shownLineOf(display, variant.id)!;

describe('the per-product display files', () => {
  it('hold every locale’s name and description, the prices and each variant with its colour picture', () => {
    expect(displays).toHaveLength(products.length);
    for (const locale of LOCALES) {
      const indexed = buildCatalogueIndex(products, locale).products.find((entry) => entry.id === withColours.id)!;
      expect([display.name[locale], display.description[locale]]).toEqual([indexed.name, indexed.shortDescription]);
    }
    expect(Object.keys(display.variants).map(Number)).toEqual(variantsOf(withColours).map((v) => v.id));
    expect(copy).toMatchObject({ productId: withColours.id, price: withColours.price, color: variant.color, size: variant.size, stock: variant.stock });
    expect(copy.thumb).toBe(smallImagePath(display.colorImages[variant.color!]!));
  });

  it('a variant the product no longer sells has no copy', () => {
    expect(shownLineOf(display, Number(withColours.id) * 100)).toBeUndefined();
  });

  it('a compare copy keeps the table’s fields, not every variant', () => {
    const shown = shownProductOf(display);
    expect(shown).not.toHaveProperty('variants');
    expect(shown).not.toHaveProperty('colorImages');
    expect(readCompareEntry({ id: display.id, shown })).toEqual({ id: display.id, shown });
  });
});

describe('reading stored cart lines', () => {
  it('reads a line of an older release (ids only) as it is', () => {
    expect(readCartLine({ variant_id: 101, quantity: 2 })).toEqual({ variant_id: 101, quantity: 2 });
    expect(readCartLine({ id: 1, cart_id: 9, variant_id: 101, quantity: 2 })).toEqual({ id: 1, cart_id: 9, variant_id: 101, quantity: 2 });
  });

  it('keeps a whole copy and drops a broken one, keeping the line', () => {
    expect(readCartLine({ variant_id: variant.id, quantity: 1, shown: copy })).toEqual({ variant_id: variant.id, quantity: 1, shown: copy });
    for (const broken of [{ ...copy, price: -1 }, { ...copy, name: { fr: 'x' } }, { ...copy, name: { en: 'x', ar: 3 } }, { ...copy, stock: 1.5 }, { ...copy, color: 4 }, 'x', null]) {
      expect(readCartLine({ variant_id: variant.id, quantity: 1, shown: broken })).toEqual({ variant_id: variant.id, quantity: 1 });
    }
  });

  it('drops what is not a line, keeps the rest, and reads a foreign value as an empty list', () => {
    const stored = [{ variant_id: 101, quantity: 1 }, { variant_id: '102', quantity: 1 }, { variant_id: 103 }, null, { variant_id: 104, quantity: 3 }];
    expect(readList(stored, readCartLine).map((line) => line.variant_id)).toEqual([101, 104]);
    expect(readList({ variant_id: 101 }, readCartLine)).toEqual([]);
  });
});

describe('reading stored wishlist and compare entries', () => {
  it('reads entries of an older release and entries with a copy', () => {
    expect(readWishlistEntry({ id: 101 })).toEqual({ id: 101 });
    expect(readWishlistEntry({ id: variant.id, shown: copy })).toEqual({ id: variant.id, shown: copy });
    expect(readWishlistEntry({ id: '101' })).toBeUndefined();
    expect(readCompareEntry({ id: '3' })).toEqual({ id: '3' });
    expect(readCompareEntry({ id: '3', shown: { ...shownProductOf(display), colors: [1] } })).toEqual({ id: '3' });
    expect(readCompareEntry({ id: 3 })).toBeUndefined();
  });
});

describe('the copies follow the server without losing what draws a line', () => {
  beforeEach(() => {
    $cart.set([{ variant_id: variant.id, quantity: 1, shown: copy }]);
    $wishlist.set([{ id: variant.id, shown: copy }]);
  });

  it('a reply’s line and a reloaded cart keep the line’s copy', () => {
    putLine({ id: 5, cart_id: 9, variant_id: variant.id, quantity: 2 });
    expect($cart.get()).toEqual([{ id: 5, cart_id: 9, variant_id: variant.id, quantity: 2, shown: copy }]);
    replaceLines([{ id: 5, cart_id: 9, variant_id: variant.id, quantity: 3 }, { id: 6, cart_id: 9, variant_id: 101, quantity: 1 }]);
    expect($cart.get()).toEqual([
      { id: 5, cart_id: 9, variant_id: variant.id, quantity: 3, shown: copy },
      { id: 6, cart_id: 9, variant_id: 101, quantity: 1 },
    ]);
    replaceEntries([variant.id, 101]);
    expect($wishlist.get()).toEqual([{ id: variant.id, shown: copy }, { id: 101 }]);
  });

  it('fresh copies replace the kept ones; a list left as it was is not written again', () => {
    const fresh = { ...copy, salePrice: copy.salePrice + 1 };
    rememberCartCopies(new Map([[variant.id, fresh]]));
    rememberWishlistCopies(new Map([[variant.id, fresh]]));
    expect($cart.get()[0]!.shown).toEqual(fresh);
    expect($wishlist.get()[0]!.shown).toEqual(fresh);
    const before = $cart.get();
    rememberCartCopies(new Map([[variant.id, fresh]]));
    expect($cart.get()).toBe(before);
  });
});

describe('what changed since the copy', () => {
  it('names a removed product, stock gone, a moved price, or nothing', () => {
    expect(noticeOf(copy, undefined)).toEqual({ kind: 'gone' });
    expect(noticeOf(copy, { ...copy, stock: 0 })).toEqual({ kind: 'soldOut' });
    expect(noticeOf(copy, { ...copy, salePrice: copy.salePrice + 5 })).toEqual({ kind: 'price', was: copy.salePrice });
    expect(noticeOf(copy, { ...copy, stock: 1 })).toBeNull();
    expect(noticeOf(undefined, { ...copy, stock: 1 })).toBeNull();
  });
});
