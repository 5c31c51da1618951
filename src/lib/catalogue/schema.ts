// The one Product schema: the build, the API seed and the image generator all validate
// content/products/*.json with it, so a bad edit fails everywhere the same way. Each refinement
// names its rule (params.rule, schema-rules.ts), which the office words in the staff member's language.
import { z } from 'zod';
import { CATEGORIES, COLORS, MAX_IMAGES, MIN_IMAGES, SAMPLE_IMAGES_PER_PRODUCT, SIZES } from './constants.ts';
import { isPhotoPath, productImagePath, sampleImageOf } from './images.ts';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../locale.ts';
import { toMinor } from '../money.ts';
import { forbiddenCharacter } from '../unseen-characters.ts';
import type { LocalizedName } from './product-name.ts';

const count = z.int().min(0);

const lowercaseWord = z
  .string()
  .min(1)
  .refine((s) => s === s.toLowerCase() && s.trim() === s, { message: 'Expected a lowercase string without outer spaces', params: { rule: 'lowercase_words' } });

/** A text in English, and in each other locale where it has been written (the office flags the missing ones). */
const localized = z.strictObject(
  Object.fromEntries(LOCALES.map((locale) => [locale, locale === DEFAULT_LOCALE ? z.string().trim().min(1) : z.string().trim().min(1).optional()])),
) as unknown as z.ZodType<LocalizedName>;

/** One line a shopper reads: no control character, and no format character that would hide or reorder text around it. */
const shownLine = z
  .string()
  .trim()
  .min(1)
  .refine((s) => forbiddenCharacter(s) === null, { message: 'Expected no control or invisible formatting characters', params: { rule: 'hidden_characters' } });

/** A name in English, and in each other locale where it has been written (English stands in for the rest). */
const localizedName = z.strictObject(
  Object.fromEntries(LOCALES.map((locale) => [locale, locale === DEFAULT_LOCALE ? shownLine : shownLine.optional()])),
) as unknown as z.ZodType<LocalizedName>;

const sizeStock = z.strictObject({
  name: z.enum(SIZES),
  stock: count,
});

const variation = z
  .strictObject({
    color: z.enum(COLORS),
    image: z.string().min(1),
    size: z.array(sizeStock).min(1),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.size.forEach((s, i) => {
      if (seen.has(s.name)) ctx.addIssue({ code: 'custom', path: ['size', i, 'name'], message: `Duplicate size "${s.name}"`, params: { rule: 'duplicate_size', value: s.name } });
      seen.add(s.name);
    });
  });

/** One of the product's own sample images, or a photo the owner uploaded. */
function isImageOf(id: string, path: string): boolean {
  const sample = sampleImageOf(path);
  return sample ? sample.id === id && sample.n <= SAMPLE_IMAGES_PER_PRODUCT : isPhotoPath(path);
}

const imageExpected = (id: string) =>
  `Expected one of this product's sample images ("${productImagePath(id, 1)}" to "${productImagePath(id, SAMPLE_IMAGES_PER_PRODUCT)}") ` +
  'or an uploaded photo ("/images/photos/" and its SHA-256 in 64 hexadecimal digits, then ".webp")';

// Binary floats cannot hold every 2-decimal amount exactly, so compare in fils with a tolerance.
const hasAtMostTwoDecimals = (n: number) => Math.abs(n * 100 - toMinor(n)) < 1e-6;

export const productSchema = z
  .strictObject({
    id: z.string().regex(/^[1-9][0-9]*$/, 'Expected the string of a positive integer'),
    sku: z.string().trim().min(1),
    name: localizedName,
    price: z.number().min(1).refine(hasAtMostTwoDecimals, { message: 'Expected at most 2 decimals', params: { rule: 'two_decimals' } }),
    discount: z.int().min(0).max(50),
    /** A scheduled sale: the discount applies from here until offerEnd (effectiveProduct in sale.ts). */
    offerStart: z.iso.datetime({ offset: true }).optional(),
    offerEnd: z.iso.datetime({ offset: true }).optional(),
    new: z.boolean(),
    rating: z.int().min(1).max(5),
    saleCount: count,
    category: z.array(z.enum(CATEGORIES)).min(1),
    tag: z.array(lowercaseWord),
    stock: count,
    /** false for a hygiene item (an underscarf): it cannot be returned, as its page and the order page say. */
    returnable: z.boolean().optional(),
    variation: z.array(variation).min(1).optional(),
    /** In the order shown; the first is the product's picture on cards and in search. */
    image: z
      .array(z.string())
      .min(MIN_IMAGES, `Expected at least ${MIN_IMAGES} image`)
      .max(MAX_IMAGES, `Expected at most ${MAX_IMAGES} images`),
    /** Each image's alt text, in English and where written in the other locales; the same length as image. */
    imageAlt: z.array(localizedName).optional(),
    affiliateLink: z.url({ protocol: /^https$/, message: 'Expected an https URL' }).optional(),
    shortDescription: localized,
    fullDescription: localized,
  })
  .superRefine((p, ctx) => {
    if (p.offerStart && p.offerEnd && Date.parse(p.offerStart) >= Date.parse(p.offerEnd)) {
      ctx.addIssue({ code: 'custom', path: ['offerEnd'], message: 'Expected the sale to end after it starts', params: { rule: 'sale_ends_before_start' } });
    }
    const images = new Set<string>();
    p.image.forEach((path, i) => {
      if (!isImageOf(p.id, path)) ctx.addIssue({ code: 'custom', path: ['image', i], message: imageExpected(p.id), params: { rule: 'not_own_image' } });
      else if (images.has(path)) ctx.addIssue({ code: 'custom', path: ['image', i], message: `Duplicate image "${path}"`, params: { rule: 'duplicate_image', value: path } });
      images.add(path);
    });
    if (p.imageAlt && p.imageAlt.length !== p.image.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['imageAlt'],
        message: `Expected ${p.image.length} alt texts, one per image (found ${p.imageAlt.length})`,
        params: { rule: 'alt_count', images: p.image.length, alts: p.imageAlt.length },
      });
    }
    const colors = new Set<string>();
    p.variation?.forEach((v, i) => {
      if (colors.has(v.color)) ctx.addIssue({ code: 'custom', path: ['variation', i, 'color'], message: `Duplicate color "${v.color}"`, params: { rule: 'duplicate_colour', value: v.color } });
      colors.add(v.color);
      if (!p.image.includes(v.image)) {
        ctx.addIssue({ code: 'custom', path: ['variation', i, 'image'], message: 'Expected one of the product\'s own images', params: { rule: 'colour_image_not_own' } });
      }
    });
  });

export type Product = z.infer<typeof productSchema>;
