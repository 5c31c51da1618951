// The six product-detail layouts and their routes. Only the tab-bottom page (/product/{id}) is
// canonical; the others point their canonical link at it.
export const PRODUCT_LAYOUTS = {
  'tab-bottom': '/product',
  'tab-left': '/product-tab-left',
  'tab-right': '/product-tab-right',
  sticky: '/product-sticky',
  slider: '/product-slider',
  'fixed-image': '/product-fixed-image',
} as const;

export type ProductLayout = keyof typeof PRODUCT_LAYOUTS;

export const CANONICAL_LAYOUT: ProductLayout = 'tab-bottom';
