// A product as the office edits it: the catalogue's document (src/lib/catalogue/schema.ts) and the
// products API's rows around it, with the pure rules the form follows. No React here, so that
// these rules are tested on their own (tests/unit/office-product-document.test.ts).
import type { Product } from '../../../src/lib/catalogue/schema.ts';
import { LOCALES, type Locale } from '../../../src/lib/locale.ts';

export { LOCALES };
export type { Locale };

/** The texts a product has in each language (a name needs English; the rest are flagged when missing). */
export type Texts = Partial<Record<Locale, string>>;
export type ProductDocument = Omit<Product, 'name' | 'shortDescription' | 'fullDescription' | 'id' | 'imageAlt'> & {
  id?: string;
  name: Texts;
  shortDescription: Texts;
  fullDescription: Texts;
  offerStart?: string;
  imageAlt?: Texts[];
};

export const PUBLISH_STATUSES = ['published', 'queued', 'running', 'failed'] as const;
export type PublishStatus = (typeof PUBLISH_STATUSES)[number];

/** A line of the products list (GET /api/office/products). */
export type ProductRow = {
  id: number;
  sku: string;
  name: string;
  names: Texts;
  price: number;
  discount: number;
  hidden: boolean;
  stock: number;
  cover: string | null;
  version: number;
  published: boolean;
  missing: string[];
  updated_at: string;
  /**
   * Where the saved version stands: published, queued (waiting for a publish), running, or failed
   * with the build's reason; at is when its last publish queued, started or ended. Null for a
   * product on the site as the seed made it, which no publish has carried.
   */
  publish: { status: PublishStatus; error: string | null; at: string | null } | null;
};

/** One product (GET /api/office/products/{id}): its row and its document. */
export type ProductDetail = ProductRow & { document: ProductDocument };

/** The texts the form edits in each language. */
export const TEXT_FIELDS = ['name', 'shortDescription', 'fullDescription'] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

/** A new product: nothing written, nothing guessed (no language is filled in from another). */
export function emptyDocument(): ProductDocument {
  return {
    sku: '',
    name: {},
    price: 0,
    discount: 0,
    new: true,
    rating: 5,
    saleCount: 0,
    category: [],
    tag: [],
    stock: 0,
    image: [],
    imageAlt: [],
    shortDescription: {},
    fullDescription: {},
  };
}

const written = (text: string | null | undefined) => typeof text === 'string' && text.trim() !== '';

/**
 * Every translation not written, as the API names them ("name.ar", "shortDescription.fr",
 * "imageAlt[0].de"), English included. Photos' alt texts count once the product gives any (then
 * one per photo); without any, each page describes a photo by the product's name and its number,
 * as the API counts them (src/server/catalogue/documents.ts).
 */
export function missingTranslations(document: Pick<ProductDocument, TextField | 'image' | 'imageAlt'>): string[] {
  const missing: string[] = [];
  for (const field of TEXT_FIELDS) for (const locale of LOCALES) if (!written(document[field]?.[locale])) missing.push(`${field}.${locale}`);
  const givesAlts = (document.imageAlt ?? []).some((alt) => LOCALES.some((locale) => written(alt?.[locale])));
  if (givesAlts) {
    (document.image ?? []).forEach((_, index) => {
      for (const locale of LOCALES) if (!written(document.imageAlt?.[index]?.[locale])) missing.push(`imageAlt[${index}].${locale}`);
    });
  }
  return missing;
}

/** The texts that were written, trimmed; an empty box is a missing translation, never an empty one. */
function writtenTexts(texts: Texts | null | undefined): Texts {
  return Object.fromEntries(LOCALES.flatMap((locale) => (written(texts?.[locale]) ? [[locale, texts![locale]!.trim()]] : [])));
}

/**
 * The document the form sends: texts as written (missing ones left out, for the server to flag or
 * refuse), alt texts per photo once any is written, no empty variation list, no empty optional field.
 */
export function documentToSave(document: ProductDocument): ProductDocument {
  const { variation, offerStart, offerEnd, affiliateLink, returnable, imageAlt: alts, ...rest } = document;
  const image = document.image ?? [];
  const saved: ProductDocument = {
    ...rest,
    name: writtenTexts(document.name),
    shortDescription: writtenTexts(document.shortDescription),
    fullDescription: writtenTexts(document.fullDescription),
    image,
    tag: (document.tag ?? []).map((tag) => tag.trim()).filter(Boolean),
  };
  // Alt texts once any is written, then one per photo (the schema's rule), each as written.
  const imageAlt = image.map((_, index) => writtenTexts(alts?.[index]));
  if (imageAlt.some((texts) => Object.keys(texts).length)) saved.imageAlt = imageAlt;
  if (variation?.length) saved.variation = variation;
  if (offerStart) saved.offerStart = offerStart;
  if (offerEnd) saved.offerEnd = offerEnd;
  if (affiliateLink?.trim()) saved.affiliateLink = affiliateLink.trim();
  // Returnable is the default: only the exception is written, as in content/products.
  if (returnable === false) saved.returnable = false;
  return saved;
}

/** The form's name of a field the server names in the document: "variation[0].size[1].stock" → "document.variation.0.size.1.stock". */
export const formPath = (path: string) => `document.${path.replace(/\[(\d+)\]/g, '.$1')}`;

/** A server's problems keyed by the form's fields, in the shape react-admin puts beside each field. */
export function formErrors(problems: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(problems).map(([path, message]) => [formPath(path), message]));
}

/** A photo moved by `by` places (−1 earlier, +1 later), its alt texts with it. */
export function movePhoto(document: Pick<ProductDocument, 'image' | 'imageAlt'>, index: number, by: -1 | 1): Pick<ProductDocument, 'image' | 'imageAlt'> {
  const to = index + by;
  const image = [...document.image];
  if (to < 0 || to >= image.length) return { image, imageAlt: [...(document.imageAlt ?? [])] };
  const imageAlt = image.map((_, i) => document.imageAlt?.[i] ?? {});
  [image[index], image[to]] = [image[to]!, image[index]!];
  [imageAlt[index], imageAlt[to]] = [imageAlt[to]!, imageAlt[index]!];
  return { image, imageAlt };
}

/** A photo removed with its alt texts. A colour that showed it is left for the server to flag. */
export function removePhoto(document: Pick<ProductDocument, 'image' | 'imageAlt'>, index: number): Pick<ProductDocument, 'image' | 'imageAlt'> {
  return {
    image: document.image.filter((_, i) => i !== index),
    imageAlt: document.image.map((_, i) => document.imageAlt?.[i] ?? {}).filter((_, i) => i !== index),
  };
}

/** Whether a publish has yet to end: the office keeps asking until it does. */
export const isPublishing = (status: PublishStatus | null | undefined) => status === 'queued' || status === 'running';

/** A failed build's reason as the office shows it: what the build printed, without its terminal colours. */
export const buildReason = (error: string) => error.replace(/\u001b\[[0-9;]*[A-Za-z]/g, '');
