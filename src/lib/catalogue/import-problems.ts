// What can be wrong with a Shopify product CSV, each as a code and its parameters (the column as the
// file's header writes it, the value written, the allowed values, a line…), so the office words a
// problem in the staff member's language; the English sentence beside it is the server's (for the
// operator's command and API clients) and the office's English. office/src/i18n/catalogue-ar.ts has
// every code in Arabic. A problem the catalogue schema finds is `schema`: its rule (schema-rules.ts)
// and the build's English words.
import type { SchemaRule } from './schema-rules.ts';

const HOW_TO_WRITE_AMOUNTS = 'write an amount in AED with at most 2 decimals, such as 45 or 45.50';
const OPTIONS_HERE = 'a product here varies by colour (Color or Colour) and size (Size) only';

/** Each code's English words; %{name} is a parameter. */
export const IMPORT_PROBLEM_WORDS = {
  // The file as a whole
  file_empty: 'This is not a Shopify product CSV: the file is empty.',
  columns_missing:
    'This is not a Shopify product CSV: its first line has no %{columns} column. The first line of a Shopify product export names its columns: Handle, Title, Body (HTML), and so on.',
  price_column_missing: 'The file has no %{column} column: every product here needs its price.',
  quantity_column_missing:
    "The file has no %{column} column: every product here needs its stock. Shopify's export leaves it out for a shop with several locations; add it with each variant's stock.",
  too_many_rows: 'The file has %{rows} product rows, more than the %{max} one import takes: split it into several files, keeping all the rows of a product in the same file.',
  quote_not_closed: 'A quoted field that starts on this line is never closed: a double quote (") is missing, so the rest of the file reads as one field.',
  text_after_quote: 'A quoted field is followed by more text before the next comma: inside a quoted field, write a double quote as two ("").',
  // A row and its product
  cell_count:
    'This row has %{cells} cells where the first line names %{columns} columns: a comma or a double quote is missing or one too many, so its values are not under their columns.',
  handle_empty: '%{column} is empty: every row names the product it belongs to in its %{column}.',
  title_missing: "No row of %{handle_column} %{handle} has a %{column}: a product's first row gives its %{column}, and the rows after it add variants and images.",
  second_title:
    '%{column} %{value} is a second title for %{handle_column} %{handle}, whose %{column} is %{title} on line %{line}: a %{handle_column} names one product, so give each product its own.',
  description_empty: '%{column} has no text: a product here needs a description, which its page shows.',
  // Values
  amount_empty: `%{column} is empty: ${HOW_TO_WRITE_AMOUNTS}.`,
  amount_invalid: `%{column} %{value} is not an amount: ${HOW_TO_WRITE_AMOUNTS}.`,
  amount_decimals: `%{column} %{value} has more than 2 decimals: ${HOW_TO_WRITE_AMOUNTS}.`,
  amount_too_large: '%{column} %{value} is too large to be a price.',
  amount_not_positive: `%{column} %{value} is not a positive amount: ${HOW_TO_WRITE_AMOUNTS}.`,
  quantity_empty: '%{column} is empty: write the number in stock, 0 or more.',
  quantity_invalid: '%{column} %{value} is not a whole number of 0 or more.',
  discount_too_large: '%{compare_at_column} %{compare_at} with %{column} %{price} is %{percent} % off; a discount here is at most %{max} %.',
  discount_not_whole:
    '%{compare_at_column} %{compare_at} with %{column} %{price} is %{percent} % off; a discount here is a whole percentage, such as %{below} % or %{above} %.',
  option_value_empty: '%{column} is empty: each variant of this product names its %{option}.',
  colour_unknown: "%{column} %{value} is not one of the shop's colours: %{allowed}.",
  size_unknown: "%{column} %{value} is not one of the shop's sizes: %{allowed}.",
  published_invalid: '%{column} %{value} is neither TRUE nor FALSE.',
  status_invalid: '%{column} %{value} is not one of %{allowed}.',
  image_address_invalid: "%{column} %{value} is not a web address: Shopify's export gives each image as an https:// address.",
  // Variants
  option_unknown: `%{column} %{value} is an option this shop does not have: ${OPTIONS_HERE}.`,
  option_repeated: `%{column} %{value} repeats %{first_column}: ${OPTIONS_HERE}.`,
  option_alone: '%{column} %{value} needs a %{wanted} option beside it: a product here comes in colours and sizes together, or as a single variant.',
  variant_missing: 'This product has no variant: its first row needs at least a %{column} and a %{quantity_column}.',
  variant_without_options:
    'This product has no Color and Size options, so it is one variant, given on line %{line}: a further variant needs the colour and size that tell it apart.',
  variant_repeated: '%{colour_option} %{colour} and %{size_option} %{size} are already a variant on line %{line}: each colour and size is one variant.',
  sku_empty: "%{column} is empty on the product's first variant: the product's SKU is taken from it.",
  price_differs: "%{column} %{value} differs from the product's first variant on line %{line} (%{first}): a product here has one price for all its colours and sizes.",
  // The products, against the shop's catalogue and the photos' addresses
  photo_missing: '%{column}: a product needs at least one photo; give its address in %{column}.',
  too_many_photos: '%{column}: a product has at most %{max} photos (this one has %{count}).',
  sku_repeated: '%{column}: %{sku} is also the SKU of %{handle} in this file; each product needs its own.',
  photo_refused: '%{column}: %{url}: %{reason}',
  photo_unreachable: '%{column}: %{url}: %{reason}',
  // The catalogue schema's own refusal, in the build's words
  schema: '%{column}: %{reason}',
} as const;

