import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rewritePage } from '../../src/build/built-pages.ts';
import { PROPS_INLINE_LIMIT, externalIslandProps, propsFilesInUse } from '../../src/build/island-props.ts';

// Props as Astro writes them in the attribute: its JSON, with & < > " ' escaped.
const escape = (json: string) => json.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
const propsOf = (size: number) => JSON.stringify({ name: [0, "Noor's <Shayla> & \"veil\""], filler: [0, 'x'.repeat(size)] });
const island = (client: string, json: string) =>
  `<astro-island uid="a" component-url="/_astro/Shop.js" ssr client="${client}" props="${escape(json)}"><p>built</p></astro-island>`;

describe('islands that wait for the shopper: long props in a file', () => {
  let dist: string;
  beforeEach(() => {
    dist = mkdtempSync(join(tmpdir(), 'island-props-'));
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('writes the props, unescaped, to a hashed file the island names instead', () => {
    const json = propsOf(PROPS_INLINE_LIMIT);
    const page = rewritePage(`<body>${island('interaction', json)}</body>`, [externalIslandProps], dist);
    expect(page).not.toContain('props="');
    const source = /props-src="(\/_astro\/props\/[0-9a-f]{16}\.json)"/.exec(page)?.[1];
    expect(source).toBeDefined();
    expect(readFileSync(join(dist, source!), 'utf8')).toBe(json);
    expect(JSON.parse(readFileSync(join(dist, source!), 'utf8'))).toEqual(JSON.parse(json));
    // The island's other attributes and its built HTML are untouched.
    expect(page).toContain('component-url="/_astro/Shop.js"');
    expect(page).toContain('<p>built</p>');
  });

  it('gives the same props the same file', () => {
    const json = propsOf(PROPS_INLINE_LIMIT);
    const first = rewritePage(island('interaction', json), [externalIslandProps], dist);
    const second = rewritePage(`<main>${island('interaction', json)}</main>`, [externalIslandProps], dist);
    expect(/props-src="([^"]+)"/.exec(first)?.[1]).toBe(/props-src="([^"]+)"/.exec(second)?.[1]);
  });

  it('names a file an earlier build wrote as in use, and leaves it as it was', () => {
    const json = propsOf(PROPS_INLINE_LIMIT + 1);
    const first = rewritePage(island('interaction', json), [externalIslandProps], mkdtempSync(join(tmpdir(), 'island-props-earlier-')));
    const source = /props-src="\/([^"]+)"/.exec(first)![1]!;
    mkdirSync(join(dist, '_astro', 'props'), { recursive: true });
    writeFileSync(join(dist, source), json);
    const before = statSync(join(dist, source)).mtimeMs;
    expect(propsFilesInUse().has(join(dist, source))).toBe(false);
    rewritePage(island('interaction', json), [externalIslandProps], dist);
    expect(propsFilesInUse().has(join(dist, source))).toBe(true);
    expect(statSync(join(dist, source)).mtimeMs).toBe(before);
  });

  it('leaves short props in the page: a request would cost more than they weigh', () => {
    const html = island('interaction', propsOf(10));
    expect(escape(propsOf(10)).length).toBeLessThanOrEqual(PROPS_INLINE_LIMIT);
    expect(rewritePage(html, [externalIslandProps], dist)).toBe(html);
  });

  it('leaves the props of an island that draws as the page loads', () => {
    const html = island('load', propsOf(PROPS_INLINE_LIMIT));
    expect(rewritePage(html, [externalIslandProps], dist)).toBe(html);
  });
});
