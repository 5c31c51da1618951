// The cart checkout orders: the server's lines (GET /api/cart, with live stock), shown with names,
// pictures and prices from the build's catalogue index. The server's cart is the truth here, not
// this browser's copy: it is what POST /api/checkout turns into the order.
import { useEffect, useState } from 'react';
import { fetchCart } from '../../lib/api/cart.ts';
import type { CartLineWithStock } from '../../lib/api/types.ts';
import type { IndexedProduct } from '../../lib/catalogue/catalogue-index.ts';
import type { Locale } from '../../lib/locale.ts';
import { EMPTY, FAILED, LOADING, type ListState } from '../list/list-state.ts';
import { useCatalogueIndex } from '../use-catalogue-index.ts';

export interface CheckoutLine {
  variantId: number;
  quantity: number;
  /** Live stock when the page loaded. */
  stock: number;
  product: IndexedProduct;
  color: string | null;
  size: string | null;
  thumb: string;
}

type Loaded = { status: 'loading' } | { status: 'error' } | { status: 'loaded'; lines: CartLineWithStock[] };

export interface ServerCart {
  state: ListState<CheckoutLine>;
  /** The server's lines as read (variant id and quantity), for the attempt's cart signature. */
  lines: readonly CartLineWithStock[];
}

export function useServerCart(locale: Locale): ServerCart {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    fetchCart()
      .then((reply) => live && setLoaded({ status: 'loaded', lines: reply.data ?? [] }))
      .catch(() => live && setLoaded({ status: 'error' }));
    return () => {
      live = false;
    };
  }, []);
  const lines = loaded.status === 'loaded' ? loaded.lines : [];
  const index = useCatalogueIndex(locale, lines.length > 0);

  if (loaded.status === 'loading') return { state: LOADING, lines };
  if (loaded.status === 'error') return { state: FAILED, lines };
  if (lines.length === 0) return { state: EMPTY, lines };
  if (index.status === 'loading') return { state: LOADING, lines };
  if (index.status === 'error') return { state: FAILED, lines };
  const items = lines.flatMap((line): CheckoutLine[] => {
    const variant = index.lookup.variants[String(line.variant_id)];
    const product = variant && index.lookup.products.get(variant[0]);
    if (!variant || !product) return [];
    const color = variant[1];
    const thumb = (color && product.colorThumbs[color]) || product.thumb;
    return [{ variantId: line.variant_id, quantity: line.quantity, stock: line.stock, product, color, size: variant[2], thumb }];
  });
  return { state: items.length > 0 ? { status: 'ready', items } : EMPTY, lines };
}
