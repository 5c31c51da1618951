// The localStorage keys of the shopper's persisted lists. Free of imports: the build's session
// hint (build/session-hint.ts) reads the same keys in every per-shopper page's <head>.
export const CART_KEY = 'cart';
export const WISHLIST_KEY = 'wishlist';
