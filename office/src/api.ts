// The office's one way to the server: every request to /api/office/… goes through `call`, which
// adds the staff member's token, reads the API's reply shape ({ success, message, data } or
// { success: false, message, code, errors }) and turns a refusal into an OfficeError. A refusal
// for want of a recent re-authentication (403 reauth_required) asks the staff member for their
// password and a fresh code (office/src/reauth.tsx) and retries the request once they have given it.
import { HttpError } from 'react-admin';
import { i18nProvider, wordsFor } from './i18n/index.ts';

const API_BASE = `${(import.meta.env.PUBLIC_API_URL as string | undefined) ?? '/api'}/office`;
const TOKEN_KEY = 'office.token';
const STAFF_KEY = 'office.staff';

export type Role = 'owner' | 'staff';
export type OfficeLocale = 'en' | 'ar';
export type Staff = { id: number; email: string; name: string; role: Role; locale: OfficeLocale };

const signedOutListeners = new Set<() => void>();

/** The session lives in this tab only: closing it signs out, as on a shared warehouse computer. */
export const session = {
  token: () => sessionStorage.getItem(TOKEN_KEY),
  staff: (): Staff | null => {
    const stored = sessionStorage.getItem(STAFF_KEY);
    return stored ? (JSON.parse(stored) as Staff) : null;
  },
  save(token: string, staff: Staff) {
    sessionStorage.setItem(TOKEN_KEY, token);
    sessionStorage.setItem(STAFF_KEY, JSON.stringify(staff));
  },
  update(staff: Staff) {
    sessionStorage.setItem(STAFF_KEY, JSON.stringify(staff));
  },
  clear() {
    sessionStorage.removeItem(TOKEN_KEY);
    sessionStorage.removeItem(STAFF_KEY);
    for (const listener of signedOutListeners) listener();
  },
  /** Told when the session ends (signed out, or refused by the server); answers the function that stops telling. */
  onEnd(listener: () => void): () => void {
    signedOutListeners.add(listener);
    return () => signedOutListeners.delete(listener);
  },
};

/** A 422's problems: per field, the server's sentences and, in the same order, their codes. */
type FieldProblems = { errors: Record<string, string[]>; codes: Record<string, string[]> };

/**
 * A refusal from the office API. `code` is the API's stable code; the message is ours for that code
 * in the staff member's language, or the server's own words for a code we have none for.
 * `body.errors` holds one message per form field, which react-admin's forms show beside the field.
 */
export class OfficeError extends HttpError {
  readonly code: string;
  readonly data: unknown;
  readonly serverMessage: string;
  constructor(message: string, status: number, code: string, fields: FieldProblems | undefined, data: unknown) {
    // Beside a field: the server's own sentence in English (it says the rule: "at most 10000"),
    // our words for its code in Arabic.
    const english = i18nProvider.getLocale() === 'en';
    const errors = fields
      ? Object.fromEntries(
          Object.entries(fields.errors).map(([field, sentences]) => [
            field,
            sentences.map((sentence, index) => (english ? sentence : wordsFor('field_errors', fields.codes[field]?.[index] ?? '', sentence))).join(' '),
          ]),
        )
      : undefined;
    super(wordsFor('errors', code, message), status, { code, errors, data });
    // react-admin's HttpError sets its own prototype on the instance, which would make an
    // OfficeError fail `instanceof OfficeError` (and lose what its code means to the office).
    Object.setPrototypeOf(this, new.target.prototype);
    this.serverMessage = message;
    this.code = code;
    this.data = data;
  }
}

/**
 * What the re-authentication dialog answers: the password and code given, or null when dismissed.
 * `refused` is why the last ones given were refused (a wrong code), to say so when asking again.
 */
export type ReauthAsker = (refused: OfficeError | null) => Promise<{ password: string; code: string } | null>;
/**
 * The mounted dialogs, the latest last (office/src/reauth.tsx). A list, not one: react-admin may
 * mount a new layout before the old one's dialog unmounts, whose leaving must not unregister it.
 */
const askers: ReauthAsker[] = [];
/** Registers a dialog; answers the function that unregisters it. */
export function onReauthNeeded(asker: ReauthAsker): () => void {
  askers.push(asker);
  return () => {
    const index = askers.indexOf(asker);
    if (index >= 0) askers.splice(index, 1);
  };
}

type Options = { method?: string; body?: unknown; query?: Record<string, string | number | undefined> };
export type Reply<T> = { success: true; message?: string; data: T; pagination?: { total: number; page: number; per_page: number; last_page: number } };

function url(path: string, query: Options['query']): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined && value !== '') params.set(name, String(value));
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

async function send<T>(path: string, options: Options): Promise<Reply<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = session.token();
  if (token) headers.Authorization = `Bearer ${token}`;
  // A file goes as multipart/form-data, whose boundary the browser writes; everything else as JSON.
  const form = options.body instanceof FormData;
  if (options.body !== undefined && !form) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    const body = options.body === undefined ? undefined : form ? (options.body as FormData) : JSON.stringify(options.body);
    response = await fetch(url(path, options.query), { method: options.method ?? 'GET', headers, body });
  } catch {
    throw new OfficeError('The server cannot be reached.', 0, 'network_error', undefined, undefined);
  }
  const reply = (await response.json().catch(() => null)) as
    | (Reply<T> & { code?: undefined })
    | { success: false; message?: string; code?: string; errors?: Record<string, string[]>; error_codes?: Record<string, string[]>; data?: unknown }
    | null;
  if (response.ok && reply?.success) return reply;
  const refusal = reply && !reply.success ? reply : undefined;
  const fields = refusal?.errors ? { errors: refusal.errors, codes: refusal.error_codes ?? {} } : undefined;
  throw new OfficeError(refusal?.message ?? response.statusText, response.status, refusal?.code ?? (response.status === 401 ? 'unauthenticated' : 'internal_error'), fields, refusal?.data);
}

/** A request to /api/office{path}; a re-authentication asked for is given, then the request retried. */
export async function call<T>(path: string, options: Options = {}): Promise<Reply<T>> {
  try {
    return await send<T>(path, options);
  } catch (error) {
    const askReauth = askers.at(-1);
    if (!(error instanceof OfficeError) || error.code !== 'reauth_required' || !askReauth) throw error;
    // Asked again after a wrong password or code, until the staff member gives up.
    let refused: OfficeError | null = null;
    for (;;) {
      const given = await askReauth(refused);
      if (!given) throw error;
      try {
        await send('/session/confirm', { method: 'POST', body: given });
        break;
      } catch (failure) {
        if (!(failure instanceof OfficeError) || failure.code === 'unauthenticated') throw failure;
        refused = failure;
      }
    }
    return send<T>(path, options);
  }
}

