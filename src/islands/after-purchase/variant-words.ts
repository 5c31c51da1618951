// A variant as the after-purchase panel says it: 'White, XL' from its codes, in the page's words.
import { sizeCode } from '../../lib/catalogue/labels.ts';
import { joinList } from '../../lib/text.ts';
import type { Words } from '../orders/words.ts';

export function variantLabel(variant: { color: string | null; size: string | null }, words: Words): string {
  const parts = [variant.color && (words[`color.${variant.color}`] ?? variant.color), variant.size && sizeCode(variant.size)].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? joinList(parts, words[','] ?? ',') : (words.standard ?? '');
}
