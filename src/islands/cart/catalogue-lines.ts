// What the cart and wishlist islands share: the catalogue index loaded once the shopper's list is
// known to hold something, and variant ids turned into displayable items.
import { useEffect, useState } from 'react';
import { loadCatalogueIndex } from '../../lib/catalogue-client.ts';
import type { IndexedProduct, IndexedVariant } from '../../lib/catalogue/catalogue-index.ts';
import type { Locale } from '../../lib/locale.ts';

export interface CatalogueLookup {
  products: Map<string, IndexedProduct>;
  variants: Record<string, IndexedVariant>;
}

export type IndexState = { status: 'loading' } | { status: 'ready'; lookup: CatalogueLookup } | { status: 'error' };

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

/** Loads the index only when `needed`, so an empty list downloads nothing. */
export function useCatalogueIndex(locale: Locale, needed: boolean): IndexState {
  const [state, setState] = useState<IndexState>({ status: 'loading' });
  const load = needed && state.status === 'loading';
  useEffect(() => {
    if (!load) return;
    let live = true;
    loadCatalogueIndex(locale)
      .then((data) => {
        if (live) setState({ status: 'ready', lookup: { products: new Map(data.products.map((p) => [p.id, p])), variants: data.variants } });
      })
      .catch(() => live && setState({ status: 'error' }));
    return () => {
      live = false;
    };
  }, [load, locale]);
  return state;
}

/** Undefined for a variant the catalogue no longer has: such lines are left out, not shown blank. */
export function resolveVariant(lookup: CatalogueLookup, variantId: number): VariantItem | undefined {
  const variant = lookup.variants[String(variantId)];
  const product = variant && lookup.products.get(variant[0]);
  if (!variant || !product) return undefined;
  const color = variant[1];
  const thumb = (color && product.colorThumbs[color]) || product.thumb;
  return { variantId, product, color, size: variant[2], stock: variant[4], thumb };
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
