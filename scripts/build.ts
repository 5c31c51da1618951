// `npm run build`: the whole site into dist/ (or SITE_OUT_DIR), step after step as a publish's
// whole build runs them (src/server/catalogue/site-steps.ts). With --office-from LIVE, the office
// is copied from that built site instead of built, as a publish does.
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { siteSteps } from '../src/server/catalogue/site-steps.ts';

const { values } = parseArgs({ options: { 'office-from': { type: 'string' } } });
const projectDir = process.cwd();
const outDir = process.env.SITE_OUT_DIR ?? 'dist';

for (const step of siteSteps({ projectDir, outDir, officeFrom: values['office-from'] })) {
  const code = await new Promise<number | null>((done, fail) => {
    const child = spawn(step.command, step.args, { cwd: projectDir, stdio: 'inherit' });
    child.on('error', fail);
    child.on('close', done);
  });
  if (code !== 0) {
    console.error(`[build] ${step.name} failed (exit ${code})`);
    process.exit(code ?? 1);
  }
}
