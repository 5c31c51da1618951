// The session token's key and the 401 rule's listeners, apart from the HTTP client so that the
// session store can use them without loading the client (pages that never call the API stay light).

/** The localStorage key of the session token (spec section 9). */
export const TOKEN_KEY = 'token';
/** The localStorage key of the signed-in user (GET /me), kept beside the token. */
export const USER_KEY = 'user';

type Listener = () => void;
const listeners = new Set<Listener>();

/** Called on every 401 reply; answers the function that stops listening. */
export function onUnauthorized(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifyUnauthorized(): void {
  for (const listener of listeners) listener();
}
