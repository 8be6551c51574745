import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api/api-error';

/**
 * The messages a form shows above its fields after a failed submit: the server's own form-level
 * messages when it sent some, else a translated explanation of what went wrong.
 */
export function formFailureMessages(error: unknown, t: TFunction): string[] {
  if (!(error instanceof ApiError)) return [t('common:failure.unexpected')];
  if (error.status === 429) return [t('common:failure.throttled', { count: error.retryAfterSeconds ?? 60 })];
  if (error.status === 0) return [t('common:failure.unreachable')];
  if (error.formMessages.length > 0) return error.formMessages;
  if (Object.keys(error.fieldErrors).length > 0) return [t('common:failure.checkFields')];
  return [t('common:failure.unexpected')];
}
