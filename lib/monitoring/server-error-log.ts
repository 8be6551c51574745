// Server errors as one JSON line each on stderr, with or without Sentry: what an operator of the
// portal sees of a failed server render (`docker logs`, journald) when no monitoring account is
// set up. Never a token: the route is the path without its query (a magic link's token is in it),
// no header or cookie is written, and anything shaped like a JWT or a Bearer credential in an
// error's text is blanked.

type Headers = Record<string, string | string[] | undefined>;

export type ServerErrorEntry = {
  /** The path asked for; its query is left out. */
  route: string;
  method?: string;
  /** The status the visitor got: 500 for a crash, the API's 5xx (or 503 unreachable) otherwise. */
  status: number;
  requestId: string;
  error: unknown;
};

const JWT = /eyJ[\w-]+\.[\w-]+\.[\w-]*/g;
const BEARER = /Bearer\s+\S+/gi;
const REQUEST_ID = /^[\w.:-]{1,128}$/;

function redact(text: string): string {
  return text.replace(JWT, '[token]').replace(BEARER, 'Bearer [token]');
}

/** The path of a URL or path, without query or fragment. */
export function routeOf(url: string): string {
  return url.split(/[?#]/, 1)[0] || '/';
}

/**
 * The id that ties this line to the proxy's log: the proxy's `X-Request-Id` when it is a plain id
 * (it only labels a log line), else a new one.
 */
export function requestIdOf(headers: Headers): string {
  const given = headers['x-request-id'];
  const value = Array.isArray(given) ? given[0] : given;
  return value && REQUEST_ID.test(value) ? value : crypto.randomUUID();
}

function describeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: redact(String(error)) };
  const { status, code, digest } = error as Error & { status?: unknown; code?: unknown; digest?: unknown };
  return {
    name: error.name,
    message: redact(error.message),
    ...(typeof status === 'number' ? { apiStatus: status } : {}),
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof digest === 'string' ? { digest } : {}),
    ...(error.stack ? { stack: redact(error.stack) } : {}),
  };
}

/** Writes one server error as one JSON line on stderr. */
export function logServerError({ route, method, status, requestId, error }: ServerErrorEntry): void {
  const line = {
    level: 'error',
    time: new Date().toISOString(),
    msg: 'server render failed',
    route: routeOf(route),
    ...(method ? { method } : {}),
    status,
    requestId,
    error: describeError(error),
  };
  const text = JSON.stringify(line);
  // The edge runtime (the middleware) has no process.stderr; its console.error is stderr there. Read
  // through globalThis so the edge build does not warn about a Node API it never reaches.
  const stderr = (globalThis as { process?: { stderr?: { write?: (text: string) => unknown } } }).process?.stderr;
  if (typeof stderr?.write === 'function') stderr.write(`${text}\n`);
  else console.error(text);
}
