// After an add, the new line's copy (what draws it) is read from its product file and kept with it,
// so the cart, wishlist or compare page draws the line on its first render. Best effort: a line
// without a copy is drawn once its file answers on that page.
import { productIdOfVariant, shownLineOf, shownProductOf } from '../lib/catalogue/product-display.ts';
import { loadProductFile } from '../lib/product-client.ts';
import { rememberCartCopies } from './cart.ts';
import { rememberCompareCopies } from './compare.ts';
import { rememberWishlistCopies } from './wishlist.ts';

async function copyOfVariant(variantId: number) {
  const file = await loadProductFile(productIdOfVariant(variantId)).catch(() => null);
  return file ? shownLineOf(file, variantId) : undefined;
}

export async function copyCartLine(variantId: number): Promise<void> {
  const shown = await copyOfVariant(variantId);
  if (shown) rememberCartCopies(new Map([[variantId, shown]]));
}

export async function copyWishlistEntry(variantId: number): Promise<void> {
  const shown = await copyOfVariant(variantId);
  if (shown) rememberWishlistCopies(new Map([[variantId, shown]]));
}

export async function copyCompareEntry(productId: string): Promise<void> {
  const file = await loadProductFile(productId).catch(() => null);
  if (file) rememberCompareCopies(new Map([[productId, shownProductOf(file)]]));
}
