// Every key this shop keeps in the browser's storage, in one place: the stores, the API client,
// checkout's memory, page scripts and the build's head scripts all read them here (in src/lib, as
// the API client and checkout do not import stores). Each string is what shoppers' browsers
// already hold: a changed key would lose their carts, sessions and choices. Free of imports: the
// head scripts (build/session-hint.ts, build/started-requests.ts) write these keys into the
// pages' inline scripts, and astro.config.mjs loads those to hash them for the CSP.

// localStorage: kept across visits, shared by every tab (the persisted stores follow each other).

/** The session token (spec section 9). */
export const TOKEN_KEY = 'token';
/** The signed-in user (GET /me), kept beside the token. */
export const USER_KEY = 'user';
/**
 * This browser's device token (server/auth/devices.ts): given at its first sign-in and kept across
 * sign-outs, so the server knows the device signed in before (lib/api/device-token.ts).
 */
export const DEVICE_KEY = 'device';
/** The account whose server cart and wishlist the local copies mirror (stores/session.ts). */
export const LISTS_OWNER_KEY = 'listsOwner';
export const CART_KEY = 'cart';
export const WISHLIST_KEY = 'wishlist';
export const COMPARE_KEY = 'compare';
/** The shopper's chosen currency code, and the last exchange rates fetched (stores/currency.ts). */
export const CURRENCY_KEY = 'currency';
export const EXCHANGE_RATES_KEY = 'exchangeRates';
/** The last live site settings received (stores/settings.ts). */
export const SETTINGS_KEY = 'siteSettings';
/** Where the product page's arrival estimate is for ("AE:dubai", "OM:" for other towns in Oman). */
export const DELIVERY_PLACE_KEY = 'deliveryPlace';
/**
 * A per-shopper page's content as this browser last drew it, for its next visit's first paint
 * (lib/drawn-copies.ts): `drawn:wishlist`, `drawn:compare`. Gone at sign-out.
 */
export const DRAWN_COPY_PREFIX = 'drawn:';
/** The address a shopper last ordered with, offered at their next checkout. */
export const lastAddressKey = (userId: number) => `checkoutAddress:${userId}`;

// sessionStorage: this tab only, gone when it closes.

/** A toast the page left before it was seen (islands/carried-toast.ts). */
export const CARRIED_TOAST_KEY = 'toast:carried';
/** The checkout form as it stands, and the order attempt's Idempotency-Key (lib/checkout/address-memory.ts). */
export const draftKey = (userId: number) => `checkoutDraft:${userId}`;
export const attemptKey = (userId: number) => `checkoutAttempt:${userId}`;
