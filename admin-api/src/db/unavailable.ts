// Whether an error means the database server cannot be reached right now (stopped, restarting,
// failing over, or out of connections), rather than that a statement was wrong. Such a request is
// answered 503, and the pool's next connection tries the server again, so the API recovers by
// itself when the database is back (docs/admin-api.md "A PostgreSQL server").

/** SQLSTATEs of a lost or refused connection: class 08, shutdowns and restarts, too many connections. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** Socket failures of a connection to the server (ENOENT: its Unix socket is gone while it is down). */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']);

/** node-postgres's own messages for a connection that broke or could not be made in time. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
];

function isUnavailableError(error: Error & { code?: unknown; syscall?: unknown }): boolean {
  const code = typeof error.code === 'string' ? error.code : '';
  if (code.startsWith('08') && code.length === 5) return true;
  if (UNAVAILABLE_SQLSTATES.has(code) || NETWORK_CODES.has(code)) return true;
  if (code === 'ENOENT' && error.syscall === 'connect') return true;
  return DRIVER_MESSAGES.some((message) => error.message.includes(message));
}

/** Looks through drizzle's wrapper (`cause`) and Node's AggregateError (`errors`) for such a failure. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  if (isUnavailableError(error)) return true;
  if (isDatabaseUnavailable(error.cause, depth + 1)) return true;
  return error instanceof AggregateError && error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1));
}
