// The office's look, and its direction with the language (MUI's documented way to right-to-left:
// theme.direction, and an Emotion cache whose stylis plugin flips left and right in every rule).
// Both caches are "speedy": rules are inserted through the CSSOM, so the page's CSP allows no
// inline style but the empty <style> elements they go into (office/csp.ts).
import createCache, { type EmotionCache } from '@emotion/cache';
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { directionOf, i18nProvider } from './i18n/index.ts';
import type { OfficeLocale } from './api.ts';

const caches: Record<'ltr' | 'rtl', EmotionCache> = {
  ltr: createCache({ key: 'office', speedy: true }),
  rtl: createCache({ key: 'office-rtl', speedy: true, stylisPlugins: [prefixer, rtlPlugin] }),
};

export const emotionCache = (locale: OfficeLocale) => caches[directionOf(locale)];

/** System fonts: no web font to fetch (the CSP allows none from elsewhere), Arabic drawn well by each system. */
const FONTS = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans Arabic", "Noto Sans", Tahoma, sans-serif';

export function officeTheme(locale: OfficeLocale): RaThemeOptions {
  return {
    ...defaultTheme,
    direction: directionOf(locale),
    palette: { ...defaultTheme.palette, primary: { main: '#6b3f5a' }, secondary: { main: '#3d4f6b' } },
    typography: { ...defaultTheme.typography, fontFamily: FONTS },
    components: {
      ...defaultTheme.components,
      // react-admin names its selection boxes with an aria-label on the checkbox's root, a <span>
      // that may not carry one (axe: aria-prohibited-attr), leaving the <input> unnamed (axe:
      // label). The name goes to the input, where assistive technology reads it.
      // The spinners react-admin shows while a screen or a list loads carry no name (axe:
      // aria-progressbar-name); each says "Loading" in the page's language.
      MuiCircularProgress: { defaultProps: { 'aria-label': i18nProvider.translate('ra.page.loading') } },
      MuiCheckbox: {
        defaultProps: {
          slotProps: {
            root: { 'aria-label': undefined },
            input: (ownerState: { 'aria-label'?: string }) => ({ 'aria-label': ownerState['aria-label'] }),
          },
        },
      },
    },
  };
}
