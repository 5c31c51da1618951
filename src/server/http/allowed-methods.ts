// The methods a path answers, read from the app's own routes, so a wrong method on a route that
// exists answers 405 with `Allow` (RFC 9110) instead of 404. GET routes answer HEAD too (Hono).
import type { Hono } from 'hono';
import { TrieRouter } from 'hono/router/trie-router';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** For a path, the methods some route of the app takes there; the routes are read at the first call. */
export function allowedMethods(appOf: () => Hono<any>): (path: string) => string[] {
  let match: ((path: string) => string[]) | undefined;
  return (path) => (match ??= matcher(appOf()))(path);
}

function matcher(app: Hono<any>): (path: string) => string[] {
  const router = new TrieRouter<true>();
  let routes = 0;
  for (const route of app.routes) {
    // Middleware (`use`, `all`) matches every method: it says nothing about what the path answers.
    if (route.method === 'ALL' || route.path === '*' || route.path === '/*') continue;
    router.add(route.method, route.path, true);
    if (route.method === 'GET') router.add('HEAD', route.path, true);
    routes += 1;
  }
  if (routes === 0) return () => [];
  return (path) => METHODS.filter((method) => router.match(method, path)[0].length > 0);
}