export type ImportProblemCode = keyof typeof IMPORT_PROBLEM_WORDS;
export const IMPORT_PROBLEM_CODES = Object.keys(IMPORT_PROBLEM_WORDS) as ImportProblemCode[];

/**
 * A parameter: text shown as it is (a column's name, a line, a count), a cell as the file writes it
 * (shown in quotes, or as "empty"), or a list of values (joined; `columns` with "or").
 */
export type ProblemParam = string | number | { cell: string } | readonly string[];
export type ProblemParams = Record<string, ProblemParam>;

/** The photo refusals' codes (photos.ts), and the schema's rule, travel as parameters. */
export interface ImportProblem {
  code: ImportProblemCode;
  params: ProblemParams;
  /** In English, for the operator's command and API clients. */
  message: string;
}

/** How one language writes parameters into its words. */
export interface ParamStyle {
  empty: string;
  or: string;
  comma: string;
  number: (n: number) => string;
  /** Wraps a value written left to right (a cell, a value list) so it reads whole in right-to-left text. */
  isolate: (text: string) => string;
}

const ENGLISH: ParamStyle = { empty: 'empty', or: ' or ', comma: ', ', number: (n) => n.toLocaleString('en'), isolate: (text) => text };

export function paramText(name: string, value: ProblemParam, style: ParamStyle): string {
  if (typeof value === 'number') return style.number(value);
  if (typeof value === 'string') return value;
  if ('cell' in value) return value.cell === '' ? style.empty : style.isolate(`"${value.cell}"`);
  return style.isolate(value.join(name === 'columns' ? style.or : style.comma));
}

/** Words with their %{parameters} filled in. */
export function fillWords(words: string, params: ProblemParams, style: ParamStyle): string {
  return words.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in params ? paramText(name, params[name]!, style) : whole));
}

export function importProblem(code: ImportProblemCode, params: ProblemParams = {}): ImportProblem {
  return { code, params, message: fillWords(IMPORT_PROBLEM_WORDS[code], params, ENGLISH) };
}

/** The schema's refusal of a value read from a column: its rule and parameters, and the build's words. */
export function schemaProblem(column: string, rule: SchemaRule, message: string): ImportProblem {
  return importProblem('schema', { column, ...rule.params, rule: rule.rule, reason: message });
}

/** A cell's value as a parameter. */
export const asCell = (value: string) => ({ cell: value });
