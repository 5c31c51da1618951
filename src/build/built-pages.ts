// After the build, changes made to every page Astro wrote (dist/**/*.html), as one integration that
// reads and writes each page once.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => join(entry.parentPath, entry.name));
}

/**
 * An integration that passes every built page through `rewrites` in order (each given the page and
 * the folder the site was built into), writing back those they change, after writing `files`
 * (paths relative to dist/) that the rewritten pages may refer to.
 */
export function rewriteBuiltPages(
  name: string,
  rewrites: ReadonlyArray<(html: string, dist: string) => string>,
  files: ReadonlyArray<{ path: string; text: string }> = [],
): AstroIntegration {
  return {
    name,
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const dist = fileURLToPath(dir);
        for (const file of files) await writeFile(join(dist, file.path), file.text);
        for (const file of await htmlFiles(dist)) {
          const html = await readFile(file, 'utf8');
          const rewritten = rewrites.reduce((page, rewrite) => rewrite(page, dist), html);
          if (rewritten !== html) await writeFile(file, rewritten);
        }
      },
    },
  };
}
