// The client's address for rate limits: the socket's, or the first X-Forwarded-For entry only when
// TRUST_PROXY is set. IPv4-mapped IPv6 becomes plain IPv4; other IPv6 addresses count per /64
// (one subscriber's block), so rotating addresses within it does not escape a limit.
import { isIP } from 'node:net';
import type { Context } from 'hono';

export function rateLimitKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (isIP(address) !== 6) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded && isIP(forwarded)) return rateLimitKey(forwarded);
  }
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  const address = env?.incoming?.socket?.remoteAddress;
  return address ? rateLimitKey(address) : 'unknown';
}
