import type { ApiClient } from '@/lib/api/client';
import { fieldsOf, malformedAnswer } from '@/lib/api/read-answer';
import { SETTINGS_API } from '@/lib/contract/settings';

/** `POST digest/toggleSubscrition/` (My settings and the onboarding): flips the digest subscription and answers whether it is now on. */
export async function toggleDigest(api: ApiClient): Promise<boolean> {
  const fields = fieldsOf(await api.post<unknown>(SETTINGS_API.toggleDigest), 'digest subscription');
  if (typeof fields.hasDigestSubscribed !== 'boolean') throw malformedAnswer('digest subscription');
  return fields.hasDigestSubscribed;
}
