// The catalogue's closed vocabularies, without zod, so browser code can import them cheaply.

export const CATEGORIES = [
  'fashion',
  'men',
  'women',
  'electronics',
  'furniture',
  'plant',
  'organic food',
  'flower',
  'book',
  'cosmetics',
  'accessories',
  'kids',
  'handmade',
  'auto parts',
  'cakes',
  'pet food',
  'medical',
  'black friday',
  'christmas',
] as const;

// Order matters: the position is the code used in variant ids (see variants.ts).
export const COLORS = ['white', 'black', 'brown', 'blue'] as const;
export const SIZES = ['x', 'm', 'xl', 'xxl'] as const;

/** `npm run images` draws this many sample images for each product (/images/products/{id}/{n}.webp). */
export const SAMPLE_IMAGES_PER_PRODUCT = 5;
/** A product shows 1 to 8 images: sample images and uploaded photos, in the owner's order. */
export const MIN_IMAGES = 1;
export const MAX_IMAGES = 8;

export type Category = (typeof CATEGORIES)[number];
export type Color = (typeof COLORS)[number];
export type Size = (typeof SIZES)[number];
