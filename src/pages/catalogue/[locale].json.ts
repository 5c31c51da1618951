import type { APIRoute, GetStaticPaths } from 'astro';
import { catalogue } from '../../build/catalogue.ts';
import { buildCatalogueIndex } from '../../lib/catalogue/catalogue-index.ts';
import { LOCALES, type Locale } from '../../lib/locale.ts';

export const getStaticPaths = (() => LOCALES.map((locale) => ({ params: { locale } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) =>
  new Response(JSON.stringify(buildCatalogueIndex(catalogue(), params.locale as Locale)), {
    headers: { 'Content-Type': 'application/json' },
  });
