// The real SiteBuilder. A release is the live one updated where the catalogue changed
// (./release-update.ts, in a process of its own); when that cannot be (the live release has no
// renderer, or its sitemap must be laid out anew), `npm run build`'s steps (./site-steps.ts) into
// a release folder, from the published snapshot, with the office's shells, which do not depend on
// the catalogue, copied from the live release. A step that fails throws with the end of what it
// printed: the office shows it as the publish's reason.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { SiteBuilder } from './publish.ts';
import type { UpdateReport } from './release-update.ts';
import { siteSteps } from './site-steps.ts';

/** What a failed step printed last: enough to see why, short enough for the office. */
const KEPT_OUTPUT = 3000;

/** What scripts/update-release.ts exits with when only a whole build can make the release. */
const WHOLE_BUILD_NEEDED = 3;

/**
 * Runs one step with a umask of 022: the server's own (077, data-dir.ts) would make the release
 * unreadable to nginx's workers, which serve it (docs/HOSTING.md). Resolves with what it printed
 * on its standard output; `allowed` exit codes other than 0 resolve too.
 */
function run(step: string, command: string, args: string[], env: NodeJS.ProcessEnv, cwd: string, allowed: number[] = []): Promise<{ code: number; stdout: string }> {
  return new Promise((done, fail) => {
    const child = spawn('/bin/sh', ['-c', 'umask 022 && exec "$0" "$@"', command, ...args], { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    let stdout = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString('utf8')).slice(-KEPT_OUTPUT);
    };
    child.stdout.on('data', (chunk: Buffer) => {
      keep(chunk);
      stdout = (stdout + chunk.toString('utf8')).slice(-KEPT_OUTPUT);
    });
    child.stderr.on('data', keep);
    child.on('error', (error) => fail(new Error(`${step} could not start: ${error.message}`)));
    child.on('close', (code) => {
      if (code === 0 || allowed.includes(code ?? -1)) done({ code: code ?? 0, stdout });
      else fail(new Error(`${step} failed (exit ${code}):\n${output.trim()}`));
    });
  });
}

/** Builds in `projectDir`: its tools and scripts, run on this process's Node. */
export function astroSiteBuilder(projectDir = process.cwd()): SiteBuilder {
  async function wholeBuild(catalogueDir: string, out: string, liveDir: string): Promise<string> {
    // Always a production build: a server started by a test runner has NODE_ENV=test, which gives Astro React's development build.
    const env = { CATALOGUE_DIR: resolve(catalogueDir), SITE_OUT_DIR: out, ASTRO_TELEMETRY_DISABLED: '1', NODE_ENV: 'production', NO_COLOR: '1' };
    for (const step of siteSteps({ projectDir, outDir: out, officeFrom: liveDir })) await run(step.name, step.command, step.args, env, projectDir);
    return 'the whole site built';
  }

  return {
    async build(catalogueDir, outDir, liveDir) {
      const out = resolve(outDir);
      const script = join(projectDir, 'scripts', 'update-release.ts');
      const updated = await run('Updating the release', process.execPath, [script, liveDir, out, resolve(catalogueDir)], {}, projectDir, [WHOLE_BUILD_NEEDED]);
      if (updated.code === WHOLE_BUILD_NEEDED) {
        rmSync(out, { recursive: true, force: true });
        return wholeBuild(catalogueDir, out, liveDir);
      }
      const report = JSON.parse(updated.stdout.trim().split('\n').at(-1)!) as UpdateReport;
      return `${report.drawn} pages and files drawn again for ${report.pagesToDraw.length} product page(s), ${report.removed.length} removed (${report.seconds.total} s: linking ${report.seconds.copy} s, drawing ${report.seconds.draw} s)`;
    },
  };
}
