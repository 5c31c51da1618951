// POST /contact, POST /blog-comments, GET /blog-comments?post=slug, and the moderation functions the
// operator CLI uses.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { approveComment, listContactMessages, listPendingComments } from '../../src/server/content/service.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { HOUR, call, callMultipart } from './helpers.ts';
import { OPERATOR } from '../../src/server/office/audit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());
afterEach(() => vi.useRealTimers());

describe('POST /contact', () => {
  it('stores a valid message (multipart or JSON)', async () => {
    const res = await callMultipart(t, '/contact', { name: 'Fatima', email: 'Fatima@Example.com', subject: 'Sizes', message: 'Do you have the chiffon hijab in navy?' });
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    const json = await call(t, 'POST', '/contact', { name: 'Omar', email: 'omar@example.com', message: 'Hello there' });
    expect(json.status).toBe(201);
    const stored = await listContactMessages(t.db);
    expect(stored.map((m) => m.email)).toEqual(expect.arrayContaining(['fatima@example.com', 'omar@example.com']));
    expect(stored.find((m) => m.name === 'Omar')!.subject).toBeNull();
  });

  it('answers 422 per field for missing or too long values', async () => {
    const res = await call(t, 'POST', '/contact', { name: '', email: 'nope', message: 'x'.repeat(5001) });
    expect(res.status).toBe(422);
    expect(res.body.success).toBe(false);
    expect(Object.keys(res.body.errors).sort()).toEqual(['email', 'message', 'name']);
    const subject = await call(t, 'POST', '/contact', { name: 'A', email: 'a@example.com', subject: 's'.repeat(201), message: 'hello' });
    expect(subject.status).toBe(422);
    expect(subject.body.errors.subject).toBeDefined();
  });

  it('limits messages per IP', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
    const ip = '203.0.113.5';
    for (let i = 0; i < 5; i++) expect((await call(t, 'POST', '/contact', { name: 'N', email: 'n@example.com', message: `message ${i}` }, { ip })).status).toBe(201);
    const over = await call(t, 'POST', '/contact', { name: 'N', email: 'n@example.com', message: 'one more' }, { ip });
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await call(t, 'POST', '/contact', { name: 'N', email: 'n@example.com', message: 'other ip' }, { ip: '203.0.113.6' })).status).toBe(201);
    vi.setSystemTime(Date.now() + 2 * HOUR);
    expect((await call(t, 'POST', '/contact', { name: 'N', email: 'n@example.com', message: 'later' }, { ip })).status).toBe(201);
  });
});

const POST = 'how-to-choose-a-shayla-fabric';
const OTHER_POST = 'styling-an-abaya-for-eid';

describe('blog comments', () => {
  it('holds comments until approved, then lists them without e-mail addresses', async () => {
    const posted = await call(t, 'POST', '/blog-comments', { post: POST, name: 'Layla', email: 'layla@example.com', message: 'Lovely tips, thank you!' });
    expect(posted.status).toBe(201);
    expect(posted.body.success).toBe(true);
    await call(t, 'POST', '/blog-comments', { post: OTHER_POST, name: 'Noor', email: 'noor@example.com', message: 'Nice post' });
    const before = await call(t, 'GET', `/blog-comments?post=${POST}`);
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ success: true, data: [] });

    const pending = await listPendingComments(t.db);
    const layla = pending.find((c) => c.name === 'Layla')!;
    expect(layla.approved).toBe(false);
    expect(await approveComment(t.db, layla.id, OPERATOR)).toBe(true);
    expect(await approveComment(t.db, 999_999, OPERATOR)).toBe(false);
    expect((await listPendingComments(t.db)).some((c) => c.id === layla.id)).toBe(false);

    const after = await call(t, 'GET', `/blog-comments?post=${POST}`);
    expect(after.body.data).toEqual([{ id: layla.id, post: POST, name: 'Layla', message: 'Lovely tips, thank you!', created_at: expect.any(String) }]);
    expect(JSON.stringify(after.body)).not.toContain('layla@example.com');
    const other = await call(t, 'GET', `/blog-comments?post=${OTHER_POST}`);
    expect(other.body.data).toEqual([]);
  });

  it('accepts a comment only for a post that exists, in the locale it is read in', async () => {
    const comment = (post: string, locale?: string) => call(t, 'POST', '/blog-comments', { post, locale, name: 'Mona', email: 'mona@example.com', message: `On ${post} in ${locale}` });
    const queue = async () => (await listPendingComments(t.db)).filter((c) => c.name === 'Mona').map((c) => `${c.locale}/${c.postSlug}`);
    for (const missing of ['a-post-that-does-not-exist', 'how-to-choose-a-shayla', 'how-to-choose-a-shayla-fabric-2']) {
      const res = await comment(missing, 'en');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, message: 'Post not found.', code: 'post_not_found' });
    }
    // Every locale has the post; a locale the shop does not have is refused by name.
    for (const locale of ['en', 'fr', 'de', 'ar']) expect((await comment(POST, locale)).status).toBe(201);
    const unknown = await comment(POST, 'es');
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.locale).toEqual(['Unknown locale.']);
    // 'fn', the spec's old French, is French; no locale is English.
    expect((await comment(OTHER_POST, 'fn')).status).toBe(201);
    expect((await comment(OTHER_POST)).status).toBe(201);
    expect(await queue()).toEqual([`en/${POST}`, `fr/${POST}`, `de/${POST}`, `ar/${POST}`, `fr/${OTHER_POST}`, `en/${OTHER_POST}`]);
  });

  it('lists the approved comments of a post in its own locale only', async () => {
    const posted = await call(t, 'POST', '/blog-comments', { post: OTHER_POST, locale: 'ar', name: 'Huda', email: 'huda@example.com', message: 'مقال جميل' });
    expect(posted.status).toBe(201);
    const huda = (await listPendingComments(t.db)).find((c) => c.name === 'Huda')!;
    expect(await approveComment(t.db, huda.id, OPERATOR)).toBe(true);
    const arabic = await call(t, 'GET', `/blog-comments?post=${OTHER_POST}&locale=ar`);
    expect(arabic.body.data.map((c: { name: string }) => c.name)).toEqual(['Huda']);
    expect((await call(t, 'GET', `/blog-comments?post=${OTHER_POST}&locale=en`)).body.data).toEqual([]);
    expect((await call(t, 'GET', `/blog-comments?post=${OTHER_POST}&locale=xx`)).status).toBe(422);
  });

  it('validates the post slug, fields and query', async () => {
    const bad = await call(t, 'POST', '/blog-comments', { post: '../../etc', name: '', email: 'x', message: '' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['email', 'message', 'name', 'post']);
    expect((await call(t, 'GET', '/blog-comments')).status).toBe(422);
    expect((await call(t, 'GET', '/blog-comments?post=' + 'a'.repeat(300))).status).toBe(422);
  });

  it('limits comments per IP', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
    const ip = '203.0.113.50';
    const send = () => call(t, 'POST', '/blog-comments', { post: POST, name: 'N', email: 'n@example.com', message: 'hi there' }, { ip });
    for (let i = 0; i < 10; i++) expect((await send()).status).toBe(201);
    expect((await send()).status).toBe(429);
  });
});
