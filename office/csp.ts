// The office's Content-Security-Policy, carried by its shells in a <meta> (office/vite.config.ts),
// so that any host or CDN serving the files serves the policy; `frame-ancestors 'none'`, which a
// <meta> cannot carry, is the header every static file gets (src/server/static.ts, nginx).
//
// Only the office's own scripts run. Styles: MUI's Emotion, in production ("speedy"), creates
// empty <style> elements and fills them through the CSSOM (insertRule), which CSP does not govern;
// the empty element itself is inline style, allowed by the hash of the empty string. React sets
// `style` props through the CSSOM too, so no 'unsafe-inline' is needed anywhere.
import { createHash } from 'node:crypto';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The directives a <meta> may carry: `apiOrigin` is the API's when it lives on another origin. */
export function officePolicy(apiOrigin = ''): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' ${hash('')}`,
    `connect-src 'self'${apiOrigin ? ` ${apiOrigin}` : ''}`,
    "img-src 'self' data:",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ');
}

