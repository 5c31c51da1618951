// Passwords: scrypt (memory-hard) with a per-user salt, at OWASP's parameters (N=2^17, r=8, p=1:
// 128 MiB and some hundreds of milliseconds a hash). An unknown user costs the same: verify()
// runs scrypt against a dummy hash when there is no stored one. A hash made with other parameters
// (the N=2^14 of earlier versions) still verifies, and needsRehash() says to replace it.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';

export { PASSWORD_MAX, PASSWORD_MIN } from '../../lib/auth/password-rule.ts';

const SCRYPT = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
/** No stored hash may ask for more work than today's parameters (a corrupt row cannot stall a sign-in). */
const MAX_COST = SCRYPT.N * SCRYPT.r * SCRYPT.p;

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // scrypt needs 128·N·r bytes; Node refuses beyond maxmem, so it is sized to the parameters.
    scryptCallback(password.normalize('NFC'), salt, KEY_LENGTH, { N: n, r, p, maxmem: 2 * 128 * n * r + 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

const format = (n: number, r: number, p: number, salt: Buffer, key: Buffer) =>
  ['scrypt', n, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');

/** "scrypt$N$r$p$salt$hash" (base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, SCRYPT.N, SCRYPT.r, SCRYPT.p);
  return format(SCRYPT.N, SCRYPT.r, SCRYPT.p, salt, key);
}

const DUMMY_HASH = format(SCRYPT.N, SCRYPT.r, SCRYPT.p, Buffer.alloc(16, 7), Buffer.alloc(KEY_LENGTH));

interface Parsed {
  n: number;
  r: number;
  p: number;
  salt: Buffer;
  hash: Buffer;
}

function parse(stored: string): Parsed | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [n, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const powerOfTwo = Number.isInteger(n) && n > 1 && (n & (n - 1)) === 0;
  if (!powerOfTwo || !Number.isInteger(r) || !Number.isInteger(p) || r < 1 || p < 1 || n * r * p > MAX_COST) return null;
  return { n, r, p, salt: Buffer.from(parts[4]!, 'base64url'), hash: Buffer.from(parts[5]!, 'base64url') };
}

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parsed = stored ? parse(stored) : null;
  const { n, r, p, salt, hash } = parsed ?? parse(DUMMY_HASH)!;
  const key = await derive(password, salt, n, r, p);
  return parsed !== null && key.length === hash.length && timingSafeEqual(key, hash);
}

/** True when a stored hash (already verified) was made with other parameters than today's. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.n !== SCRYPT.N || parsed.r !== SCRYPT.r || parsed.p !== SCRYPT.p;
}
