// Product image paths, kept free of imports so islands can use them without pulling in zod.

/** The path of image n (1-based) of a product, as stored in the JSON and served from public/. */
export function productImagePath(id: string, n: number): string {
  return `/images/products/${id}/${n}.webp`;
}

/** The 400×400 rendition that sits beside every 800×800 product image, for cards and srcset. */
export function smallImagePath(path: string): string {
  return path.replace(/\.webp$/, '-400.webp');
}
