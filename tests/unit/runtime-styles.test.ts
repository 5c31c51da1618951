import { describe, expect, it } from 'vitest';
import { cspHash } from '../../src/build/page-csp.ts';
import { runtimeStyleHashes } from '../../src/build/runtime-styles.ts';

describe('styles inserted at run time', () => {
  it("allow sonner's empty <style> (it inserts one before filling it), so a toast logs no CSP violation", () => {
    expect(runtimeStyleHashes()).toContain(cspHash(''));
  });

  it("allow sonner's stylesheet and the sign-in form's styles, each once", () => {
    const hashes = runtimeStyleHashes();
    expect(hashes).toHaveLength(3);
    expect(new Set(hashes).size).toBe(3);
  });
});
