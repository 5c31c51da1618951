// The catalogue's files the pages read: its index per locale, each product's display file, the
// search's vocabulary per locale.
import type { BuiltRoute, PageModule } from '../pages.ts';
import * as catalogueIndex from '../../../pages/catalogue/[locale].json.ts';
import * as productFile from '../../../pages/catalogue/p/[id].json.ts';
import * as searchWords from '../../../pages/search-words/[locale].json.ts';

export const FILE_ROUTES: readonly BuiltRoute[] = [
  { template: '/catalogue/[locale].json', module: catalogueIndex as unknown as PageModule },
  { template: '/catalogue/p/[id].json', module: productFile as unknown as PageModule },
  { template: '/search-words/[locale].json', module: searchWords as unknown as PageModule },
];
