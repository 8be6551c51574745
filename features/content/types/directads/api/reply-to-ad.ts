import type { ApiClient } from '@/lib/api/client';
import { DIRECT_ADS_API, MESSAGE_LENGTH, type DirectAdEmailAnswer } from '@/lib/contract/partners';

/** Why a reply cannot be sent as typed (the server says the same): too short or too long once trimmed. */
export function replyProblem(message: string): 'tooShort' | 'tooLong' | null {
  const length = message.trim().length;
  if (length < MESSAGE_LENGTH.min) return 'tooShort';
  if (length > MESSAGE_LENGTH.max) return 'tooLong';
  return null;
}

/** Relays a member's reply to the advertiser (`POST direact-ads/{id}/email/`); throttled per user. */
export function replyToAd(api: ApiClient, adId: number, message: string): Promise<DirectAdEmailAnswer> {
  return api.post<DirectAdEmailAnswer>(DIRECT_ADS_API.email(adId), { message: message.trim() });
}
