// The real SiteBuilder: `npm run build`'s steps into a release folder, from the published snapshot.
// The office's shells do not depend on the catalogue, so they are linked from the live release
// rather than built again. A step that fails throws with the end of what it printed: the office
// shows it as the publish's reason.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { SiteBuilder } from './publish.ts';

/** What a failed step printed last: enough to see why, short enough for the office. */
const KEPT_OUTPUT = 3000;

/**
 * Runs one step with a umask of 022: the server's own (077, data-dir.ts) would make the release
 * unreadable to nginx's workers, which serve it (docs/HOSTING.md).
 */
function run(step: string, command: string, args: string[], env: NodeJS.ProcessEnv, cwd: string): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn('/bin/sh', ['-c', 'umask 022 && exec "$0" "$@"', command, ...args], { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString('utf8')).slice(-KEPT_OUTPUT);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', (error) => fail(new Error(`${step} could not start: ${error.message}`)));
    child.on('close', (code) => {
      if (code === 0) done();
      else fail(new Error(`${step} failed (exit ${code}):\n${output.trim()}`));
    });
  });
}

/** The tools run on this process's Node (a server started outside npm may have another first on its PATH). */
export function astroSiteBuilder(projectDir = process.cwd()): SiteBuilder {
  const bin = (name: string) => join(projectDir, 'node_modules', '.bin', name);
  return {
    async build(catalogueDir, outDir, liveDir) {
      const out = resolve(outDir);
      const env = { CATALOGUE_DIR: resolve(catalogueDir), SITE_OUT_DIR: out, ASTRO_TELEMETRY_DISABLED: '1' };
      await run('The site build', process.execPath, [bin('astro'), 'build', '--root', projectDir], env, projectDir);
      for (const office of ['office', join('ar', 'office')]) {
        const from = join(liveDir, office);
        if (existsSync(from)) await run('Copying the office', 'cp', ['-R', '-p', from, join(out, office)], env, projectDir);
      }
      await run('The search index', process.execPath, [bin('pagefind'), '--site', out, '--glob', '**/product/*/index.html'], env, projectDir);
      await run('Compressing the pages', process.execPath, [join(projectDir, 'scripts', 'precompress.ts'), out], env, projectDir);
    },
  };
}
