// `users/`: the users of the current member, for "Manage users". Non-staff need what the portal
// shows the link for: the shared policy's Manage users (lib/rules/policy.ts, spec §2, §6). Staff
// may pick any member with `member`.
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AppContext } from '../../context';
import { type CurrentUser } from '../../domain/current-user';
import { memberExists } from '../../domain/members';
import { currentUser } from '../../http/auth';
import { requirePolicy } from '../../http/guards';
import { paginate } from '../../http/pagination';
import { isIdText, nonEmptyValues, queryChoices, querySchema, unknownChoiceError } from '../../http/params';
import { isUserRoleLevel } from '../../rules/levels';
import { countUsers, listUsers } from './queries';

const roleChoice = (value: string): number | undefined => {
  const role = /^\d{1,3}$/.test(value) ? Number(value) : NaN;
  return isUserRoleLevel(role) ? role : undefined;
};

/** `member` is read for staff only (their own member's users for anyone else), in the handler. */
const listQuery = querySchema({ role: queryChoices(roleChoice) });

export const userRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.addHook('preHandler', ctx.authenticate);

  /** The member whose users are listed: the user's own, or for staff the `member` query. */
  async function targetMember(requested: string | undefined, user: CurrentUser): Promise<number> {
    if (!user.isStaff || requested === undefined) return user.memberId;
    if (!isIdText(requested) || !(await memberExists(ctx.db, Number(requested)))) throw unknownChoiceError('member');
    return Number(requested);
  }

  app.get(
    '/users/',
    { schema: { querystring: listQuery }, preHandler: requirePolicy('manageUsers', { orStaff: true }) },
    async (request) => {
      const user = currentUser(request);
      const [requested] = nonEmptyValues(request.query.member);
      const filter = { memberId: await targetMember(requested, user), roles: request.query.role };
      return paginate(
        request,
        () => countUsers(ctx.db, filter),
        (window) => listUsers(ctx.db, filter, window),
      );
    },
  );
};
