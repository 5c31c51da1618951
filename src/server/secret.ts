// The server secret (HMAC key for one-time codes): SECRET_KEY, or generated once into
// DATA_DIR/secret.key with owner-only permissions.
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export function resolveSecret(secretKey: string | undefined, dataDir: string): string {
  if (secretKey) return secretKey;
  const file = join(dataDir, 'secret.key');
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  try {
    writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  chmodSync(file, 0o600);
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 16) throw new Error(`${file} holds no usable secret; delete it to generate a new one.`);
  return secret;
}
