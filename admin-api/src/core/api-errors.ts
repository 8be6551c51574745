// The API's errors, in DRF's shapes: `{detail}` or `{field: [messages]}` with `nonFieldErrors` for
// form-level ones. Below http/ so that domain code may throw them too; http/errors.ts answers them.

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
