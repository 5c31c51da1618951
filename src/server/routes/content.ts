// POST /contact, POST /blog-comments and GET /blog-comments?post=slug&locale=fr.
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../auth/middleware.ts';
import { hit } from '../auth/rate-limit.ts';
import { commentBody, commentsQuery, contactBody } from '../content/inputs.ts';
import { approvedComments, saveBlogComment, saveContactMessage } from '../content/service.ts';
import type { Db } from '../db/client.ts';
import { clientIp } from '../http/client-ip.ts';
import { notFound, tooManyRequests } from '../http/errors.ts';
import type { BlogPostExists } from '../content/blog-posts.ts';
import { readBody, readQuery } from '../http/validate.ts';
import type { ApiReply, BlogComment } from '../../lib/api/types.ts';

export const CONTENT_LIMITS = {
  contact: { limit: 5, windowMs: 60 * 60_000 },
  comment: { limit: 10, windowMs: 60 * 60_000 },
} as const;

export function contentRoutes({ db, trustProxy, postExists }: { db: Db; trustProxy: boolean; postExists: BlogPostExists }) {
  const app = new Hono<AppEnv>();

  async function throttle(c: Context, kind: keyof typeof CONTENT_LIMITS) {
    const result = await hit(db, `${kind}:${clientIp(c, trustProxy)}`, CONTENT_LIMITS[kind]);
    if (!result.allowed) {
      const seconds = Math.ceil(result.retryAfterMs / 1000);
      throw tooManyRequests('rate_limited', 'You have sent several messages already. Please try again later.', seconds, { retry_in: seconds });
    }
  }

  app.post('/contact', async (c) => {
    const body = await readBody(c, contactBody);
    await throttle(c, 'contact');
    await saveContactMessage(db, body);
    return c.json({ success: true, message: 'Thank you! Your message has been sent. We will reply soon.' } satisfies ApiReply, 201);
  });

  app.post('/blog-comments', async (c) => {
    const body = await readBody(c, commentBody);
    await throttle(c, 'comment');
    // Nothing reaches the owner's queue for a page no reader can be on.
    if (!postExists(body.locale, body.post)) throw notFound('post_not_found', 'Post not found.');
    await saveBlogComment(db, body);
    return c.json({ success: true, message: 'Thank you! Your comment will appear once it has been approved.' } satisfies ApiReply, 201);
  });

  app.get('/blog-comments', async (c) => {
    const { post, locale } = readQuery(c, commentsQuery);
    return c.json({ success: true, data: await approvedComments(db, post, locale) } satisfies ApiReply<BlogComment[]>);
  });

  return app;
}
