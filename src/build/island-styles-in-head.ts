// Islands write <style> elements where they render, inside <body>, where HTML does not allow them:
// Astro its one island rule (`astro-island { display: contents }`) before the page's first island,
// and React 19 a component's hoisted <style precedence> (the sign-in form's on /login-register).
// After the build this moves each of them into <head>, unchanged and in order: the page's CSP
// hashes them as they are, the rules apply before any island is parsed, and React, hydrating,
// finds its own in <head> by their data-href.
import { elements, firstElement, insert, remove, type BuiltPage } from './built-pages.ts';

/** Every <style> of the page's body moved to the end of its head, in order. */
export function moveIslandStyles({ document }: BuiltPage): void {
  const head = firstElement(document, 'head');
  const body = firstElement(document, 'body');
  if (!head || !body) return;
  const styles = elements(body, (element) => element.name === 'style');
  for (const style of styles) remove(style);
  insert(head, styles);
}
