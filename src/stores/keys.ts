// The localStorage keys of the shopper's persisted lists. Free of imports: the build's session
// hint (build/session-hint.ts) reads the same keys in every per-shopper page's <head>.
export const CART_KEY = 'cart';
export const WISHLIST_KEY = 'wishlist';
/** Where the product page's arrival estimate is for ("AE:dubai", "OM:" for other towns in Oman). */
export const DELIVERY_PLACE_KEY = 'deliveryPlace';
