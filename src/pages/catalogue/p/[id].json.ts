import type { APIRoute, GetStaticPaths } from 'astro';
import { catalogue } from '../../../build/catalogue.ts';
import { buildProductDisplays } from '../../../lib/catalogue/product-files.ts';

export const getStaticPaths = (() =>
  buildProductDisplays(catalogue()).map((display) => ({ params: { id: display.id }, props: { display } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  new Response(JSON.stringify(props.display), { headers: { 'Content-Type': 'application/json' } });
