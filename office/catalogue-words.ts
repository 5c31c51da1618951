// The shop's own words for the catalogue's closed lists (colours, categories), served to the office
// as `virtual:catalogue-words`: the office names a colour or a category exactly as the shop's pages
// do (content/i18n), from the one place those words live, without shipping the shop's whole
// dictionaries (some 140 KB) in the office's bundle. English and Arabic, the office's languages.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const ID = 'virtual:catalogue-words';
const RESOLVED = `\0${ID}`;
/** The dictionaries' keys the office uses: `color.white`, `shop.category.organicFood`, … */
const KEPT = /^(color|shop\.category)\./;

export function catalogueWords(root: string): Plugin {
  const dictionary = (locale: string) => {
    const all = JSON.parse(readFileSync(resolve(root, `content/i18n/${locale}.json`), 'utf8')) as Record<string, string>;
    return Object.fromEntries(Object.entries(all).filter(([key]) => KEPT.test(key)));
  };
  return {
    name: 'catalogue-words',
    resolveId: (source) => (source === ID ? RESOLVED : undefined),
    load: (id) => (id === RESOLVED ? `export default ${JSON.stringify({ en: dictionary('en'), ar: dictionary('ar') })};` : undefined),
  };
}
