// A product document from the office or an import, checked by the catalogue's one schema: the
// same rules and the same words as the build prints for a bad content/products file.
import { formatPath } from '../../lib/catalogue/load.ts';
import { productSchema, type Product } from '../../lib/catalogue/schema.ts';
import { schemaRule, type SchemaRule } from '../../lib/catalogue/schema-rules.ts';
import { LOCALES } from '../../lib/locale.ts';

/** A value the schema refuses: where, which rule (with its parameters) and the build's words. */
export type DocumentProblem = { path: string; message: string } & SchemaRule;

export function checkDocument(input: unknown): { product: Product } | { problems: DocumentProblem[] } {
  const result = productSchema.safeParse(input);
  if (result.success) return { product: result.data };
  return { problems: result.error.issues.map((issue) => ({ path: formatPath(issue.path), message: issue.message, ...schemaRule(issue, input) })) };
}

/** Every translation the product lacks, as paths ("name.ar", "fullDescription.fr", "imageAlt[0].de"). */
export function missingTranslations(product: Product): string[] {
  const missing: string[] = [];
  const texts: [string, Partial<Record<string, string>>][] = [
    ['name', product.name],
    ['shortDescription', product.shortDescription],
    ['fullDescription', product.fullDescription],
  ];
  const alts = (product as { imageAlt?: Partial<Record<string, string>>[] }).imageAlt ?? [];
  alts.forEach((alt, i) => texts.push([`imageAlt[${i}]`, alt]));
  for (const [path, text] of texts) {
    for (const locale of LOCALES) if (!text[locale]) missing.push(`${path}.${locale}`);
  }
  return missing;
}
