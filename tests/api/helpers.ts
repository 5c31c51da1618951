// Small helpers for the auth half's API tests.
import type { RequestOptions, TestApp } from './harness.ts';

export type Reply = { status: number; body: any; headers: Headers };

export async function call(t: TestApp, method: string, path: string, body?: unknown, options: RequestOptions & { token?: string } = {}): Promise<Reply> {
  const { token, headers, ...rest } = options;
  const init: RequestOptions = { method, ...rest, headers: { accept: 'application/json', ...(headers as Record<string, string>) } };
  if (token) (init.headers as Record<string, string>).authorization = `Bearer ${token}`;
  if (body !== undefined) {
    (init.headers as Record<string, string>)['content-type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const res = await t.request(`/api${path}`, init);
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // keep the text
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

/** The same body as multipart/form-data, as the spec's client sends it. */
export async function callMultipart(t: TestApp, path: string, fields: Record<string, string>, options: RequestOptions = {}): Promise<Reply> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const res = await t.request(`/api${path}`, { method: 'POST', body: form, ...options });
  return { status: res.status, body: await res.json(), headers: res.headers };
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

/**
 * A proof ticket for a signed-in shopper (POST /me/proof/code, then POST /me/proof with the code
 * sent to `address`, the account's e-mail or phone): what one change of password, e-mail or phone
 * carries as `proof`.
 */
export async function proofTicket(t: TestApp, token: string, address: string, via?: 'email' | 'phone'): Promise<string> {
  const sent = await call(t, 'POST', '/me/proof/code', via ? { via } : {}, { token });
  if (sent.status !== 200) throw new Error(`proofTicket: /me/proof/code answered ${sent.status} ${JSON.stringify(sent.body)}`);
  const proved = await call(t, 'POST', '/me/proof', { otp_code: t.lastCode(address), via }, { token });
  if (proved.status !== 200) throw new Error(`proofTicket: /me/proof answered ${proved.status} ${JSON.stringify(proved.body)}`);
  return proved.body.data.proof as string;
}

/** Sets a signed-in shopper's first password, proved with a code to their address. */
export async function setFirstPassword(t: TestApp, token: string, address: string, password: string): Promise<Reply> {
  return call(t, 'PATCH', '/me', { password, proof: await proofTicket(t, token, address) }, { token });
}
