// What the cart and wishlist islands share: the variants a stored list (cart lines, wishlist
// entries) names, drawn from each entry's copy and reconciled with the product files.
import { useLayoutEffect } from 'react';
import { localized, noticeOf, productIdOfVariant, shownLineOf, type LineNotice, type ProductDisplay, type ShownLine } from '../../lib/catalogue/product-display.ts';
import type { Locale } from '../../lib/locale.ts';
import type { ListState } from '../list/list-state.ts';
import { useDrawnList } from '../list/use-drawn-list.ts';
import { setShellStateHidden } from './shell-state.ts';

/** Lines a phone's first screen shows: their pictures load at once, the others as they near the screen. */
export const EAGER_LINES = 4;

/** One sellable variant as the shopper sees it. */
export interface VariantItem extends Omit<ShownLine, 'name'> {
  variantId: number;
  /** The product's name in the page's locale. */
  name: string;
  /** What changed since the shopper last saw it, once the product file has answered. */
  notice: LineNotice;
}

export interface StoredVariant {
  variantId: number;
  shown?: ShownLine;
}

const SOURCE = {
  keyOf: (entry: StoredVariant) => entry.variantId,
  productIdOf: (entry: StoredVariant) => entry.shown?.productId ?? productIdOfVariant(entry.variantId),
  copyOf: (entry: StoredVariant) => entry.shown,
  freshOf: (entry: StoredVariant, file: ProductDisplay) => shownLineOf(file, entry.variantId),
};

/**
 * The variants a stored list names, in the list's order. `liveStock` is the server's word on stock
 * (the cart's GET /cart), which outranks the build's. It also settles the shell's static empty state
 * ("Your cart is empty"), which stays only when the list is known to be empty.
 */
export function useStoredVariants(
  locale: Locale,
  entries: readonly StoredVariant[],
  remember: (copies: ReadonlyMap<number, ShownLine>) => void,
  liveStock: ReadonlyMap<number, number> = new Map(),
): ListState<VariantItem> {
  const list = useDrawnList(entries, { ...SOURCE, remember });
  // Not while pending: the build's empty snapshot would briefly bring the empty state back. Before
  // the browser paints this render, so the shell's loading line and the island's never show together.
  useLayoutEffect(() => {
    if (list.status !== 'pending') setShellStateHidden(list.status !== 'empty');
  }, [list.status]);
  if (list.status !== 'ready') return list;
  const items = list.items.map(({ entry, shown, before, checked, gone }): VariantItem => {
    const stock = liveStock.get(entry.variantId) ?? shown.stock;
    const known = checked || liveStock.has(entry.variantId);
    const notice = gone ? { kind: 'gone' as const } : known ? noticeOf(checked ? before : undefined, { salePrice: shown.salePrice, stock }) : null;
    return { ...shown, variantId: entry.variantId, name: localized(shown.name, locale), stock: gone ? 0 : stock, notice };
  });
  return { status: 'ready', items };
}

/** `/product/{id}?color=…&size=…`, from a localized template holding `{id}`. */
export function variantHref(template: string, item: VariantItem): string {
  const query = new URLSearchParams();
  if (item.color) query.set('color', item.color);
  if (item.size) query.set('size', item.size);
  const path = template.replace('{id}', item.productId);
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** "Brown, XL": the variant's colour name and size code, for labels that must tell lines apart. */
function variantText(item: Pick<VariantItem, 'color' | 'size'>, colorNames: Record<string, string>): string {
  return [item.color && (colorNames[item.color] ?? item.color), item.size?.toUpperCase()].filter(Boolean).join(', ');
}

/** "Noor Chiffon Shayla (Brown, XL)". */
export function itemLabel(item: VariantItem, colorNames: Record<string, string>): string {
  const variant = variantText(item, colorNames);
  return variant ? `${item.name} (${variant})` : item.name;
}
