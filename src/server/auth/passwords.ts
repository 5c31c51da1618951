// Passwords: scrypt (memory-hard) with a per-user salt. An unknown user costs the same: verify()
// runs scrypt against a dummy hash when there is no stored one.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';

export { PASSWORD_MAX, PASSWORD_MIN } from '../../lib/auth/password-rule.ts';

const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFC'), salt, KEY_LENGTH, { N: n, r, p, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** "scrypt$N$r$p$salt$hash" (base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, R, P);
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

const DUMMY_HASH = ['scrypt', N, R, P, Buffer.alloc(16, 7).toString('base64url'), Buffer.alloc(KEY_LENGTH).toString('base64url')].join('$');

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parts = (stored ?? DUMMY_HASH).split('$');
  const valid = parts.length === 6 && parts[0] === 'scrypt';
  const [, n, r, p, salt, hash] = valid ? parts : DUMMY_HASH.split('$');
  const expected = Buffer.from(hash!, 'base64url');
  const key = await derive(password, Buffer.from(salt!, 'base64url'), Number(n), Number(r), Number(p));
  return Boolean(stored) && valid && key.length === expected.length && timingSafeEqual(key, expected);
}
