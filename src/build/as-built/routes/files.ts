// The catalogue's files the pages read: its index per locale, each product's display file.
import type { BuiltRoute, PageModule } from '../pages.ts';
import * as catalogueIndex from '../../../pages/catalogue/[locale].json.ts';
import * as productFile from '../../../pages/catalogue/p/[id].json.ts';

export const FILE_ROUTES: readonly BuiltRoute[] = [
  { template: '/catalogue/[locale].json', module: catalogueIndex as unknown as PageModule },
  { template: '/catalogue/p/[id].json', module: productFile as unknown as PageModule },
];
