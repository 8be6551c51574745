// Countries and languages for the developer panel and the language switcher.
import { asc, eq } from 'drizzle-orm';
import { type AppContext } from '../../context';
import { AUDIT_ACTION } from '../../contract/settings';
import { type Db } from '../../db/client';
import { members, users } from '../../db/schema/accounts';
import { countries, languages } from '../../db/schema/locale';
import { type CurrentUser, serializeLanguage } from '../../domain/current-user';
import { recordUserAudit } from '../../domain/user-audit';

export async function localeOptions(db: Db) {
  const [countryRows, languageRows] = await Promise.all([
    db.query.countries.findMany({
      orderBy: (t) => [asc(t.name)],
      with: { countryLanguages: { with: { language: true }, orderBy: (t) => [asc(t.position)] } },
    }),
    db
      .select({ id: languages.id, code: languages.code, name: languages.name })
      .from(languages)
      .orderBy(asc(languages.name)),
  ]);
  return {
    countries: countryRows.map((country) => ({
      id: country.id,
      name: country.name,
      code: country.code,
      useLanguageSelector: country.useLanguageSelector,
      languages: country.countryLanguages.map((cl) => serializeLanguage(cl.language)),
    })),
    languages: languageRows,
  };
}

/**
 * `dev/locale-options/` from the read cache: part of the digest's combined answers and asked for by
 * the developer panel, it costs the embedded database a nested query of every country's languages
 * (about 2.4 ms of CPU), and countries and languages change only through writes, which empty it.
 */
export function cachedLocaleOptions(ctx: Pick<AppContext, 'db' | 'contentCache'>): ReturnType<typeof localeOptions> {
  return ctx.contentCache.get('locale-options', () => localeOptions(ctx.db)) as ReturnType<typeof localeOptions>;
}

export async function languageExists(db: Db, id: number): Promise<boolean> {
  const rows = await db.select({ id: languages.id }).from(languages).where(eq(languages.id, id));
  return rows.length > 0;
}

export const NOT_OFFERED_LANGUAGE = "This language is not one of your member country's languages.";

/**
 * Who may choose which language (`dev/locale/` and `PATCH me/`): staff any language, anyone else
 * one of their member country's languages. Null when the choice is allowed.
 */
export async function languageChoiceProblem(
  db: Db,
  user: CurrentUser,
  languageId: number,
): Promise<'unknown' | 'notOffered' | null> {
  if (!(await languageExists(db, languageId))) return 'unknown';
  const offered = user.member.country.languages.some((language) => language.id === languageId);
  return user.isStaff || offered ? null : 'notOffered';
}

export async function countryExists(db: Db, id: number): Promise<boolean> {
  const rows = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, id));
  return rows.length > 0;
}

export async function setUserLanguage(db: Db, userId: number, languageId: number): Promise<void> {
  await db.update(users).set({ languageId }).where(eq(users.id, userId));
}

/** The developer panel's role change, written to the member's change log as Manage users' are. */
export async function setUserRole(db: Db, user: CurrentUser, role: number, at: Date): Promise<void> {
  if (role === user.role) return;
  await db.transaction(async (tx) => {
    await tx.update(users).set({ role }).where(eq(users.id, user.id));
    await recordUserAudit(tx, {
      memberId: user.memberId,
      actor: user,
      target: user,
      action: AUDIT_ACTION.roleChanged,
      details: { from: user.role, to: role },
      at,
    });
  });
}

export async function moveMember(db: Db, memberId: number, countryId: number): Promise<void> {
  await db.update(members).set({ countryId }).where(eq(members.id, memberId));
}
