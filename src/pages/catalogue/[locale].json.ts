import type { APIRoute, GetStaticPaths } from 'astro';
import { catalogueIndex } from '../../build/catalogue.ts';
import { LOCALES, type Locale } from '../../lib/locale.ts';

export const getStaticPaths = (() => LOCALES.map((locale) => ({ params: { locale } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) =>
  new Response(JSON.stringify(catalogueIndex(params.locale as Locale)), {
    headers: { 'Content-Type': 'application/json' },
  });
