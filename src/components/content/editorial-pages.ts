// Build-time access to the editorial pages (policies, about) in one locale.
import { getEntry, type CollectionEntry } from 'astro:content';
import type { Locale } from '../../lib/locale.ts';

export type PageSlug = 'shipping-policy' | 'terms-and-conditions' | 'privacy-policy' | 'return-policy' | 'about';

export async function pageFor(locale: Locale, slug: PageSlug): Promise<CollectionEntry<'pages'>> {
  const entry = await getEntry('pages', `${locale}/${slug}`);
  if (!entry) throw new Error(`Missing content/pages/${locale}/${slug}.md`);
  return entry;
}
