// `users/`: Manage users, the current member's users (docs/api.md "Manage users"). Non-staff need what
// the portal shows the link for: the shared policy's Manage users (lib/rules/policy.ts, spec §2, §6),
// and reach only their own member's users (another's is a 404). Staff may name a member with
// `member` for the list, invitations and the audit log, and change any member's users. The rules of
// a change are lib/rules/user-admin.ts, the page's own.
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AppContext } from '../../context';
import {
  SETTINGS_API,
  USER_STATUS,
  USERS_PAGE_SIZE,
  type ManageUsersAnswer,
  type UserStatus,
} from '../../contract/settings';
import { POSITION } from '../../contract/user';
import { type CurrentUser } from '../../domain/current-user';
import { currentUser } from '../../http/auth';
import { emailField, numberChoice } from '../../http/fields';
import { requirePolicy } from '../../http/guards';
import { addressOf, pageBody, pageWindow, requestedWindow, type PageWindow } from '../../http/pagination';
import { firstQueryValue, idParams, queryChoices, querySchema } from '../../http/params';
import { routeOf } from '../../http/route-path';
import { listMember } from '../../http/staff-member';
import { userMailThrottle } from '../../http/user-mail-throttle';
import { isUserRoleLevel, USER_ROLE, USER_ROLE_IDS } from '../../rules/levels';
import { listAuditEntries, listUsers, type UserFilter } from './queries';
import { serializeAuditEntry, serializeManagedUser } from './serialize';
import { changeManagedUser, inviteUser, resendInvitation, revokeInvitation, type UserScope } from './service';

/** Invitations (and resent ones) one user may mail per hour: a clinic's staff, not a mailing list. */
const INVITATION_MAILS = { max: 20, windowSeconds: 60 * 60 } as const;

const roleChoice = (value: string): number | undefined => {
  const role = /^\d{1,3}$/.test(value) ? Number(value) : NaN;
  return isUserRoleLevel(role) ? role : undefined;
};
const statusChoice = (value: string): UserStatus | undefined =>
  (Object.values(USER_STATUS) as string[]).includes(value) ? (value as UserStatus) : undefined;

/** `member` is read for staff only (their own member for anyone else), in the handler. */
const memberQuery = querySchema({});
const listQuery = querySchema({
  role: queryChoices(roleChoice),
  status: queryChoices(statusChoice),
  search: firstQueryValue.transform((value) => (typeof value === 'string' ? value.trim().slice(0, 254) : '')),
});

const name = z.string().trim().min(1).max(150);
const roleField = numberChoice(USER_ROLE_IDS);
const inviteSchema = z.object({
  email: emailField,
  firstName: name,
  lastName: name,
  title: numberChoice(Object.values(POSITION)).nullable(),
  role: roleField,
});
const changeSchema = z.object({ role: roleField.optional(), isActive: z.boolean().optional() });

