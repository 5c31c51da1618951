// The pages whose content is the shopper's own (cart, account, orders, payment outcome, search
// results): robots.txt disallows them, the sitemap leaves them out and each one carries
// `noindex` (BaseLayout). Locale-free paths; a page's sub-paths count too (/order-detail/{id}).
export const PER_SHOPPER_PAGES = [
  '/cart', '/wishlist', '/compare', '/checkout', '/my-account', '/login-register', '/my-orders', '/order-detail',
  '/payment-success', '/payment-failed', '/search', '/invoice',
] as const;

/** Whether a locale-free path ('/cart', '/order-detail/42/') is a per-shopper page. */
export function isPerShopperPage(path: string): boolean {
  return PER_SHOPPER_PAGES.some((page) => path === page || path.startsWith(`${page}/`));
}
