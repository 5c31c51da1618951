// What every office route shares: the staff session from the bearer token, the role and
// re-authentication checks, the list query (page, per_page, sort, order) and the one reply shape
// the office's data provider reads, and the office's errors in the API's shape.
import type { Context, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { conflict, forbidden, HttpError, notFound, tooManyRequests, unauthenticated, unprocessable, problem } from '../http/errors.ts';
import { clientIp } from '../http/client-ip.ts';
import { StaleStatusError, StatusChangeError } from '../shop/order-status.ts';
import { OrderNotFoundError, RefundUnavailableError } from '../shop/order-operations.ts';
import { StaleSettingError } from '../settings/change.ts';
import { record, type Actor } from './audit.ts';
import { sessionFor, SignInError, type StaffSession } from './sessions.ts';
import { StaffError, type Role } from './staff.ts';

export type OfficeEnv = {
  Variables: {
    db: Db;
    staffSession: StaffSession;
    actor: Actor;
  };
};

function bearer(header: string | undefined): string | null {
  return (header && /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header)?.[1]) || null;
}

/** A staff session, or 401: a shopper's token is not one. */
export function requireStaff(db: Db, trustProxy: boolean): MiddlewareHandler<OfficeEnv> {
  return async (c, next) => {
    c.header('Cache-Control', 'no-store');
    const token = bearer(c.req.header('authorization'));
    const session = token ? await sessionFor(db, token) : null;
    if (!session) throw unauthenticated('unauthenticated', 'Please sign in to the office.');
    c.set('staffSession', session);
    c.set('actor', { kind: 'staff', id: session.member.id, name: session.member.name, ip: clientIp(c, trustProxy) });
    await next();
  };
}

/** Only these roles; anyone else is refused, and the attempt written to the audit log. */
export function allow(db: Db, ...roles: Role[]): MiddlewareHandler<OfficeEnv> {
  return async (c, next) => {
    const { member } = c.get('staffSession');
    if (!roles.includes(member.role)) {
      await record(db, c.get('actor'), { action: 'forbidden', target: { type: 'route', id: `${c.req.method} ${c.req.path}` } });
      throw forbidden('forbidden_role', 'Your role does not allow this. Ask the shop owner.');
    }
    await next();
  };
}

/** The session's password and code were given again within the last minutes. */
export function requireConfirmed(c: Context<OfficeEnv>): void {
  if (c.get('staffSession').confirmedUntil < Date.now()) {
    throw forbidden('reauth_required', 'Please confirm it is you: enter your password and a new code.');
  }
}

const positiveInt = (max: number) => z.coerce.number().int().min(1).max(max);

/** The list query every office list reads; `sorts` are the fields it may be sorted by. */
export function listQuery<const S extends readonly [string, ...string[]], F extends z.ZodRawShape>(sorts: S, filters: F) {
  return z.object({
    page: positiveInt(100_000).default(1),
    per_page: positiveInt(100).default(25),
    sort: z.enum(sorts).default(sorts[0]),
    order: z.enum(['asc', 'desc']).default('desc'),
    ...filters,
  });
}

/** Optional text filter: trimmed, at most 100 characters, empty is absent. */
export const filterText = z
  .string()
  .max(100)
  .transform((value) => value.trim() || undefined)
  .optional();

/** A date (YYYY-MM-DD) as the start of that day in the shop's time (Dubai, UTC+4). */
export const filterDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'A date is written YYYY-MM-DD.')
  .transform((value) => new Date(`${value}T00:00:00+04:00`))
  .refine((date) => !Number.isNaN(date.getTime()), 'Not a date.')
  .optional();

export function listReply<T>(rows: T[], total: number, page: number, perPage: number) {
  return { success: true as const, data: rows, pagination: { total, page, per_page: perPage, last_page: Math.max(1, Math.ceil(total / perPage)) } };
}

export const idParam = (c: Context, name = 'id'): number => {
  const id = Number(c.req.param(name));
  if (!Number.isSafeInteger(id) || id < 1) throw notFound('not_found');
  return id;
};

/** The office's domain errors as the API's replies (codes the office words in its language). */
export function officeError(error: unknown): never {
  if (error instanceof HttpError) throw error;
  if (error instanceof SignInError) {
    if (error.code === 'too_many_attempts') throw tooManyRequests('too_many_attempts', error.message, error.retryAfterMs / 1000);
    throw unauthenticated('office_sign_in_failed', error.message);
  }
  if (error instanceof StaleStatusError || error instanceof StaleSettingError) throw conflict('stale_record', error.message);
  if (error instanceof OrderNotFoundError) throw notFound('order_not_found', error.message);
  if (error instanceof RefundUnavailableError) throw conflict('refund_unavailable', error.message);
  if (error instanceof StatusChangeError) throw unprocessable('status_change_refused', problem('status', 'status_change_refused', error.message), error.message);
  if (error instanceof StaffError) throw error.code === 'staff_not_found' ? notFound('staff_not_found', error.message) : conflict(error.code, error.message);
  throw error;
}

/** Runs a service call, turning its domain errors into replies. */
export async function attempt<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    officeError(error);
  }
}