export const userRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.addHook('preHandler', ctx.authenticate);
  const manageUsers = requirePolicy('manageUsers', { orStaff: true });
  // One count for invitations and resent ones: both mail a stranger on the user's behalf.
  const throttleInvitations = userMailThrottle(ctx, INVITATION_MAILS.max, INVITATION_MAILS.windowSeconds);

  /** Whose users a change may touch: staff any member's, everyone else their own member's. */
  const scopeOf = (user: CurrentUser): UserScope => ({ memberId: user.isStaff ? null : user.memberId });

  // The lists are read through the read cache (every write through this API empties it): the page
  // loads them on every render, and on the embedded database each costs more than the request.
  const usersPage = (filter: UserFilter, window: PageWindow) => {
    const key = `users|${filter.memberId}|${filter.roles.join(',')}|${filter.statuses.join(',')}|${window.offset}|${window.limit}|${filter.search}`;
    return ctx.contentCache.get(key, () => listUsers(ctx.db, filter, window)) as ReturnType<typeof listUsers>;
  };
  const auditPage = (memberId: number, window: PageWindow) =>
    ctx.contentCache.get(`users-audit|${memberId}|${window.offset}|${window.limit}`, () =>
      listAuditEntries(ctx.db, memberId, window),
    ) as ReturnType<typeof listAuditEntries>;

  app.get(SETTINGS_API.users, { schema: { querystring: listQuery }, preHandler: manageUsers }, async (request) => {
    const { role, status, search } = request.query;
    const filter = { memberId: await listMember(ctx.db, request), roles: role, statuses: status, search };
    const window = requestedWindow(request, USERS_PAGE_SIZE);
    const { total, rows } = await usersPage(filter, window);
    const now = ctx.now();
    return pageBody(
      request,
      window,
      total,
      rows.map((row) => serializeManagedUser(row, now)),
    );
  });

  // Beyond the spec: what Manage users' first render asks of `users/` (its query), of
  // `users/?role=14&status=active&page_size=1` and of `users/audit-log/`, in one call with one check of
  // who may see which member. Each part is the answer its own call gives, next/previous included.
  app.get(
    SETTINGS_API.manageUsers,
    { schema: { querystring: listQuery }, preHandler: manageUsers },
    async (request): Promise<ManageUsersAnswer> => {
      const { role, status, search } = request.query;
      const memberId = await listMember(ctx.db, request);
      const window = requestedWindow(request, USERS_PAGE_SIZE);
      const firstLogPage = pageWindow(1, USERS_PAGE_SIZE);
      const [list, owners, log] = await Promise.all([
        usersPage({ memberId, roles: role, statuses: status, search }, window),
        usersPage({ memberId, roles: [USER_ROLE.owner], statuses: [USER_STATUS.active], search: '' }, pageWindow(1, 1)),
        auditPage(memberId, firstLogPage),
      ]);
      const now = ctx.now();
      // Each part links its pages as its own call would: the list with this query, the log with the member only.
      const { pathname: path, searchParams } = new URL(request.url, 'http://api.invalid');
      const member = searchParams.get('member');
      const logSearch = member === null ? '' : `?${new URLSearchParams({ member })}`;
      return {
        users: pageBody(
          addressOf(request, path.replace(/manage\/$/, '')),
          window,
          list.total,
          list.rows.map((row) => serializeManagedUser(row, now)),
        ),
        activeOwners: owners.total,
        auditLog: pageBody(
          addressOf(request, path.replace(/manage\/$/, 'audit-log/'), logSearch),
          firstLogPage,
          log.total,
          log.rows.map(serializeAuditEntry),
        ),
      };
    },
  );

  app.post(
    SETTINGS_API.users,
    { schema: { querystring: memberQuery, body: inviteSchema }, preHandler: [manageUsers, throttleInvitations] },
    async (request, reply) => {
      const user = currentUser(request);
      const memberId = await listMember(ctx.db, request);
      const invited = await inviteUser(ctx, user, memberId, request.body);
      return reply.code(201).send(serializeManagedUser(invited, ctx.now()));
    },
  );

  app.get(SETTINGS_API.auditLog, { schema: { querystring: memberQuery }, preHandler: manageUsers }, async (request) => {
    const memberId = await listMember(ctx.db, request);
    const window = requestedWindow(request, USERS_PAGE_SIZE);
    const { total, rows } = await auditPage(memberId, window);
    return pageBody(request, window, total, rows.map(serializeAuditEntry));
  });

  app.patch(
    routeOf(SETTINGS_API.user, 'id'),
    { schema: { params: idParams, body: changeSchema }, preHandler: manageUsers },
    async (request) => {
      const user = currentUser(request);
      const changed = await changeManagedUser(ctx, user, request.params.id, request.body, scopeOf(user));
      return serializeManagedUser(changed, ctx.now());
    },
  );

  app.delete(
    routeOf(SETTINGS_API.user, 'id'),
    { schema: { params: idParams }, preHandler: manageUsers },
    async (request, reply) => {
      const user = currentUser(request);
      await revokeInvitation(ctx, user, request.params.id, scopeOf(user));
      return reply.code(204).send();
    },
  );

  app.post(
    routeOf(SETTINGS_API.resendInvitation, 'id'),
    { schema: { params: idParams }, preHandler: [manageUsers, throttleInvitations] },
    async (request, reply) => {
      const user = currentUser(request);
      await resendInvitation(ctx, user, request.params.id, scopeOf(user));
      return reply.code(204).send();
    },
  );
};
