// The return window in the policy's words, from the one setting (return_window_days) the API's
// return rules read: `{{returnWindow}}` in content/pages/*/return-policy.md (text and description)
// becomes "14 days" in the page's language, with the plural its number takes ("7 أيام", "14 يومًا").
// The number is baked from the editors' settings file; the settings script (src/scripts/settings.ts)
// writes the operator's value over it without a rebuild, from the forms the element carries.
import type { Locale } from '../lib/locale.ts';
import { LOCALE_TAGS } from '../lib/locale.ts';
import { plural } from '../lib/text.ts';
import { islandPlurals } from './island-strings.ts';
import { siteSettings } from './settings-file.ts';

export const RETURN_WINDOW_TOKEN = '{{returnWindow}}';

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** "14 days" in this locale, for the number of days the settings file gives. */
export function returnWindowWords(locale: Locale, days = siteSettings().return_window_days): string {
  const { window } = islandPlurals(locale, { window: 'policy.returnWindow' });
  return plural(window, LOCALE_TAGS[locale], days);
}

/** The same as an element the settings script can rewrite: the number and every form it may take. */
export function returnWindowElement(locale: Locale, days = siteSettings().return_window_days): string {
  const { window } = islandPlurals(locale, { window: 'policy.returnWindow' });
  return `<span data-return-window="${days}" data-forms="${escapeAttribute(JSON.stringify(window))}">${escapeAttribute(plural(window, LOCALE_TAGS[locale], days))}</span>`;
}

/** A policy's HTML with each `{{returnWindow}}` as that element (components/content/ReturnWindowFilled.astro). */
export function fillReturnWindow(html: string, locale: Locale): string {
  return html.includes(RETURN_WINDOW_TOKEN) ? html.split(RETURN_WINDOW_TOKEN).join(returnWindowElement(locale)) : html;
}
