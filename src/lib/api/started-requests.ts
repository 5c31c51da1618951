// Requests a per-shopper page starts from its <head>, before React and the island's code arrive
// (src/build/started-requests.ts writes that script): the page's first data request then runs
// beside the download of the code instead of after it. The script keeps each one in a map on
// `window`, keyed by the URL the API client will ask for, with the token it was sent with; the
// client takes a request from there once, instead of sending it again. Free of imports: the
// build's inline script shares these names.

/** The window property holding the started requests. */
export const STARTED_REQUESTS = '__startedRequests';

/** One request started by the page's head script. */
export interface StartedRequest {
  /** The session token the request carried. */
  token: string;
  response: Promise<Response>;
}

function startedRequests(): Map<string, StartedRequest> | undefined {
  const map: unknown = (globalThis as Record<string, unknown>)[STARTED_REQUESTS];
  return map instanceof Map ? (map as Map<string, StartedRequest>) : undefined;
}

const send: typeof fetch = (input, init) => globalThis.fetch(input, init);

/**
 * A fetch that answers a GET the page has already started with that request's response (once), and
 * sends every other request. A started request made with another token (the shopper signed out or
 * in since), or one that failed to reach the server, is sent again.
 */
export const takeStartedOrFetch: typeof fetch = (input, init) => {
  const map = startedRequests();
  const method = (init?.method ?? 'GET').toUpperCase();
  if (!map || typeof input !== 'string' || method !== 'GET') return send(input, init);
  const started = map.get(input);
  map.delete(input);
  const authorization = new Headers(init?.headers).get('Authorization');
  if (!started || authorization !== `Bearer ${started.token}`) return send(input, init);
  return started.response.catch(() => send(input, init));
};
