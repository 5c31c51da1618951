// The cart checkout orders: the server's lines (GET /api/cart, with live stock), drawn with the
// names, pictures and prices this browser keeps of them, checked against their product files. The
// server's cart is the truth here, not this browser's copy: it is what POST /api/checkout turns
// into the order.
import { useEffect, useState } from 'react';
import { fetchCart } from '../../lib/api/cart.ts';
import type { CartLineWithStock } from '../../lib/api/types.ts';
import { localized, productIdOfVariant, shownLineOf, type ProductDisplay } from '../../lib/catalogue/product-display.ts';
import type { Locale } from '../../lib/locale.ts';
import { $cart, rememberCartCopies } from '../../stores/cart.ts';
import { EMPTY, FAILED, LOADING, type ListState } from '../list/list-state.ts';
import { useDrawnList } from '../list/use-drawn-list.ts';
import type { VariantItem } from '../cart/variant-lines.ts';

export interface CheckoutLine extends VariantItem {
  quantity: number;
}

type Loaded = { status: 'loading' } | { status: 'error' } | { status: 'loaded'; lines: CartLineWithStock[] };

export interface ServerCart {
  state: ListState<CheckoutLine>;
  /** The server's lines as read (variant id and quantity), for the attempt's cart signature. */
  lines: readonly CartLineWithStock[];
}

const copyOf = (line: CartLineWithStock) => $cart.get().find((stored) => stored.variant_id === line.variant_id)?.shown;

const SOURCE = {
  keyOf: (line: CartLineWithStock) => line.variant_id,
  productIdOf: (line: CartLineWithStock) => copyOf(line)?.productId ?? productIdOfVariant(line.variant_id),
  copyOf,
  freshOf: (line: CartLineWithStock, file: ProductDisplay) => shownLineOf(file, line.variant_id),
  remember: rememberCartCopies,
};

const NO_LINES: CartLineWithStock[] = [];

export function useServerCart(locale: Locale): ServerCart {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    void fetchCart().then((result) => live && setLoaded(result.ok ? { status: 'loaded', lines: result.data.data ?? [] } : { status: 'error' }));
    return () => {
      live = false;
    };
  }, []);
  const lines = loaded.status === 'loaded' ? loaded.lines : NO_LINES;
  const drawn = useDrawnList(lines, SOURCE);

  if (loaded.status === 'loading') return { state: LOADING, lines };
  if (loaded.status === 'error') return { state: FAILED, lines };
  if (drawn.status !== 'ready') return { state: drawn.status === 'pending' ? LOADING : drawn, lines };
  // What the catalogue no longer sells cannot be ordered: the cart page says so, checkout leaves it out.
  const items = drawn.items.flatMap(({ entry, shown, gone }): CheckoutLine[] =>
    gone ? [] : [{ ...shown, variantId: entry.variant_id, name: localized(shown.name, locale), quantity: entry.quantity, stock: entry.stock, notice: null }],
  );
  return { state: items.length > 0 ? { status: 'ready', items } : EMPTY, lines };
}
