// Build-time access to the blog: one locale's posts, newest first, with their slugs.
import { getCollection, type CollectionEntry } from 'astro:content';
import { BLOG_CATEGORIES } from '../../content.config.ts';
import type { Locale } from '../../lib/locale.ts';

export type Post = CollectionEntry<'blog'> & { slug: string };

/** Entry ids are '{locale}/{slug}'. */
const slugOf = (id: string): string => id.slice(id.indexOf('/') + 1);

export async function postsFor(locale: Locale): Promise<Post[]> {
  const entries = await getCollection('blog', (entry) => entry.id.startsWith(`${locale}/`));
  return entries
    .map((entry) => Object.assign(entry, { slug: slugOf(entry.id) }))
    .sort((a, b) => b.data.date.getTime() - a.data.date.getTime() || a.slug.localeCompare(b.slug));
}

/** The sidebar's category list with real counts, in the spec's order. */
export function categoryCounts(posts: Post[]): { category: (typeof BLOG_CATEGORIES)[number]; count: number }[] {
  return BLOG_CATEGORIES.map((category) => ({ category, count: posts.filter((post) => post.data.category === category).length }));
}

/** i18n key of a category's label ('Women' → 'blog.categoryWomen'). */
export const categoryKey = (category: string): string => `blog.category${category}`;

export const postPath = (slug: string): string => `/blog-details-standard/${slug}`;
