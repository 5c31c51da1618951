import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { rewritePage } from '../../src/build/built-pages.ts';
import { cspHash, pageOwnCsp } from '../../src/build/page-csp.ts';

const hash = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
const script = '(()=>{console.log(1)})()';
const style = 'body{color:red}';
const runtime = hash('.toast{}');
const other = hash('on another page');
const ownCsp = (insertedAtRunTime: string[], html: string) => rewritePage(html, [pageOwnCsp(insertedAtRunTime)], '');

function page(policy: string): string {
  return (
    `<html><head><meta http-equiv="content-security-policy" content="${policy}"><style>${style}</style></head>` +
    `<body><script type="module" src="/_astro/a.js"></script><script>${script}</script></body></html>`
  );
}

describe('cspHash', () => {
  it("is the CSP source of the text's SHA-256 in base64", () => {
    expect(cspHash(script)).toBe(hash(script));
    expect(cspHash('')).toBe('sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=');
  });
});

describe('pageOwnCsp', () => {
  it("keeps the hashes of the page's own inline scripts and styles and of run-time styles, and drops the rest", () => {
    const before = `default-src 'self'; script-src 'self' '${other}' '${hash(script)}'; style-src 'self' '${hash(style)}' '${other}' '${runtime}';`;
    const after = ownCsp([runtime], page(before));
    expect(after).toContain(
      `content="default-src 'self'; script-src 'self' '${hash(script)}'; style-src 'self' '${hash(style)}' '${runtime}';"`,
    );
  });

  it('keeps a directive whose every hash went as the bare source list', () => {
    const after = ownCsp([], page(`script-src 'self' '${other}'; object-src 'none'`));
    expect(after).toContain(`content="script-src 'self'; object-src 'none'"`);
  });

  it("lists a source once in each directive, as a page's inserted 'self' would repeat it", () => {
    const after = ownCsp([], page(`default-src 'self'; script-src 'self' 'self' 'wasm-unsafe-eval' '${hash(script)}'; style-src 'self' '${hash(style)}'`));
    expect(after).toContain(`content="default-src 'self'; script-src 'self' 'wasm-unsafe-eval' '${hash(script)}'; style-src 'self' '${hash(style)}'"`);
  });

  it('leaves a page without a policy as it was', () => {
    const plain = '<html><head></head><body><script>1</script></body></html>';
    expect(ownCsp([runtime], plain)).toBe(plain);
  });
});

describe('the policy comes first', () => {
  it('moves the policy before every script and style in <head>, after the charset', () => {
    const hint = 'document.documentElement.dataset.signedIn=""';
    const html =
      `<html><head><meta charset="utf-8"><script>${hint}</script><title>t</title>` +
      `<meta http-equiv="content-security-policy" content="script-src 'self' '${hash(hint)}'"></head><body></body></html>`;
    const after = ownCsp([], html);
    expect(after).toBe(
      `<html><head><meta charset="utf-8"><meta http-equiv="content-security-policy" content="script-src 'self' '${hash(hint)}'">` +
        `<script>${hint}</script><title>t</title></head><body></body></html>`,
    );
  });

  it('opens a head without a charset with it', () => {
    const after = ownCsp([], `<html lang="en"><head><style>${style}</style><meta http-equiv="content-security-policy" content="style-src 'self'"></head></html>`);
    expect(after).toBe(`<html lang="en"><head><meta http-equiv="content-security-policy" content="style-src 'self'"><style>${style}</style></head></html>`);
  });
});
