// What the contact form and the blog comment form accept.
import { z } from 'zod';
import { normaliseEmail } from '../auth/identifiers.ts';
import { DEFAULT_LOCALE, LOCALES } from '../../lib/locale.ts';
import { labelled, optionalText, text } from '../http/validate.ts';

const required = (label: string, max: number, min = 1, multiline = false) =>
  z.preprocess(
    (value) => (value === undefined || value === null ? '' : value),
    text(...labelled(label, { multiline })).pipe(
      z.string().min(min, min > 1 ? `${label} must be at least ${min} characters.` : `${label} is required.`).max(max, `${label} must be at most ${max} characters.`),
    ),
  );

const email = required('Email', 254).transform((value, ctx) => {
  const normalised = normaliseEmail(value);
  if (!normalised) {
    ctx.addIssue({ code: 'custom', message: 'Please enter a valid email address.' });
    return z.NEVER;
  }
  return normalised;
});

export const contactBody = z.object({
  name: required('Name', 100),
  email,
  subject: optionalText(...labelled('Subject')).pipe(z.string().max(200, 'Subject must be at most 200 characters.').optional()),
  message: required('Message', 5000, 2, true),
});

const postLocale = optionalText(...labelled('Locale')).pipe(
  z
    .string()
    .transform((value) => (value === 'fn' ? 'fr' : value))
    .pipe(z.enum(LOCALES, { error: 'Unknown locale.' }))
    .default(DEFAULT_LOCALE),
);

export const commentBody = z.object({
  post: z.preprocess(
    (value) => (value === undefined || value === null ? '' : value),
    text(...labelled('Post')).pipe(z.string().min(1, 'Post is required.').max(200, 'Unknown post.').regex(/^[a-z0-9][a-z0-9-]*$/, 'Unknown post.')),
  ),
  /** The locale of the post's page ('fn' is French, as everywhere); English when not given. */
  locale: postLocale,
  name: required('Name', 100),
  email,
  message: required('Message', 2000, 2, true),
});

export const commentsQuery = z.object({
  post: commentBody.shape.post,
  locale: postLocale,
});
