// /auth/{locale}.json: the login modal's words and links, fetched when a shopper first reaches for
// the modal, so that pages without a sign-in form of their own do not carry them.
import type { APIRoute, GetStaticPaths } from 'astro';
import { authConfig } from '../../build/auth-config.ts';
import { LOCALES, type Locale } from '../../lib/locale.ts';

export const getStaticPaths = (() => LOCALES.map((locale) => ({ params: { locale } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) =>
  new Response(JSON.stringify(authConfig(params.locale as Locale)), { headers: { 'Content-Type': 'application/json' } });
