// The words of the notices sent to a shopper (one-time codes, order updates), in the shopper's
// language: the dictionaries' notice.* keys. In a right-to-left language the values that read left
// to right (codes, order numbers, amounts, product names, names and numbers typed by people) are
// wrapped in Unicode isolates (FSI … PDI), so SMS and mail clients keep each one whole and in its
// place inside the sentence. Left-to-right languages get the values as they are.
import { catalogueLabels } from '../../lib/catalogue/labels.ts';
import { DEFAULT_CURRENCY, formatPrice } from '../../lib/currency.ts';
import { LOCALE_TABLE, type Locale } from '../../lib/locale.ts';
import { useTranslations } from '../../lib/translations.ts';

const FSI = '\u2068';
const PDI = '\u2069';

export interface NoticeWords {
  locale: Locale;
  /** A dictionary text with its values filled in (isolate them with `value` first where needed). */
  t(key: string, values?: Record<string, string | number>): string;
  /** A value that reads left to right, isolated in a right-to-left language. */
  value(text: string): string;
  /** An AED amount as the shop writes money in this language ('AED 12.34', '12,34 AED'), isolated like a value. */
  aed(amount: number): string;
  /** An ordered variant: 'White, XL', 'Blanc, XL', 'أبيض، XL'; the no-variation word when it has neither. */
  variant(color: string | null, size: string | null): string;
}

export function noticeWords(locale: Locale): NoticeWords {
  const translate = useTranslations(locale);
  const t = (key: string, values: Record<string, string | number> = {}) => translate(key, values);
  const label = catalogueLabels(translate, locale);
  const value = LOCALE_TABLE[locale].dir === 'rtl' ? (text: string) => `${FSI}${text}${PDI}` : (text: string) => text;
  return {
    locale,
    t,
    value,
    aed: (amount) => value(formatPrice(amount, DEFAULT_CURRENCY, locale)),
    variant(color, size) {
      const colorWord = color ? label.color(color) : null;
      const sizeCode = size ? label.size(size) : null;
      if (colorWord && sizeCode) return t('notice.variant.colorSize', { color: colorWord, size: sizeCode });
      return colorWord ?? sizeCode ?? t('notice.variant.standard');
    },
  };
}
