// POST /api/blog-comments: a reader's comment on a blog post, held for moderation; and
// GET /api/blog-comments?post=: the post's approved comments, oldest first.
import { api } from './client.ts';
import type { ApiReply as Reply, BlogComment } from './types.ts';

export interface BlogCommentInput {
  /** The post's slug. */
  post: string;
  name: string;
  email: string;
  message: string;
}

export interface ApiReply {
  success: boolean;
  message?: string;
}

export function postBlogComment(input: BlogCommentInput): Promise<ApiReply> {
  return api<ApiReply>('/blog-comments', { method: 'POST', body: input });
}

export async function fetchApprovedComments(post: string): Promise<BlogComment[]> {
  const reply = await api<Reply<BlogComment[]>>('/blog-comments', { query: { post } });
  return reply.success && Array.isArray(reply.data) ? reply.data : [];
}
