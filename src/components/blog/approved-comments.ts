// An article's approved comments (GET /api/blog-comments?post=), added under the sample ones from
// the section's <template>, as text (never markup), with dates in the page's language; the counts
// in the heading and the article's meta line follow. Loaded when the comments come near the
// screen (CommentForm.astro), so the article's first load carries none of it.
import type { BlogComment } from '../../lib/api/types.ts';
import { initials } from '../../lib/text.ts';


/** Markup: section[data-locale] with an <ol>, a <template> of one comment (its fields marked data-field), and [data-comment-count] on the page. */
export function showApprovedComments(section: HTMLElement, comments: BlogComment[]): void {
  const locale = section.dataset.locale ?? 'en';
  const list = section.querySelector('ol');
  const template = section.querySelector('template');
  if (!list || !template || comments.length === 0) return;
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'long' });
  for (const comment of comments) {
    const item = template.content.firstElementChild!.cloneNode(true) as HTMLElement;
    item.querySelector('[data-field="avatar"]')!.textContent = initials(comment.name);
    item.querySelector('[data-field="name"]')!.textContent = comment.name;
    // The template holds a slot for the <time>, not an empty one: a <time> without its date is invalid HTML.
    const time = document.createElement('time');
    time.dateTime = comment.created_at;
    time.textContent = day.format(new Date(comment.created_at));
    item.querySelector('[data-field="date"]')!.append(time);
    item.querySelector('[data-field="message"]')!.textContent = comment.message;
    list.append(item);
  }
  const count = list.children.length;
  const plural = new Intl.PluralRules(locale).select(count);
  for (const element of document.querySelectorAll<HTMLElement>('[data-comment-count]')) {
    const template = element.dataset[`count${plural === 'one' ? 'One' : 'Other'}`] ?? '{{count}}';
    element.textContent = template.replace('{{count}}', String(count));
  }
}
