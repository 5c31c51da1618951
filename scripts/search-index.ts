// The product search's index (src/build/search-index.ts) written into a built site:
// node scripts/search-index.ts SITE_DIR [CATALOGUE_DIR]. The catalogue is CATALOGUE_DIR, else the
// environment's CATALOGUE_DIR, else content/products, as the build reads it.
import { writeSearchIndex } from '../src/build/search-index.ts';
import { loadCatalogue } from '../src/lib/catalogue/load.ts';

const [siteDir, catalogueDir = process.env.CATALOGUE_DIR || 'content/products'] = process.argv.slice(2);
if (!siteDir) {
  console.error('usage: node scripts/search-index.ts SITE_DIR [CATALOGUE_DIR]');
  process.exit(2);
}
const started = Date.now();
// The build has checked the catalogue's pictures already.
const products = loadCatalogue(catalogueDir, { checkImages: false });
const records = await writeSearchIndex(products, siteDir);
console.log(`Search index: ${records} records of ${products.length} products in ${((Date.now() - started) / 1000).toFixed(1)} s`);
