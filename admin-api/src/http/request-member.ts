// Who may read a member (domain/member-access.ts), asked once per request. resolveMember stays
// uncached across requests by design, so a chain right taken away takes effect on the very next
// request; within one request the answer is kept with the request itself (never in module state, so
// it cannot outlive the request or pass to another user), and a handler that reads several series of
// the same member (the combined dashboard call) runs the member-tree queries once.
import { type FastifyRequest } from 'fastify';
import { type DbExecutor } from '../db/client';
import { resolveMember } from '../domain/member-access';
import { currentUser } from './auth';

const answers = new WeakMap<FastifyRequest, Map<string, Promise<number>>>();

/** resolveMember for the request's user: the member id it may read, or its 403/404, asked once per segment. */
export function requestMember(
  db: DbExecutor,
  request: FastifyRequest,
  segment: string | number | undefined,
): Promise<number> {
  let known = answers.get(request);
  if (!known) {
    known = new Map();
    answers.set(request, known);
  }
  const key = String(segment);
  let answer = known.get(key);
  if (!answer) {
    answer = resolveMember(db, currentUser(request), segment);
    known.set(key, answer);
  }
  return answer;
}
