// i18n keys for catalogue values. Categories and tags reuse the shop's labels so a product page and
// the shop's filters name them alike; colours and sizes have their own keys.
export const categoryKey = (category: string): string =>
  `shop.category.${category.replace(/ (\w)/g, (_, c: string) => c.toUpperCase())}`;
export const tagKey = (tag: string): string => `shop.tag.${tag}`;
export const colorKey = (color: string): string => `color.${color}`;
export const sizeKey = (size: string): string => `size.${size}`;
