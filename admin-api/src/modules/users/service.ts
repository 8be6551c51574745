// Writes of Manage users: invitations (mailed with the set-password link of the auth flows), role and
// active changes under the shared rules (lib/rules/user-admin.ts), resending and revoking invitations,
// each with its audit entry in the same transaction; and the audit of an invited user's activation.
import { eq } from 'drizzle-orm';
import { type AppContext } from '../../context';
import { AUDIT_ACTION, type InviteBody, type ManagedUserChanges } from '../../contract/settings';
import { type DbExecutor } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { type CurrentUser } from '../../domain/current-user';
import { fullName } from '../../domain/full-name';
import { nextTokenVersion } from '../../domain/sessions';
import { recordUserAudit } from '../../domain/user-audit';
import { fieldError, nonFieldError, notFound } from '../../http/errors';
import { voiceOfLanguage } from '../../i18n/recipients';
import { assignableRoles, USER_ADMIN_MESSAGES, type UserAdminActor, userChangeProblem } from '../../rules/user-admin';
import { RESET_TOKEN_LIFETIME_SECONDS } from '../../security/reset-tokens';
import { type AccountRow, findUserById, linkMail, setPasswordLink } from '../auth/service';
import { emailTaken, findManagedUser, lockOwnersAndCountActive, memberForInvitation } from './queries';
import { isPendingInvitation, type ManagedUserRow } from './serialize';

export const USERS_MESSAGES = {
  emailTaken: 'A user with this e-mail address already exists.',
  notAccepted: 'This invitation has not been accepted yet.',
  notPendingRevoke: 'Only a pending invitation can be revoked.',
  notPendingResend: 'Only a pending invitation can be sent again.',
} as const;

/**
 * Whose users a caller may change: their own member's, or (staff, `null`) any member's. Any other
 * user is a 404, as if it did not exist.
 */
export type UserScope = { memberId: number | null };

const ruleActor = (actor: CurrentUser): UserAdminActor => ({ id: actor.id, role: actor.role, isStaff: actor.isStaff });

function inScope(row: ManagedUserRow | null, scope: UserScope): ManagedUserRow {
  if (!row || (scope.memberId !== null && row.memberId !== scope.memberId)) throw notFound();
  return row;
}

/** A manager handles only invitations of roles they could give (no owner's). */
function assertMayHandle(actor: CurrentUser, target: ManagedUserRow): void {
  if (!(assignableRoles(ruleActor(actor)) as readonly number[]).includes(target.role)) {
    throw nonFieldError(USER_ADMIN_MESSAGES.ownerByNonOwner);
  }
}

const isUniqueViolation = (error: unknown): boolean => {
  const { code, cause } = error as { code?: string; cause?: { code?: string } };
  return code === '23505' || cause?.code === '23505';
};

/** The invitee's language: the inviter's when the member's country uses it, else the country's first. */
function invitationLanguage(actor: CurrentUser, countryLanguageIds: readonly number[]): number {
  if (countryLanguageIds.includes(actor.language.id)) return actor.language.id;
  return countryLanguageIds[0] ?? actor.language.id;
}

async function mailInvitation(ctx: AppContext, invitee: AccountRow, inviterName: string, clinic: string) {
  const link = setPasswordLink(ctx, invitee, true);
  const days = RESET_TOKEN_LIFETIME_SECONDS / (24 * 60 * 60);
  // In the invitee's language (the one the invitation gave them), not the inviter's.
  const { t } = await voiceOfLanguage(ctx.db, invitee.languageId);
  await ctx.mailer.send({
    to: invitee.email,
    subject: t('mail.invitation.subject'),
    text: linkMail(
      t,
      invitee,
      t('mail.invitation.body', { inviter: inviterName, clinic, days }),
      link,
      t('mail.invitation.ignore'),
    ),
    link,
  });
}

async function accountOf(ctx: AppContext, id: number): Promise<AccountRow> {
  const account = await findUserById(ctx, id);
  if (!account) throw notFound();
  return account;
}

/** Creates the inactive, password-less user with its audit entry, then mails the invitation. */
export async function inviteUser(
  ctx: AppContext,
  actor: CurrentUser,
  memberId: number,
  body: InviteBody,
): Promise<ManagedUserRow> {
  if (!(assignableRoles(ruleActor(actor)) as readonly number[]).includes(body.role)) {
    throw fieldError('role', USER_ADMIN_MESSAGES.ownerByNonOwner);
  }
  const email = body.email.toLowerCase();
  if (await emailTaken(ctx.db, email)) throw fieldError('email', USERS_MESSAGES.emailTaken);
  const member = await memberForInvitation(ctx.db, memberId);
  if (!member) throw notFound();
  const now = ctx.now();
  let id: number;
  try {
    id = await ctx.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          email,
          firstName: body.firstName,
          lastName: body.lastName,
          title: body.title,
          role: body.role,
          memberId,
          languageId: invitationLanguage(actor, member.languageIds),
          password: null,
          isActive: false,
          invitedAt: now,
          invitedById: actor.id,
        })
        .returning({ id: users.id });
      if (!created) throw new Error('insert returned nothing');
      await recordUserAudit(tx, {
        memberId,
        actor,
        target: { id: created.id, firstName: body.firstName, lastName: body.lastName, email },
        action: AUDIT_ACTION.invited,
        details: { role: body.role },
        at: now,
      });
      return created.id;
    });
  } catch (error) {
    // Two invitations of one address at once: the unique index lets one win.
    if (isUniqueViolation(error)) throw fieldError('email', USERS_MESSAGES.emailTaken);
    throw error;
  }
  // After the commit: the outbox mailer writes through the pool, which a PGlite transaction holds.
  await mailInvitation(ctx, await accountOf(ctx, id), fullName(actor), member.name);
  return inScope(await findManagedUser(ctx.db, id), { memberId });
}

