import type { ApiClient } from '@/lib/api/client';
import { DIGEST_API, type TestSent } from '@/lib/contract/digest';
import { readTestSent } from './read-digest';

/** `POST digest/issues/{id}/send-test/`: the draft as saved now, mailed to the signed-in staff member only. */
export async function sendTest(api: ApiClient, id: number): Promise<TestSent> {
  return readTestSent(await api.post<unknown>(DIGEST_API.sendTest(id), {}));
}
