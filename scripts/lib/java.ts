// A Java runtime for the W3C Nu HTML checker (vnu.jar from the vnu-jar package; tests/e2e/html-validity.spec.ts):
// Debian's default-jre-headless, installed when missing as Chromium is (apt.ts). The package's own
// install script, which would download a JDK of its own, is denied in package.json.
import { spawnSync } from 'node:child_process';
import { aptInstall } from './apt.ts';

export const JAVA = process.env.JAVA_PATH ?? 'java';

/** Whether `JAVA` runs (`java -version` exits 0). */
export function hasJava(): boolean {
  return spawnSync(JAVA, ['-version'], { stdio: 'ignore' }).status === 0;
}

/** Installs Debian's default-jre-headless when no Java runs; exits with a hint when not root. */
export function ensureJava(): void {
  if (!hasJava()) aptInstall(['default-jre-headless'], 'A Java runtime (for the W3C Nu HTML checker)');
}
