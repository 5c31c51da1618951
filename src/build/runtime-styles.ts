// Styles that scripts insert at run time, which every page's CSP allows by their hash (rather
// than 'unsafe-inline'): sonner's stylesheet, read from the installed sonner; the empty <style>
// sonner inserts first and fills later (without its hash, every toast logs a CSP violation);
// and the sign-in form's and phone field's styles, which React inserts with the form
// (src/islands/auth/AuthStyles.tsx, src/islands/phone/PhoneFieldStyles.tsx), as the files read.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { cspHash } from './page-csp.ts';

function sonnerStylesheet(): string {
  const require = createRequire(import.meta.url);
  const source = readFileSync(require.resolve('sonner').replace(/index\.js$/, 'index.mjs'), 'utf8');
  const literal = source.match(/__insertCSS\(("(?:[^"\\]|\\.)*")\)/);
  if (!literal) throw new Error('sonner: could not find its injected stylesheet to hash for the CSP');
  return JSON.parse(literal[1]!) as string;
}

const islandStyles = (path: string) => readFileSync(fileURLToPath(new URL(`../islands/${path}`, import.meta.url)), 'utf8');

export function runtimeStyleHashes(): `sha256-${string}`[] {
  return [cspHash(sonnerStylesheet()), cspHash(''), cspHash(islandStyles('auth/auth-form.css')), cspHash(islandStyles('phone/phone-field.css'))];
}
