import { describe, expect, it } from 'vitest';
import { createElement, elements, firstElement, insert, parsePage, remove, rewritePage, serialise, setAttribute, textOf } from '../../src/build/built-pages.ts';

// Pages as Astro and React write them: what no rewrite touches must come back byte for byte (the
// CSP hashes inline text; a page must not grow).
const PAGES = {
  "React's text separators": '<p>Total<!-- --> <span>3<!-- --> items</span><!-- -->AED</p>',
  'bare and empty attributes': '<astro-island uid="a1" ssr client="load" props="{&quot;x&quot;:[0,1]}"></astro-island><img alt="" src="/a.png" data-astro-cid-x>',
  'void and self-closing elements': '<meta charset="utf-8"><br><svg viewBox="0 0 1 1"><path d="M0 0"/><use href="#i" /></svg><input disabled>',
  'a doctype, and text after </html>': '<!DOCTYPE html><html lang="en"><head></head><body></body></html>\n',
  'scripts holding markup': '<script>document.write("<script>1<\\/script>");if(a<b&&c>d){}</script><style>a>b{color:red}</style><script type="application/ld+json">{"a":"<b>"}</script>',
  'a redirect page': '<!doctype html><title>Redirecting to: /a</title><meta http-equiv="refresh" content="0;url=/a"><body>\t<a href="/a">Redirecting from <code>/b/</code></a></body>',
  "an attribute holding '>'": '<a title="a > b" href="/x">x</a><p>after</p>',
};

describe('a built page, parsed and written back', () => {
  for (const [what, html] of Object.entries(PAGES)) {
    it(`is the same bytes: ${what}`, () => {
      expect(serialise(parsePage(html))).toBe(html);
      expect(rewritePage(html, [], '')).toBe(html);
    });
  }

  it("reads a script's and a style's text as written", () => {
    const document = parsePage(PAGES['scripts holding markup']);
    expect(elements(document, (element) => element.name === 'script' || element.name === 'style').map(textOf)).toEqual([
      'document.write("<script>1<\\/script>");if(a<b&&c>d){}',
      'a>b{color:red}',
      '{"a":"<b>"}',
    ]);
  });
});

describe('a rewrite', () => {
  it('writes the elements it creates or changes from their attributes, the rest as written', () => {
    const html = '<html><head><title>x</title></head><body><a href="/cart" data-prefetch data-astro-cid-x>Cart<!-- --> 2</a><p ssr>x</p></body></html>';
    const rewritten = rewritePage(
      html,
      [
        ({ document }) => {
          const head = firstElement(document, 'head')!;
          insert(head, [createElement('link', { rel: 'modulepreload', href: '/_astro/a.js' }), createElement('script', { async: '', src: '/_astro/b.js' })]);
          setAttribute(elements(document, (element) => element.name === 'a')[0]!, 'data-prefetch', '/_astro/c.js');
          remove(elements(document, (element) => element.name === 'p')[0]!);
        },
      ],
      '',
    );
    expect(rewritten).toBe(
      '<html><head><title>x</title><link rel="modulepreload" href="/_astro/a.js"><script async src="/_astro/b.js"></script></head>' +
        '<body><a href="/cart" data-prefetch="/_astro/c.js" data-astro-cid-x>Cart<!-- --> 2</a></body></html>',
    );
  });
});
