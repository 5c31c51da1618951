// What the cart and wishlist islands share: the variant ids a stored list names, turned into
// displayable items once the catalogue index has loaded.
import { useLayoutEffect } from 'react';
import type { CatalogueLookup } from '../use-catalogue-index.ts';
import { useCatalogueList } from '../list/use-catalogue-list.ts';
import type { ListState } from '../list/list-state.ts';
import type { IndexedProduct } from '../../lib/catalogue/catalogue-index.ts';
import type { Locale } from '../../lib/locale.ts';
import { setShellStateHidden } from './shell-state.ts';

/** One sellable variant as the shopper sees it. */
export interface VariantItem {
  variantId: number;
  product: IndexedProduct;
  color: string | null;
  size: string | null;
  /** Stock when the site was built; the API re-checks at checkout. */
  stock: number;
  /** The 400 px picture of the chosen colour, else the product's first. */
  thumb: string;
}

/** Undefined for a variant the catalogue no longer has: such lines are left out, not shown blank. */
function resolveVariant(lookup: CatalogueLookup, variantId: number): VariantItem | undefined {
  const variant = lookup.variants[String(variantId)];
  const product = variant && lookup.products.get(variant[0]);
  if (!variant || !product) return undefined;
  const color = variant[1];
  const thumb = (color && product.colorThumbs[color]) || product.thumb;
  return { variantId, product, color, size: variant[2], stock: variant[4], thumb };
}

/**
 * The variants a stored list (cart lines, wishlist entries) names, resolved against the catalogue
 * index, in the list's order. It also settles the shell's static empty state ("Your cart is
 * empty"), which stays only when the list is known to be empty.
 */
export function useStoredVariants(locale: Locale, variantIds: readonly number[]): ListState<VariantItem> {
  const list = useCatalogueList(locale, variantIds, resolveVariant);
  // Not while pending: the build's empty snapshot would briefly bring the empty state back. Before
  // the browser paints this render, so the shell's loading line and the island's never show together.
  useLayoutEffect(() => {
    if (list.status !== 'pending') setShellStateHidden(list.status !== 'empty');
  }, [list.status]);
  return list;
}

/** `/product/{id}?color=…&size=…`, from a localized template holding `{id}`. */
export function variantHref(template: string, item: VariantItem): string {
  const query = new URLSearchParams();
  if (item.color) query.set('color', item.color);
  if (item.size) query.set('size', item.size);
  const path = template.replace('{id}', item.product.id);
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** "Brown, XL": the variant's colour name and size code, for labels that must tell lines apart. */
export function variantText(item: VariantItem, colorNames: Record<string, string>): string {
  return [item.color && (colorNames[item.color] ?? item.color), item.size?.toUpperCase()].filter(Boolean).join(', ');
}

/** "Noor Chiffon Shayla (Brown, XL)". */
export function itemLabel(item: VariantItem, colorNames: Record<string, string>): string {
  const variant = variantText(item, colorNames);
  return variant ? `${item.product.name} (${variant})` : item.product.name;
}