/**
 * Applies a role or active change under the rules, with the member's owners locked so that the count
 * of active owners holds until the commit. Deactivation raises the token version: every session ends.
 */
export async function changeManagedUser(
  ctx: AppContext,
  actor: CurrentUser,
  id: number,
  change: ManagedUserChanges,
  scope: UserScope,
): Promise<ManagedUserRow> {
  await ctx.db.transaction(async (tx) => {
    const found = inScope(await findManagedUser(tx, id), scope);
    // The owners first, then the user, always in that order: two changes never wait on each other.
    const activeOwners = await lockOwnersAndCountActive(tx, found.memberId);
    const target = inScope(await findManagedUser(tx, id, { lock: true }), { memberId: found.memberId });
    const problem = userChangeProblem(ruleActor(actor), target, change, activeOwners);
    if (problem) throw nonFieldError(USER_ADMIN_MESSAGES[problem]);
    if (change.isActive === true && isPendingInvitation(target)) throw nonFieldError(USERS_MESSAGES.notAccepted);
    await applyChange(tx, actor, target, change, ctx.now());
  });
  return inScope(await findManagedUser(ctx.db, id), scope);
}

async function applyChange(
  tx: DbExecutor,
  actor: CurrentUser,
  target: ManagedUserRow,
  change: ManagedUserChanges,
  at: Date,
): Promise<void> {
  const audit = { memberId: target.memberId, actor, target, at };
  if (change.role !== undefined && change.role !== target.role) {
    await tx.update(users).set({ role: change.role }).where(eq(users.id, target.id));
    await recordUserAudit(tx, {
      ...audit,
      action: AUDIT_ACTION.roleChanged,
      details: { from: target.role, to: change.role },
    });
  }
  if (change.isActive === false && target.isActive) {
    // The token version ends the user's sessions for good: a reactivation does not revive old tokens.
    await tx.update(users).set({ isActive: false, tokenVersion: nextTokenVersion() }).where(eq(users.id, target.id));
    await recordUserAudit(tx, { ...audit, action: AUDIT_ACTION.deactivated });
  }
  if (change.isActive === true && !target.isActive) {
    await tx.update(users).set({ isActive: true }).where(eq(users.id, target.id));
    await recordUserAudit(tx, { ...audit, action: AUDIT_ACTION.reactivated });
  }
}

/** Mails a pending invitation again with a fresh link; its 3 days start again. */
export async function resendInvitation(
  ctx: AppContext,
  actor: CurrentUser,
  id: number,
  scope: UserScope,
): Promise<void> {
  const target = inScope(await findManagedUser(ctx.db, id), scope);
  if (!isPendingInvitation(target)) throw nonFieldError(USERS_MESSAGES.notPendingResend);
  assertMayHandle(actor, target);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ invitedAt: now }).where(eq(users.id, target.id));
    await recordUserAudit(tx, {
      memberId: target.memberId,
      actor,
      target,
      action: AUDIT_ACTION.invitationResent,
      at: now,
    });
  });
  const member = await memberForInvitation(ctx.db, target.memberId);
  await mailInvitation(ctx, await accountOf(ctx, id), fullName(actor), member?.name ?? '');
}

/** Deletes a pending invitation's user (what refers to it goes by the foreign keys), with its audit entry. */
export async function revokeInvitation(
  ctx: AppContext,
  actor: CurrentUser,
  id: number,
  scope: UserScope,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const target = inScope(await findManagedUser(tx, id, { lock: true }), scope);
    if (!isPendingInvitation(target)) throw nonFieldError(USERS_MESSAGES.notPendingRevoke);
    assertMayHandle(actor, target);
    // Written first: the entry keeps the name and e-mail, and its target id becomes null with the user.
    await recordUserAudit(tx, {
      memberId: target.memberId,
      actor,
      target,
      action: AUDIT_ACTION.invitationRevoked,
      at: ctx.now(),
    });
    await tx.delete(users).where(eq(users.id, target.id));
  });
}

/**
 * For the auth module's `reset_password_confirm`: when the user it set a password for was a pending
 * invitation (`user` as loaded before), the activation goes into the member's audit log.
 */
export async function recordInvitationAccepted(db: DbExecutor, user: AccountRow, at: Date): Promise<void> {
  if (!isPendingInvitation({ ...user, hasPassword: user.password !== null })) return;
  await recordUserAudit(db, {
    memberId: user.memberId,
    actor: user,
    target: user,
    action: AUDIT_ACTION.activated,
    at,
  });
}
