import { describe, expect, it } from 'vitest';
import { rewritePage } from '../../src/build/built-pages.ts';
import { conformingRefresh } from '../../src/build/redirect-pages.ts';

const rewrite = (html: string) => rewritePage(html, [conformingRefresh], '');

describe('conformingRefresh', () => {
  it("puts a space between the delay and the URL of Astro's redirect page", () => {
    const page = '<!doctype html><title>Redirecting to: /return-policy</title><meta http-equiv="refresh" content="0;url=/return-policy"><meta name="robots" content="noindex"><body><a href="/return-policy">…</a></body>';
    expect(rewrite(page)).toBe(page.replace('content="0;url=', 'content="0; url='));
  });

  it('leaves a refresh already spaced, and pages without one, as they were', () => {
    const spaced = '<html><head><meta http-equiv="Refresh" content="5; URL=/fr/"></head><body></body></html>';
    expect(rewrite(spaced)).toBe(spaced);
    const plain = '<html><head><meta name="refresh" content="0;x"></head><body></body></html>';
    expect(rewrite(plain)).toBe(plain);
  });
});
