// Reading the display copy a persisted line keeps (lib/catalogue/product-display.ts) back from
// localStorage: storage is a boundary (an older release, another tab, a hand edit), so a copy that
// is not whole is dropped and the line is drawn from its product file instead.
import type { LocalizedText, ShownLine, ShownProduct } from '../lib/catalogue/product-display.ts';

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null && !Array.isArray(value);
const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;
const isText = (value: unknown): value is string => typeof value === 'string';
const isWordOrNull = (value: unknown): value is string | null => value === null || isText(value);
const isTexts = (value: unknown): value is string[] => Array.isArray(value) && value.every(isText);

function isLocalized(value: unknown): value is LocalizedText {
  return isObject(value) && isText(value.en) && Object.values(value).every(isText);
}

export function readShownLine(value: unknown): ShownLine | undefined {
  if (!isObject(value)) return undefined;
  const { productId, name, thumb, price, salePrice, discount, color, size, stock } = value;
  if (!isText(productId) || !isLocalized(name) || !isText(thumb) || !isAmount(price) || !isAmount(salePrice) || !isAmount(discount)) return undefined;
  if (!isWordOrNull(color) || !isWordOrNull(size) || typeof stock !== 'number' || !Number.isInteger(stock)) return undefined;
  return { productId, name, thumb, price, salePrice, discount, color, size, stock };
}

export function readShownProduct(value: unknown): ShownProduct | undefined {
  if (!isObject(value)) return undefined;
  const { id, name, description, price, salePrice, discount, rating, stock, thumb, colors, sizes } = value;
  if (!isText(id) || !isLocalized(name) || !isLocalized(description) || !isText(thumb) || !isTexts(colors) || !isTexts(sizes)) return undefined;
  if (!isAmount(price) || !isAmount(salePrice) || !isAmount(discount) || !isAmount(rating) || typeof stock !== 'number' || !Number.isInteger(stock)) return undefined;
  return { id, name, description, price, salePrice, discount, rating, stock, thumb, colors, sizes };
}

/** The entry with its copy when the copy reads whole, else without one. */
export function withShown<Entry extends object, Shown>(entry: Entry, shown: Shown | undefined): Entry & { shown?: Shown } {
  return shown === undefined ? entry : { ...entry, shown };
}
