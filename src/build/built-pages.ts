// After the build, a change made to every page Astro wrote (dist/**/*.html), as an integration.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => join(entry.parentPath, entry.name));
}

/** An integration that passes every built page through `rewrite`, writing back those it changes. */
export function rewriteBuiltPages(name: string, rewrite: (html: string) => string): AstroIntegration {
  return {
    name,
    hooks: {
      'astro:build:done': async ({ dir }) => {
        for (const file of await htmlFiles(fileURLToPath(dir))) {
          const html = await readFile(file, 'utf8');
          const rewritten = rewrite(html);
          if (rewritten !== html) await writeFile(file, rewritten);
        }
      },
    },
  };
}
