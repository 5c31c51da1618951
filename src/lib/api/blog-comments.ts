// POST /api/blog-comments: a reader's comment on a blog post, held for moderation.
import { api } from './client.ts';

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
