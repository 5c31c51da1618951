// The blog posts that exist, per locale: content/blog/{locale}/{slug}.md, the files the site's
// article pages are built from. Read once when the API starts, as the catalogue is: a post is
// published with the site, and a comment is accepted only for a post a reader can be reading.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES, type Locale } from '../../lib/locale.ts';

export type BlogPostExists = (locale: Locale, slug: string) => boolean;

export function loadBlogPosts(dir = 'content/blog'): BlogPostExists {
  const posts = new Set<string>();
  for (const locale of LOCALES) {
    let files: string[];
    try {
      files = readdirSync(join(dir, locale));
    } catch {
      continue; // a locale with no posts yet
    }
    for (const file of files) if (file.endsWith('.md')) posts.add(`${locale}/${file.slice(0, -'.md'.length)}`);
  }
  return (locale, slug) => posts.has(`${locale}/${slug}`);
}
