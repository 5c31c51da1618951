// The shop's listings and category pages, in every locale: each shows the catalogue's first page.
import type { BuiltRoute, PageModule } from '../pages.ts';
import * as shopGridFilter from '../../../pages/[...lang]/shop-grid-filter.astro';
import * as shopGridFullWidth from '../../../pages/[...lang]/shop-grid-full-width.astro';
import * as shopGridNoSidebar from '../../../pages/[...lang]/shop-grid-no-sidebar.astro';
import * as shopGridRightSidebar from '../../../pages/[...lang]/shop-grid-right-sidebar.astro';
import * as shopGridStandard from '../../../pages/[...lang]/shop-grid-standard.astro';
import * as shopGridTwoColumn from '../../../pages/[...lang]/shop-grid-two-column.astro';
import * as shopListFullWidth from '../../../pages/[...lang]/shop-list-full-width.astro';
import * as shopListStandard from '../../../pages/[...lang]/shop-list-standard.astro';
import * as shopListTwoColumn from '../../../pages/[...lang]/shop-list-two-column.astro';
import * as category from '../../../pages/[...lang]/category/[slug].astro';

const page = (template: string, module: unknown): BuiltRoute => ({ template, module: module as PageModule });

export const SHOP_ROUTES: readonly BuiltRoute[] = [
  page('/[...lang]/shop-grid-filter', shopGridFilter),
  page('/[...lang]/shop-grid-full-width', shopGridFullWidth),
  page('/[...lang]/shop-grid-no-sidebar', shopGridNoSidebar),
  page('/[...lang]/shop-grid-right-sidebar', shopGridRightSidebar),
  page('/[...lang]/shop-grid-standard', shopGridStandard),
  page('/[...lang]/shop-grid-two-column', shopGridTwoColumn),
  page('/[...lang]/shop-list-full-width', shopListFullWidth),
  page('/[...lang]/shop-list-standard', shopListStandard),
  page('/[...lang]/shop-list-two-column', shopListTwoColumn),
  page('/[...lang]/category/[slug]', category),
];
