// Account flows behind the auth endpoints: login, magic links, password reset, activation and the
// password change of a signed-in user.
import { and, eq, isNull, lt } from 'drizzle-orm';
import { type AppContext } from '../../context';
import { users } from '../../db/schema/accounts';
import { blacklistedTokens } from '../../db/schema/auth';
import { nextTokenVersion } from '../../domain/sessions';
import { voiceOfLanguage } from '../../i18n/recipients';
import { type Voice } from '../../i18n/translate';
import { MAGIC_LIFETIME_SECONDS } from '../../security/jwt';
import { hashPassword, verifyPassword } from '../../security/passwords';
import { RESET_TOKEN_LIFETIME_SECONDS } from '../../security/reset-tokens';
import { encodeUid } from '../../security/uid';

export type AccountRow = typeof users.$inferSelect;

/** How long a reset or activation link lasts, in days (the mails say it). */
const RESET_DAYS = RESET_TOKEN_LIFETIME_SECONDS / (24 * 60 * 60);

export async function findUserByEmail(ctx: AppContext, email: string): Promise<AccountRow | null> {
  const [row] = await ctx.db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
  return row ?? null;
}

export async function findUserById(ctx: AppContext, id: number): Promise<AccountRow | null> {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/** The active user with these credentials, or null (same time spent whether the account exists). */
export async function authenticateCredentials(ctx: AppContext, email: string, password: string) {
  const user = await findUserByEmail(ctx, email);
  const matches = await verifyPassword(password, user?.password ?? null);
  if (!user || !matches || !user.isActive) return null;
  await ctx.db.update(users).set({ lastLogin: ctx.now() }).where(eq(users.id, user.id));
  return user;
}

/**
 * Puts a refresh token on the deny list (simplejwt's `token.blacklist()`). True only for the first
 * caller: the insert is the check, so of two concurrent exchanges of one magic token, or two
 * rotations of one refresh token, only one succeeds.
 */
export async function blacklistToken(ctx: AppContext, jti: string, expiresAtSeconds: number): Promise<boolean> {
  const inserted = await ctx.db
    .insert(blacklistedTokens)
    .values({ jti, blacklistedAt: ctx.now(), expiresAt: new Date(expiresAtSeconds * 1000) })
    .onConflictDoNothing()
    .returning({ jti: blacklistedTokens.jti });
  // Rows of tokens that expired anyway are no longer needed to refuse them.
  await ctx.db.delete(blacklistedTokens).where(lt(blacklistedTokens.expiresAt, ctx.now()));
  return inserted.length === 1;
}

/** Whether a token was revoked: logged out, rotated away, or a magic token already exchanged. */
export async function isTokenBlacklisted(ctx: AppContext, jti: string): Promise<boolean> {
  const rows = await ctx.db
    .select({ jti: blacklistedTokens.jti })
    .from(blacklistedTokens)
    .where(eq(blacklistedTokens.jti, jti));
  return rows.length > 0;
}

/** Mails a one-time login link; `next` (a portal path, already checked) is the page it leads to after signing in. */
export async function sendMagicLink(ctx: AppContext, user: AccountRow, next?: string): Promise<void> {
  const token = await ctx.tokens.sign('refresh', user, { magic: true });
  const params = new URLSearchParams({ refresh: token });
  if (next && next !== '/') params.set('next', next);
  const link = `${ctx.config.portalUrl}/?${params.toString()}`;
  const { t } = await voiceOfLanguage(ctx.db, user.languageId);
  await ctx.mailer.send({
    to: user.email,
    subject: t('mail.magicLink.subject'),
    text: linkMail(t, user, t('mail.magicLink.body', { minutes: MAGIC_LIFETIME_SECONDS / 60 }), link, t('mail.ignore')),
    link,
  });
}

/** A mail leading to one link: greeting, what the link does, the link, and an optional last line. */
export function linkMail(
  t: Voice['t'],
  user: Pick<AccountRow, 'firstName'>,
  body: string,
  link: string,
  last?: string,
): string {
  return [t('mail.greeting', { name: user.firstName }), '', body, '', link, ...(last ? ['', last] : [])].join('\n');
}

export function setPasswordLink(ctx: AppContext, user: AccountRow, activation: boolean): string {
  const params = new URLSearchParams({ uid: encodeUid(user.id), token: ctx.resetTokens.make(user) });
  if (activation) params.set('activation', '1');
  return `${ctx.config.portalUrl}/login/set-password?${params.toString()}`;
}

export async function sendPasswordReset(ctx: AppContext, user: AccountRow): Promise<void> {
  const link = setPasswordLink(ctx, user, false);
  const { t } = await voiceOfLanguage(ctx.db, user.languageId);
  await ctx.mailer.send({
    to: user.email,
    subject: t('mail.passwordReset.subject'),
    text: linkMail(t, user, t('mail.passwordReset.body', { days: RESET_DAYS }), link, t('mail.ignore')),
    link,
  });
}

export async function sendActivation(ctx: AppContext, user: AccountRow): Promise<void> {
  const link = setPasswordLink(ctx, user, true);
  const { t } = await voiceOfLanguage(ctx.db, user.languageId);
  await ctx.mailer.send({
    to: user.email,
    subject: t('mail.activation.subject'),
    text: linkMail(t, user, t('mail.activation.body', { days: RESET_DAYS }), link),
    link,
  });
}

/**
 * Sets the new password and activates the user, if the account is still in the state the reset
 * token was made for. That state is what the token covers, so the token dies here; the condition
 * in the UPDATE also stops two concurrent uses of one token. False if the state had changed.
 * Every session of the user ends: whoever knew the old password may hold one.
 */
export async function setPasswordOnce(ctx: AppContext, user: AccountRow, password: string): Promise<boolean> {
  const updated = await ctx.db
    .update(users)
    .set({ password: await hashPassword(password), isActive: true, tokenVersion: nextTokenVersion() })
    .where(
      and(
        eq(users.id, user.id),
        user.password === null ? isNull(users.password) : eq(users.password, user.password),
        eq(users.isActive, user.isActive),
      ),
    )
    .returning({ id: users.id });
  return updated.length === 1;
}

/**
 * The signed-in user's new password (its current one checked by the caller). Ends every session
 * (the token version goes up) and answers the new version, for this session's fresh tokens. The
 * stored hash the check was made against is the UPDATE's condition, so of two concurrent changes
 * only one succeeds; null for the other.
 */
export async function replacePassword(ctx: AppContext, user: AccountRow, newPassword: string): Promise<number | null> {
  if (user.password === null) return null;
  const [row] = await ctx.db
    .update(users)
    .set({ password: await hashPassword(newPassword), tokenVersion: nextTokenVersion() })
    .where(and(eq(users.id, user.id), eq(users.password, user.password)))
    .returning({ tokenVersion: users.tokenVersion });
  return row?.tokenVersion ?? null;
}
