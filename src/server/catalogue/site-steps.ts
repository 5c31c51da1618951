// The steps of a whole build of the site, in order, as one list: `npm run build` runs them into
// dist/ (scripts/build.ts), and a publish that must build the whole site runs them into its release
// (./site-build.ts), with the office copied from the live release instead of built: the office
// does not depend on the catalogue. Astro prerenders every page but the canonical product pages,
// which the next step draws as a publish draws them (scripts/draw-products.ts), and the compressed
// copies of what is left come last. (The search needs no step: the server answers it from the
// catalogue copy the site's server bundle keeps.)
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export interface SiteStep {
  /** What a failure is named by: 'The site build failed (exit 1)'. */
  name: string;
  command: string;
  args: string[];
}

export interface SiteStepsOptions {
  /** The project's folder, which every step runs from. */
  projectDir: string;
  /** Where the site is built: dist/, or a release's folder (Astro's step reads it from SITE_OUT_DIR). */
  outDir: string;
  /** The live release whose office is copied; without one the office is built (`npm run build:office`, into dist/). */
  officeFrom?: string;
}

/** The tools and scripts run on this process's Node (a server started outside npm may have another first on its PATH). */
export function siteSteps({ projectDir, outDir, officeFrom }: SiteStepsOptions): SiteStep[] {
  const node = (name: string, file: string, ...args: string[]): SiteStep => ({ name, command: process.execPath, args: [join(projectDir, file), ...args] });
  const office: SiteStep[] = officeFrom
    ? ['office', join('ar', 'office')]
        .filter((shell) => existsSync(join(officeFrom, shell)))
        .map((shell) => ({ name: 'Copying the office', command: 'cp', args: ['-R', '-p', join(officeFrom, shell), join(outDir, shell)] }))
    : [{ name: 'The office', command: 'npm', args: ['run', '--silent', 'build:office'] }];
  return [
    node('The site build', 'node_modules/.bin/astro', 'build', '--root', projectDir),
    node('Drawing the product pages', 'scripts/draw-products.ts', outDir),
    ...office,
    node('Compressing the pages', 'scripts/precompress.ts', outDir),
  ];
}
