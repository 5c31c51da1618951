import { describe, expect, it } from 'vitest';
import { cspHash } from '../../src/build/page-csp.ts';
import { runtimeStyleHashes } from '../../src/build/runtime-styles.ts';

describe('styles inserted at run time', () => {
  it("allow sonner's empty <style> (it inserts one before filling it), so a toast logs no CSP violation", () => {
    expect(runtimeStyleHashes()).toContain(cspHash(''));
  });

  it("allow sonner's stylesheet, the sign-in form's and the phone field's styles, each once", () => {
    const hashes = runtimeStyleHashes();
    expect(hashes).toHaveLength(4);
    expect(new Set(hashes).size).toBe(4);
  });
});
