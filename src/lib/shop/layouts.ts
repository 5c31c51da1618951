// The nine shop layouts of the spec's route table: one page module renders them all from this table.
import type { View } from './query.ts';

export type SidebarPlacement = 'left' | 'right' | 'top' | 'none';

export interface ShopLayout {
  /** Locale-free route. */
  path: string;
  /** i18n key of the page title (also the menu label). */
  titleKey: string;
  view: View;
  sidebar: SidebarPlacement;
  /** Columns of the grid view on a wide screen. */
  gridColumns: 2 | 3 | 4;
  /** Columns of the list view on a wide screen. */
  listColumns: 1 | 2;
  /** Wider container than the site's usual one. */
  wide: boolean;
}

const layout = (path: string, titleKey: string, view: View, sidebar: SidebarPlacement, gridColumns: 2 | 3 | 4, listColumns: 1 | 2, wide = false): ShopLayout => ({
  path,
  titleKey,
  view,
  sidebar,
  gridColumns,
  listColumns,
  wide,
});

export const SHOP_LAYOUTS = {
  'grid-standard': layout('/shop-grid-standard', 'menu.shopGridStandard', 'grid', 'left', 3, 1),
  'grid-filter': layout('/shop-grid-filter', 'menu.shopGridFilter', 'grid', 'top', 4, 1),
  'grid-two-column': layout('/shop-grid-two-column', 'menu.shopGridTwoColumn', 'grid', 'left', 2, 1),
  'grid-no-sidebar': layout('/shop-grid-no-sidebar', 'menu.shopGridNoSidebar', 'grid', 'none', 4, 1),
  'grid-full-width': layout('/shop-grid-full-width', 'menu.shopGridFullWidth', 'grid', 'left', 4, 1, true),
  'grid-right-sidebar': layout('/shop-grid-right-sidebar', 'menu.shopGridRightSidebar', 'grid', 'right', 3, 1),
  'list-standard': layout('/shop-list-standard', 'menu.shopListStandard', 'list', 'left', 3, 1),
  'list-full-width': layout('/shop-list-full-width', 'menu.shopListFullWidth', 'list', 'left', 4, 1, true),
  'list-two-column': layout('/shop-list-two-column', 'menu.shopListTwoColumn', 'list', 'left', 2, 2),
} as const satisfies Record<string, ShopLayout>;

export type ShopLayoutName = keyof typeof SHOP_LAYOUTS;
