// Notifiers: the dev outbox (one JSON line per message, codes never in the log), the SMS webhook,
// and the choice between channels. Also the identifier rules they are keyed by.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { normaliseEmail, normalisePhone, parseUsername } from '../../src/server/auth/identifiers.ts';
import { createNotifier } from '../../src/server/notify/index.ts';
import { outboxNotifier } from '../../src/server/notify/outbox.ts';
import { rateLimitKey } from '../../src/server/http/client-ip.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'notify-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('outbox', () => {
  it('appends one JSON line per message and logs without the code', async () => {
    const lines: string[] = [];
    const outbox = outboxNotifier(dir, (line) => lines.push(line));
    await outbox.send({ to: { email: 'reader@example.com' }, subject: 'Your code', text: '123456 is your code', code: '123456' });
    await outbox.send({ to: { phone: '+971501234567' }, subject: 'Your code', text: '654321 is your code', code: '654321' });
    const file = join(dir, 'outbox.jsonl');
    const entries = (await readFile(file, 'utf8')).trim().split('\n').map((line) => JSON.parse(line));
    expect(entries).toHaveLength(2);
    expect(entries[0]).toEqual({ channel: 'email', to: 'reader@example.com', subject: 'Your code', text: '123456 is your code', code: '123456', at: expect.any(String) });
    expect(entries[1]).toMatchObject({ channel: 'sms', to: '+971501234567', code: '654321' });
    expect((await stat(file)).mode & 0o077).toBe(0);
    expect(lines).toHaveLength(2);
    expect(lines.join('\n')).not.toMatch(/123456|654321/);
    expect(lines.join('\n')).not.toContain('reader@example.com');
  });

  it('is where messages go when no SMTP or SMS is configured', async () => {
    const sub = join(dir, 'fallback');
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      await createNotifier({ dataDir: sub, mailFrom: 'x@veils.example' }).send({ to: { phone: '+971500000000' }, subject: 's', text: '111222', code: '111222' });
      expect(log.mock.calls.flat().join(' ')).not.toContain('111222');
    } finally {
      log.mockRestore();
    }
    expect(await readFile(join(sub, 'outbox.jsonl'), 'utf8')).toContain('"code":"111222"');
  });
});

describe('outbox folder', () => {
  it('makes a missing data folder on the first message and writes every later one (messages sent together included)', async () => {
    const folder = join(dir, 'not', 'there', 'yet');
    const outbox = outboxNotifier(folder, () => {});
    await Promise.all([1, 2, 3].map((n) => outbox.send({ to: { email: `n${n}@example.com` }, subject: `Order ${n}`, text: 'placed' })));
    await outbox.send({ to: { email: 'n4@example.com' }, subject: 'Order 4', text: 'placed' });
    const entries = (await readFile(join(folder, 'outbox.jsonl'), 'utf8')).trim().split('\n').map((line) => JSON.parse(line));
    expect(entries.map((entry) => entry.subject).sort()).toEqual(['Order 1', 'Order 2', 'Order 3', 'Order 4']);
  });
});

describe('SMS webhook', () => {
  it('POSTs { to, text } as JSON and fails on an error status', async () => {
    const received: unknown[] = [];
    let status = 200;
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        received.push({ type: req.headers['content-type'], method: req.method, body: JSON.parse(body) });
        res.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
      const notifier = createNotifier({ smsWebhookUrl: url, mailFrom: 'x@veils.example', dataDir: join(dir, 'sms') });
      await notifier.send({ to: { phone: '+971501234567' }, subject: 'Code', text: '123456 is your code', code: '123456' });
      expect(received).toEqual([{ type: 'application/json', method: 'POST', body: { to: '+971501234567', text: '123456 is your code' } }]);
      status = 502;
      await expect(notifier.send({ to: { phone: '+971501234567' }, subject: 'Code', text: 'x' })).rejects.toThrow(/502/);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('identifiers', () => {
  it('normalises e-mails and phones before keying', () => {
    expect(normaliseEmail('  Someone@Example.COM ')).toBe('someone@example.com');
    expect(normaliseEmail('a@b')).toBeNull();
    expect(normaliseEmail('a..b@example.com')).toBeNull();
    const e164 = (input: string, country?: string) => normalisePhone(input, country);
    for (const typed of ['050 123 4567', '501234567', '+971 (50) 123-4567', '00971501234567', '971501234567', ' 971501234567']) {
      expect(e164(typed), typed).toEqual({ ok: true, value: '+971501234567' });
    }
    expect(e164('9876543210', '+91')).toEqual({ ok: true, value: '+919876543210' });
    expect(e164('919876543210', 'IN')).toEqual({ ok: true, value: '+919876543210' });
    // A number with its own code needs no country; an unknown country needs one.
    expect(e164('+966551234567', '+44')).toEqual({ ok: true, value: '+966551234567' });
    expect(e164('0551234567', '+44')).toMatchObject({ ok: false, message: expect.stringContaining('GCC countries or India') });
    expect(e164('12')).toEqual({ ok: false, code: 'phone_too_short', message: 'This number is too short for the country chosen. Please check it.' });
    expect(e164('+0123456789')).toEqual({ ok: false, code: 'invalid_phone', message: 'Please enter a valid phone number.' });
    expect(e164('50abc')).toEqual({ ok: false, code: 'invalid_phone', message: 'Please enter a valid phone number.' });
  });

  it('treats digit- or plus-leading entries as phones and the rest as e-mails', () => {
    expect(parseUsername('0501234567')).toEqual({ ok: true, identifier: { kind: 'phone', value: '+971501234567' } });
    expect(parseUsername('+91 98765 43210')).toEqual({ ok: true, identifier: { kind: 'phone', value: '+919876543210' } });
    // Numbers outside the seven countries the shop delivers to have no SMS to receive a code.
    expect(parseUsername('+44 20 7946 0958')).toMatchObject({ ok: false, field: 'phone' });
    expect(parseUsername('Mona@Example.com')).toEqual({ ok: true, identifier: { kind: 'email', value: 'mona@example.com' } });
    expect(parseUsername('')).toEqual({ ok: false, field: 'username', code: 'identifier_required', message: 'Phone number or email is required' });
    expect(parseUsername('1abc@example.com')).toMatchObject({ ok: false, field: 'phone' });
    expect(parseUsername('mona')).toMatchObject({ ok: false, field: 'email' });
  });

  it('keys rate limits by IPv4, mapped IPv4 and IPv6 /64', () => {
    expect(rateLimitKey('203.0.113.9')).toBe('203.0.113.9');
    expect(rateLimitKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(rateLimitKey('2001:db8:0:12:aaaa::1')).toBe('2001:db8:0:12::/64');
    expect(rateLimitKey('2001:0db8:0000:0012:ffff:1:2:3')).toBe('2001:db8:0:12::/64');
    expect(rateLimitKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(rateLimitKey('::1')).toBe('0:0:0:0::/64');
  });
});
