// The shopper's session: the token in localStorage (spec section 9) and the user from
// GET /api/me. Every island and page script reads it here. Both are persisted, so every open tab
// follows a sign-in or a logout in another.
import { computed } from 'nanostores';
import { persistentAtom } from '@nanostores/persistent';
import { onUnauthorized } from '../lib/api/unauthorized.ts';
import type { UserInfo } from '../lib/api/types.ts';
import { DRAWN_COPY_PREFIX, LISTS_OWNER_KEY, TOKEN_KEY, USER_KEY } from '../lib/storage-keys.ts';
import { $authModal, openAuthModal } from './auth-modal.ts';
import { clearCart } from './cart.ts';
import { persistedJson } from './persisted.ts';
import { clearWishlist } from './wishlist.ts';

const isUser = (value: unknown): value is UserInfo | null =>
  value === null || (typeof value === 'object' && Number.isSafeInteger((value as UserInfo).id));

export const $token = persistentAtom<string | undefined>(TOKEN_KEY, undefined);
export const $user = persistedJson<UserInfo | null>(USER_KEY, null, isUser);
export const $signedIn = computed($token, (token) => Boolean(token));
/** The account whose server cart and wishlist the local copies mirror; unset while they are a guest's. */
export const $listsOwner = persistentAtom<string | undefined>(LISTS_OWNER_KEY, undefined);

/** After a successful sign-in: keep the token and record the user. */
export function startSession(token: string, user: UserInfo | null): void {
  $token.set(token);
  $user.set(user);
}

/** Forgets the session in this browser (spec section 4, Logout): token, user, cart, wishlist and the pages drawn from them. */
export function endSession(): void {
  $token.set(undefined);
  $user.set(null);
  $listsOwner.set(undefined);
  clearCart();
  clearWishlist();
  forgetDrawnCopies();
}

/**
 * The pages as this browser last drew them (lib/drawn-copies.ts) hold the shopper's own data: they
 * go with the session. Here, not in that module, which only the pages that draw them load.
 */
function forgetDrawnCopies(): void {
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith(DRAWN_COPY_PREFIX)) localStorage.removeItem(key);
  } catch {
    // No storage: nothing kept.
  }
}

/** Runs a shopper's action now when signed in; a guest signs in first (spec section 6). */
export function whenSignedIn(action: () => void): void {
  if ($token.get()) action();
  else openAuthModal({ onSuccess: action });
}

/** Logs out: tells the server (POST /logout), then ends the session here whatever the reply. */
export async function logout(): Promise<void> {
  if ($token.get()) {
    // The session ends in this browser even when the server cannot be told (a failed result, or
    // the module could not load).
    await import('../lib/api/auth.ts').then(({ logout: logoutCall }) => logoutCall()).catch(() => undefined);
  }
  endSession();
}

/** Reloads the user from GET /me while signed in; a 401 ends the session through the rule below. */
export async function refreshUser(): Promise<void> {
  if (!$token.get()) return;
  try {
    const { fetchMe } = await import('../lib/api/me.ts');
    const result = await fetchMe();
    // Offline or a server error: keep the user recorded at sign-in.
    if (result.ok && result.data.data && $token.get()) $user.set(result.data.data);
  } catch {
    // The module could not load (the connection dropped): the same.
  }
}

export function setUser(user: UserInfo): void {
  $user.set(user);
}

// Spec section 4, Unauthorised: a 401 from any call removes the token, logs the header out and
// opens the login modal. Wrong codes and passwords answer 401 too, from inside the open modal:
// that modal is left as it is.
onUnauthorized(() => {
  if ($token.get()) endSession();
  if (!$authModal.get().open) openAuthModal();
});
