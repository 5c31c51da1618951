// Every kind of page a publish draws again, by the name of its twin route (src/pages/as-built/{kind}/):
// the server bundle's entry lists their paths and renders them through these (../on-request/entry.ts).
import type { BuiltRoute } from './pages.ts';
import { FILE_ROUTES } from './routes/files.ts';
import { HOME_ROUTES } from './routes/home.ts';
import { LAYOUTS_ROUTES } from './routes/layouts.ts';
import { PRODUCT_ROUTES } from './routes/product.ts';
import { SHOP_ROUTES } from './routes/shop.ts';

export const AS_BUILT_KINDS = {
  product: PRODUCT_ROUTES,
  shop: SHOP_ROUTES,
  home: HOME_ROUTES,
  layouts: LAYOUTS_ROUTES,
  files: FILE_ROUTES,
} as const satisfies Record<string, readonly BuiltRoute[]>;

export type AsBuiltKind = keyof typeof AS_BUILT_KINDS;

/** The address of a kind's twin route, which the entry matches to find its route data. */
export const twinPath = (kind: AsBuiltKind) => `/as-built/${kind}/`;
