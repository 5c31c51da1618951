// Editorial content: policy and about pages, and the blog, one Markdown file per locale under
// content/{pages,blog}/{locale}/, one folder per row of the locale table. Entry ids are '{locale}/{slug}'. A frontmatter that does not
// match these schemas fails the build, and Astro names the offending file.
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { LOCALES } from './lib/locale.ts';

/** One folder per locale: content/{pages,blog}/{en,fr,de,…}/. */
const PER_LOCALE = `{${LOCALES.join(',')}}/*.md`;

/** Blog categories are fixed: the sidebar lists exactly these (spec "Blog sample"). */
export const BLOG_CATEGORIES = ['Women', 'Men', 'Bags', 'Accessories'] as const;

const pages = defineCollection({
  loader: glob({ pattern: PER_LOCALE, base: './content/pages' }),
  schema: z.strictObject({
    title: z.string().trim().min(1),
    description: z.string().trim().min(1),
    updated: z.coerce.date(),
  }),
});

const imagePath = z.string().regex(/^\/[^\s]+\.(webp|png|jpe?g|avif)$/, 'Expected a site-absolute image path');

const blog = defineCollection({
  loader: glob({ pattern: PER_LOCALE, base: './content/blog' }),
  schema: z.strictObject({
    title: z.string().trim().min(1),
    description: z.string().trim().min(1),
    date: z.coerce.date(),
    author: z.string().trim().min(1),
    category: z.enum(BLOG_CATEGORIES),
    tags: z.array(z.string().trim().min(1)).min(1),
    cover: imagePath,
    images: z.array(imagePath).length(2),
    quote: z.string().trim().min(1),
    comments: z
      .array(
        z.strictObject({
          name: z.string().trim().min(1),
          date: z.coerce.date(),
          text: z.string().trim().min(1),
        }),
      )
      .length(2),
  }),
});

export const collections = { pages, blog };
