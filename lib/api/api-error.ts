/** Field errors as the admin API sends them: `{field: ["message"]}` (DRF style). */
export type FieldErrors = Record<string, string[]>;

/** simplejwt's `detail` for a refresh token on its deny list. */
export const BLACKLISTED_TOKEN_DETAIL = 'Token is blacklisted';

/**
 * The one error shape every failed call turns into, whatever went wrong: an HTTP error from the
 * admin API, a timeout or a network failure (status 0).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly detail: string | undefined;
  readonly fieldErrors: FieldErrors;
  readonly nonFieldErrors: string[];
  /** Seconds to wait before trying again, from a 429's Retry-After header. */
  readonly retryAfterSeconds: number | undefined;

  constructor(init: {
    status: number;
    code?: string;
    detail?: string;
    fieldErrors?: FieldErrors;
    nonFieldErrors?: string[];
    retryAfterSeconds?: number;
  }) {
    super(init.detail ?? init.nonFieldErrors?.[0] ?? `Request failed with status ${init.status}`);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.detail = init.detail;
    this.fieldErrors = init.fieldErrors ?? {};
    this.nonFieldErrors = init.nonFieldErrors ?? [];
    this.retryAfterSeconds = init.retryAfterSeconds;
  }

  /** The messages a form shows above its fields: non-field errors, else the detail (spec §8 "Login 400"). */
  get formMessages(): string[] {
    if (this.nonFieldErrors.length > 0) return this.nonFieldErrors;
    return this.detail ? [this.detail] : [];
  }

  /**
   * A refresh token refused as revoked (simplejwt's "Token is blacklisted"): logged out, a magic
   * link used before, or, with rotation, rotated away by a concurrent refresh that won.
   */
  get isBlacklistedToken(): boolean {
    return this.isInvalidToken && this.detail === BLACKLISTED_TOKEN_DETAIL;
  }

  /** A 401 that says the token is not valid: the only kind that starts a token refresh. */
  get isInvalidToken(): boolean {
    return this.status === 401 && this.code === 'token_not_valid';
  }
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function parseRetryAfter(value: unknown): number | undefined {
  const seconds = typeof value === 'string' || typeof value === 'number' ? Number(value) : NaN;
  return Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds) : undefined;
}

/**
 * One field's messages; a nested object (DRF's nested serializers, e.g. `{infoMessage: {eventToTime: [...]}}`)
 * becomes dotted fields (`infoMessage.eventToTime`), so a form finds the message of each of its fields.
 */
function addFieldErrors(fieldErrors: FieldErrors, field: string, value: unknown): void {
  if (isStringArray(value)) fieldErrors[field] = value;
  else if (typeof value === 'string') fieldErrors[field] = [value];
  else if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, nested] of Object.entries(value)) addFieldErrors(fieldErrors, `${field}.${key}`, nested);
  }
}

/** Builds the ApiError of an HTTP answer from its status, body and Retry-After header. */
export function apiErrorFromResponse(status: number, body: unknown, retryAfter?: unknown): ApiError {
  const retryAfterSeconds = parseRetryAfter(retryAfter);
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return new ApiError({ status, retryAfterSeconds });
  const fieldErrors: FieldErrors = {};
  let nonFieldErrors: string[] = [];
  let detail: string | undefined;
  let code: string | undefined;
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (key === 'detail' && typeof value === 'string') detail = value;
    else if (key === 'code' && typeof value === 'string') code = value;
    else if (key === 'nonFieldErrors' && isStringArray(value)) nonFieldErrors = value;
    else addFieldErrors(fieldErrors, key, value);
  }
  return new ApiError({ status, code, detail, fieldErrors, nonFieldErrors, retryAfterSeconds });
}
