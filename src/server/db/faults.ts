// Errors that come from the database. Which mean "the database is away for now" (restarting,
// failing over, out of connections, unreachable) rather than "this request is wrong": those answer
// 503 with Retry-After, and a connection that raised one is thrown away instead of going back to
// the pool.

/**
 * SQLSTATEs of a server that is going or not there yet: admin_shutdown, crash_shutdown,
 * cannot_connect_now, too_many_connections, and the connection_exception class.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '08000', '08001', '08003', '08004', '08006']);
/** The socket's own failures, as Node names them. */
const UNAVAILABLE_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/**
 * node-postgres and its pool say these in words only: a connection that ended, a checkout that
 * waited `connectionTimeoutMillis`, a client left unusable by an earlier connection error.
 */
const UNAVAILABLE_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|timeout expired|Client has encountered a connection error and is not queryable|Client was closed and is not queryable)/;

function unavailableItself(error: object): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SOCKET_CODES.has(code))) return true;
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message);
}

/**
 * True when the error, or one it wraps (Drizzle's `cause`, a refused connection's AggregateError
 * over each address), says the database cannot be reached right now.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 8) return false;
  if (unavailableItself(error)) return true;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/** True for any error the database or its driver raised (a SQLSTATE from the server, or unavailable). */
export function isDatabaseError(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 8) return false;
  const { code, severity, cause } = error as { code?: unknown; severity?: unknown; cause?: unknown };
  if (typeof severity === 'string' && typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return true;
  return isDatabaseUnavailable(error) || isDatabaseError(cause, depth + 1);
}
