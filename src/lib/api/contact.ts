// POST /api/contact: a message from the contact page to the shop's team.
import { api } from './client.ts';
import type { ApiReply } from './blog-comments.ts';

export interface ContactInput {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export function sendContactMessage(input: ContactInput): Promise<ApiReply> {
  return api<ApiReply>('/contact', { method: 'POST', body: input });
}
