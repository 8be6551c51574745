// DRF-style errors: `{detail}` or `{field: [messages]}` with `nonFieldErrors` for form-level
// ones. Route code throws an ApiError; the handlers below turn everything else into that shape
// and never send a stack trace.
import { type FastifyError, type FastifyInstance } from 'fastify';

/** Field errors as DRF nests them: a list of messages, or an object for nested fields. */
export type FieldErrors = { [field: string]: string[] | FieldErrors };

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${statusCode}`);
  }
}

export const notFound = () => new ApiError(404, { detail: 'Not found.' });

export const permissionDenied = (detail = 'You do not have permission to perform this action.') =>
  new ApiError(403, { detail });

export const validationError = (errors: FieldErrors) => new ApiError(400, errors);

export const fieldError = (field: string, message: string) => validationError({ [field]: [message] });

export const nonFieldError = (message: string) => validationError({ nonFieldErrors: [message] });

const WWW_AUTHENTICATE = { 'WWW-Authenticate': 'Bearer realm="api"' };

export const notAuthenticated = () =>
  new ApiError(
    401,
    { detail: 'Authentication credentials were not provided.', code: 'not_authenticated' },
    WWW_AUTHENTICATE,
  );

export const tokenNotValid = (detail = 'Given token not valid for any token type') =>
  new ApiError(401, { detail, code: 'token_not_valid' }, WWW_AUTHENTICATE);

/** simplejwt's other authentication failures, for a valid token whose user is gone or inactive. */
export const authenticationFailed = (detail: string, code: string) =>
  new ApiError(401, { detail, code }, WWW_AUTHENTICATE);

export function throttledMessage(seconds: number): string {
  return `Request was throttled. Expected available in ${seconds} second${seconds === 1 ? '' : 's'}.`;
}

export const throttled = (seconds: number) =>
  new ApiError(429, { detail: throttledMessage(seconds) }, { 'Retry-After': String(seconds) });

export const serviceUnavailable = (detail: string) => new ApiError(503, { detail });

export function registerErrorHandlers(app: FastifyInstance): void {
  app.setNotFoundHandler((_request, reply) => {
    void reply.code(404).send({ detail: 'Not found.' });
  });

  app.setErrorHandler((error: FastifyError | ApiError | Error, request, reply) => {
    if (error instanceof ApiError) {
      return reply.code(error.statusCode).headers(error.headers).send(error.body);
    }
    const fastifyError = error as FastifyError;
    const status = fastifyError.statusCode ?? 500;
    if (fastifyError.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      const type = request.headers['content-type'] ?? '';
      return reply.code(415).send({ detail: `Unsupported media type "${type}" in request.` });
    }
    if (fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return reply.code(400).send({ detail: `JSON parse error - ${error.message}` });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (empty JSON body, body too large, ...): its message is safe.
      return reply.code(status).send({ detail: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ detail: 'A server error occurred.' });
  });
}
