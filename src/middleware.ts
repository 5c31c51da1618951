// Route data once per page: the locale, its words, its direction and its links go into
// Astro.locals here (src/build/route-data.ts), and pages and components read them from there.
// Astro runs this at build time for the static pages, and per request under `astro dev`.
import { defineMiddleware } from 'astro:middleware';
import { routeData } from './build/route-data.ts';

export const onRequest = defineMiddleware((context, next) => {
  Object.assign(context.locals, routeData(context.currentLocale, context.url.pathname));
  return next();
});
