// The words for catalogue values (category, tag, colour, size) in a locale: one place for the
// shop's filters, the product page, the order pages and the server's notices. The catalogue stores
// English codes ('organic food', 'abaya', 'white', 'xl'); the words live in the dictionaries.
import { COLORS, type Color } from './constants.ts';
import { DEFAULT_LOCALE, type Locale } from '../locale.ts';

type Translate = (key: string, options: { defaultValue: string }) => string;

/** 'organic food' → 'organicFood', the dictionary's spelling of a multi-word code. */
const camel = (code: string): string => code.replace(/[\s-]+(\w)/g, (_, c: string) => c.toUpperCase());

const categoryKey = (category: string): string => `shop.category.${camel(category)}`;
export const tagKey = (tag: string): string => `shop.tag.${camel(tag)}`;
export const colorKey = (color: string): string => `color.${color}`;
/** 'Size XL': the size as a phrase, for labels of controls. */
export const sizeKey = (size: string): string => `size.${size}`;

/** Sizes are codes (X, M, XL, XXL) and read the same in every language. */
export const sizeCode = (size: string): string => size.toUpperCase();

/** The tags the shop's sidebar offers; every one has its words in every dictionary. */
export const OFFERED_TAGS = [
  'everyday', 'occasion', 'summer', 'travel', 'silk', 'work', 'linen', 'cotton', 'gift', 'wedding',
  'abaya', 'hijab', 'shayla', 'niqab', 'ramadan',
] as const;

export function catalogueLabels(t: Translate, locale: Locale) {
  return {
    category: (category: string): string => t(categoryKey(category), { defaultValue: category }),
    color: (color: string): string => t(colorKey(color), { defaultValue: color }),
    size: sizeCode,
    /**
     * A tag's words, or null where the dictionary has none: the catalogue's other tags are English
     * words, shown as written in English and left out elsewhere.
     */
    tag: (tag: string): string | null => {
      const words = t(tagKey(tag), { defaultValue: '' });
      if (words) return words;
      return locale === DEFAULT_LOCALE ? tag.charAt(0).toUpperCase() + tag.slice(1) : null;
    },
  };
}

/** Every colour's words in a locale, for islands that name the variants of lines they show. */
export function colorNames(t: Translate): Record<Color, string> {
  return Object.fromEntries(COLORS.map((color) => [color, t(colorKey(color), { defaultValue: color })])) as Record<Color, string>;
}
