import { ApiError } from '@/lib/api/api-error';
import {
  throttledMessage,
  translateServerCode,
  translateServerMessage,
  type MessageTranslator,
} from '@/lib/forms/server-messages';

/** Statuses of a gateway whose service is down or slow: the `/api/v1` forwarding's 502/503, a proxy's 504. */
const UNAVAILABLE_STATUSES = new Set([0, 502, 503, 504]);

/** A failure of the way to the admin API rather than an answer from it: no connection, a timeout, a gateway error. */
export function isServiceUnavailable(error: ApiError): boolean {
  return UNAVAILABLE_STATUSES.has(error.status) && error.code !== 'client_error';
}

/**
 * The messages a form (or a toast) shows after a failed call, in the member's language: the service
 * being unavailable, the wait after too many attempts, the server's own form-level messages
 * translated (spec §8 "Login 400"), else what its code says or a plain "something went wrong".
 */
export function formFailureMessages(error: unknown, translator: MessageTranslator): string[] {
  const { t } = translator;
  if (!(error instanceof ApiError)) return [t('common:failure.unexpected')];
  if (isServiceUnavailable(error)) return [t('common:serverMessage.unavailable')];
  // Status 0 that is not the network: the client itself failed, and its text is for developers.
  if (error.status === 0) return [t('common:failure.unexpected')];
  if (error.status === 429)
    return [throttledMessage(error.retryAfterSeconds ?? waitInDetail(error.detail), translator)];
  if (error.formMessages.length > 0)
    return error.formMessages.map((message) => translateServerMessage(message, translator));
  if (Object.keys(error.fieldErrors).length > 0) return [t('common:failure.checkFields')];
  return [translateServerCode(error.code, translator) ?? t('common:failure.unexpected')];
}

/** DRF's throttle message names the wait too, for an answer whose Retry-After header was lost. */
function waitInDetail(detail: string | undefined): number | undefined {
  const seconds = detail?.match(/Expected available in (\d+) seconds?/)?.[1];
  return seconds === undefined ? undefined : Number(seconds);
}
