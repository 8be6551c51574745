// `?member=` of the clinic's self-service lists (Manage users, Manage customers): staff may name any
// member; anyone else always gets their own member, whatever they send (the query is ignored, not
// refused, so a member cannot probe ids).
import { type FastifyRequest } from 'fastify';
import { type DbExecutor } from '../db/client';
import { memberExists } from '../domain/members';
import { currentUser } from './auth';
import { isIdText, nonEmptyValues, unknownChoiceError } from './params';

/** The member a list is for; 400 on `member` when staff name a member that does not exist. */
export async function listMember(db: DbExecutor, request: FastifyRequest): Promise<number> {
  const user = currentUser(request);
  const [requested] = nonEmptyValues((request.query as Record<string, unknown> | undefined)?.member);
  if (!user.isStaff || requested === undefined) return user.memberId;
  if (!isIdText(requested) || !(await memberExists(db, Number(requested)))) throw unknownChoiceError('member');
  return Number(requested);
}
