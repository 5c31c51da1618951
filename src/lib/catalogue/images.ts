// Product image paths, kept free of imports so islands can use them without pulling in zod.

/** The path of image n (1-based) of a product, as stored in the JSON and served from public/. */
export function productImagePath(id: string, n: number): string {
  return `/images/products/${id}/${n}.webp`;
}

/** The 400×400 rendition that sits beside every 800×800 product image, for cards and srcset. */
export function smallImagePath(path: string): string {
  return path.replace(/\.webp$/, '-400.webp');
}

/** A product image's `srcset`: the 400 px rendition and the 800 px original. */
export function imageSrcset(path: string): string {
  return `${smallImagePath(path)} 400w, ${path} 800w`;
}
