// The 401 rule's listeners, apart from the HTTP client so that the session store can use them
// without loading the client (pages that never call the API stay light).

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
