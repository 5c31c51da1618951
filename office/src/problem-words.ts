// The server's problems in the staff member's language: a Shopify CSV import's problem by its code
// and parameters (src/lib/catalogue/import-problems.ts), a refusal of the catalogue schema by its
// rule (schema-rules.ts). Columns and values stay as the file writes them, each kept whole in
// right-to-left text; where the office has no words (a code newer than it), the server's English.
import { fillWords, paramText, type ParamStyle, type ProblemParam, type ProblemParams } from '../../src/lib/catalogue/import-problems.ts';
import { i18nProvider } from './i18n/index.ts';
import { schemaRulesAr } from './i18n/schema-rules-ar.ts';

export interface ImportProblemReport {
  code: string;
  params: ProblemParams;
  message: string;
}

export interface SchemaProblemReport {
  rule: string;
  params: Record<string, ProblemParam>;
  message: string;
}

/** First strong isolate … pop directional isolate: a left-to-right value that reads whole in Arabic. */
const isolate = (text: string) => `\u2068${text}\u2069`;

function style(): ParamStyle {
  const translate = i18nProvider.translate;
  const locale = i18nProvider.getLocale();
  const numbers = new Intl.NumberFormat(locale === 'ar' ? 'ar-AE-u-nu-latn' : 'en-AE');
  return {
    empty: translate('office.import.empty_cell'),
    or: translate('office.import.or'),
    comma: translate('office.import.comma'),
    number: (n) => numbers.format(n),
    isolate: locale === 'ar' ? isolate : (text) => text,
  };
}

function shown(params: Record<string, ProblemParam>): Record<string, string> {
  const s = style();
  return Object.fromEntries(Object.entries(params).map(([name, value]) => [name, typeof value === 'string' ? s.isolate(value) : paramText(name, value, s)]));
}

/** A schema refusal's words: the build's own in English, the rule's in Arabic. */
export function schemaRuleWords(problem: SchemaProblemReport): string {
  const words = i18nProvider.getLocale() === 'ar' ? schemaRulesAr[problem.rule as keyof typeof schemaRulesAr] : undefined;
  return words ? fillWords(words, shown(problem.params), style()) : problem.message;
}

export function importProblemWords(problem: ImportProblemReport): string {
  // The reason is the server's English; a schema rule and a photo's refusal have words of their own.
  const { rule, photo, ...rest } = problem.params;
  const params = shown(rest);
  const english = String(rest.reason ?? problem.message);
  if (i18nProvider.getLocale() !== 'en') {
    if (typeof rule === 'string') params.reason = schemaRuleWords({ rule, params: rest, message: english });
    if (typeof photo === 'string') params.reason = i18nProvider.translate(`office.errors.${photo}`, { _: english });
  }
  return i18nProvider.translate(`office.import.problem.${problem.code}`, { ...params, _: problem.message });
}
