// POST /api/blog-comments: a reader's comment on a blog post, held for moderation; and
// GET /api/blog-comments?post=&locale=: the post's approved comments in that locale, oldest first.
import { call } from './client.ts';
import type { ApiResult } from './client-core.ts';
import type { ApiReply, BlogComment } from './types.ts';

export interface BlogCommentInput {
  /** The post's slug. */
  post: string;
  /** The locale of the page the post is read in: a comment belongs to that post. */
  locale: string;
  name: string;
  email: string;
  message: string;
}

export function postBlogComment(input: BlogCommentInput): Promise<ApiResult<ApiReply>> {
  return call<ApiReply>('/blog-comments', { method: 'POST', body: input });
}

export async function fetchApprovedComments(post: string, locale: string): Promise<ApiResult<BlogComment[]>> {
  const result = await call<ApiReply<BlogComment[]>>('/blog-comments', { query: { post, locale } });
  return result.ok ? { ok: true, data: Array.isArray(result.data.data) ? result.data.data : [] } : result;
}
