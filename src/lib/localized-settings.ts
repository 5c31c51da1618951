// The settings as a page or a notice in one language reads them: the editor-given text (the shop's
// name and title, its description, its address's lines) in that language where the settings'
// `translations` give it, else as the settings give it. Every place that shows such text reads it
// through here: the logo, titles ('{brand} | …'), the footer, the contact page, structured data,
// and the codes and notices the server sends.
import type { Locale } from './locale.ts';
import type { SiteSettings } from './live-settings.ts';

export type TranslatableSettings = Pick<SiteSettings, 'company_name' | 'site_title' | 'site_description' | 'company_address' | 'translations'>;

export function settingsIn<T extends TranslatableSettings>(settings: T, locale: Locale): T {
  const own = settings.translations[locale];
  if (!own) return settings;
  return {
    ...settings,
    company_name: own.company_name ?? settings.company_name,
    site_title: own.site_title ?? settings.site_title,
    site_description: own.site_description ?? settings.site_description,
    company_address: { ...settings.company_address, ...own.company_address },
  };
}
