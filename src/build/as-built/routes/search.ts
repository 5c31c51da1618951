// The search page, in every locale: its filters list the values the catalogue uses.
import type { BuiltRoute, PageModule } from '../pages.ts';
import * as search from '../../../pages/[...lang]/search.astro';

export const SEARCH_ROUTES: readonly BuiltRoute[] = [{ template: '/[...lang]/search', module: search as unknown as PageModule }];
