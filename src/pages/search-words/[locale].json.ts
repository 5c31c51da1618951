import type { APIRoute, GetStaticPaths } from 'astro';
import { catalogue } from '../../build/catalogue.ts';
import { useTranslations } from '../../build/i18n.ts';
import { searchVocabulary } from '../../build/search-vocabulary.ts';
import { LOCALES, type Locale } from '../../lib/locale.ts';

export const getStaticPaths = (() => LOCALES.map((locale) => ({ params: { locale } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) => {
  const locale = params.locale as Locale;
  return new Response(JSON.stringify(searchVocabulary(catalogue(), locale, useTranslations)), {
    headers: { 'Content-Type': 'application/json' },
  });
};
