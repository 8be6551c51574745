// `users/`: the users of the current member, for "Manage users". Non-staff need what the portal
// shows the link for (spec §2, §6): a non-shared user holding a level allowed by the Self
// Onboarding feature (13) in their country. Staff may pick any member with `member`.
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import { type FastifyPluginAsync, type FastifyRequest } from 'fastify';
import { FEATURE, isFeatureAvailable } from '../../rules/features';
import { isUserRoleLevel } from '../../rules/levels';
import { type AppContext } from '../../context';
import { members, users } from '../../db/schema/accounts';
import { type CurrentUser, heldLevelIds } from '../../domain/current-user';
import { countryFeatureFlags } from '../../domain/feature-flags';
import { currentUser } from '../../http/auth';
import { permissionDenied } from '../../http/errors';
import { choiceError, isIdText, queryValues, unknownChoiceError } from '../../http/params';
import { paginate } from '../../http/pagination';

function parseRoles(request: FastifyRequest): number[] {
  return queryValues(request, 'role').map((value) => {
    const role = /^\d{1,3}$/.test(value) ? Number(value) : NaN;
    if (!isUserRoleLevel(role)) {
      throw choiceError('role', value);
    }
    return role;
  });
}

async function mayManageUsers(ctx: AppContext, user: CurrentUser): Promise<boolean> {
  if (user.isStaff) return true;
  if (user.isShared) return false;
  const flags = await countryFeatureFlags(ctx, user.member.countryId);
  return isFeatureAvailable(flags, FEATURE.selfOnboarding, heldLevelIds(user));
}

export const userRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  app.addHook('preHandler', ctx.authenticate);

  /** The member whose users are listed: the user's own, or for staff the `member` query. */
  async function targetMember(request: FastifyRequest, user: CurrentUser): Promise<number> {
    const [requested] = queryValues(request, 'member');
    if (!user.isStaff || requested === undefined) return user.memberId;
    const invalid = () => unknownChoiceError('member');
    if (!isIdText(requested)) throw invalid();
    const [row] = await ctx.db.select({ id: members.id }).from(members).where(eq(members.id, Number(requested)));
    if (!row) throw invalid();
    return row.id;
  }

  app.get('/users/', async (request) => {
    const user = currentUser(request);
    if (!(await mayManageUsers(ctx, user))) throw permissionDenied();
    const roles = parseRoles(request);
    const memberId = await targetMember(request, user);
    const filters: SQL[] = [eq(users.memberId, memberId)];
    if (roles.length > 0) filters.push(inArray(users.role, roles));
    const where = and(...filters);
    return paginate(
      request,
      async () => (await ctx.db.select({ n: count() }).from(users).where(where))[0]?.n ?? 0,
      (window) =>
        ctx.db
          .select({
            id: users.id,
            firstName: users.firstName,
            lastName: users.lastName,
            email: users.email,
            role: users.role,
            isShared: users.isShared,
            isActive: users.isActive,
          })
          .from(users)
          .where(where)
          .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
          .limit(window.limit)
          .offset(window.offset),
    );
  });
};
