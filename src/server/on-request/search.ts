// The product search, answered by the live release's renderer (./live.ts) from the catalogue its
// pages were drawn from (src/build/on-request/search.ts). Answers are kept per release, most
// recently asked last, up to ANSWERS_KEPT: a shopper paging back and forth, or many asking for the
// same words, is answered without the thread; a publish starts the next release with none kept.
import type { Locale } from '../../lib/locale.ts';
import type { LiveReleases } from './live.ts';
import type { Renderer } from './renderer.ts';

/** The answers kept per release: a few KB each. */
export const ANSWERS_KEPT = 2000;

export interface LiveSearch {
  /** The search page's answer (JSON) for the canonical query string in the locale; null when the live release cannot search. */
  answer(locale: Locale, query: string): Promise<string | null>;
  /** The header's suggestions (JSON) for the words typed; null likewise. */
  suggest(locale: Locale, q: string): Promise<string | null>;
}

export function liveSearch(releases: LiveReleases): LiveSearch {
  let kept: { renderer: Renderer; answers: Map<string, Promise<string | null>> } | undefined;

  async function ask(key: string, asking: (renderer: Renderer) => Promise<string | null>): Promise<string | null> {
    const live = await releases.current();
    if (!live) return null;
    if (kept?.renderer !== live.renderer) kept = { renderer: live.renderer, answers: new Map() };
    const { answers } = kept;
    let answer = answers.get(key);
    if (answer) answers.delete(key);
    else {
      answer = asking(live.renderer);
      answer.catch(() => answers.get(key) === answer && answers.delete(key));
    }
    answers.set(key, answer);
    if (answers.size > ANSWERS_KEPT) answers.delete(answers.keys().next().value!);
    return answer;
  }

  return {
    answer: (locale, query) => ask(`${locale} ${query}`, (renderer) => renderer.search(locale, query)),
    suggest: (locale, q) => ask(`${locale} suggest ${q}`, (renderer) => renderer.suggest(locale, q)),
  };
}
