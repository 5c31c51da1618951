// POST /api/contact: a message from the contact page to the shop's team.
import { call } from './client.ts';
import type { ApiResult } from './client-core.ts';
import type { ApiReply } from './types.ts';

export interface ContactInput {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export function sendContactMessage(input: ContactInput): Promise<ApiResult<ApiReply>> {
  return call<ApiReply>('/contact', { method: 'POST', body: input });
}
