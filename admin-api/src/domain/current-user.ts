// The current user with everything `me/` shows, loaded in one query (drizzle's relational query
// compiles the nested `with` into a single SQL statement), because the portal asks for it on
// every page render.
import { asc, eq } from 'drizzle-orm';
import { type Db } from '../db/client';
import { users } from '../db/schema';

export async function loadCurrentUser(db: Db, userId: number) {
  const row = await db.query.users.findFirst({
    where: eq(users.id, userId),
    with: {
      language: true,
      roleLevel: true,
      member: {
        with: {
          memberLevels: { with: { level: true }, orderBy: (t) => [asc(t.levelId)] },
          country: {
            with: { countryLanguages: { with: { language: true }, orderBy: (t) => [asc(t.position)] } },
          },
        },
      },
    },
  });
  return row ?? null;
}

export type CurrentUser = NonNullable<Awaited<ReturnType<typeof loadCurrentUser>>>;

type LanguageRow = { id: number; code: string; name: string };

export const serializeLanguage = (language: LanguageRow) => ({
  id: language.id,
  code: language.code,
  name: language.name,
});

/** The level ids the user holds: the role, then the member's levels (the order of `me.levels`). */
export function heldLevelIds(user: CurrentUser): number[] {
  return [user.role, ...user.member.memberLevels.map((ml) => ml.levelId)];
}

/** `GET me/` as the contract shows it. */
export function serializeMe(user: CurrentUser) {
  const { member } = user;
  const memberLevels = member.memberLevels.map((ml) => ({ id: ml.level.id, name: ml.level.name }));
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    language: serializeLanguage(user.language),
    title: user.title,
    phoneNumber: user.phoneNumber,
    isOnboarded: user.isOnboarded,
    isStaff: user.isStaff,
    isSuperuser: user.isSuperuser,
    isShared: user.isShared,
    preferences: user.preferences,
    hasDigestSubscribed: user.hasDigestSubscribed,
    role: user.role,
    changeMember: user.changeMember,
    levels: [{ id: user.roleLevel.id, name: user.roleLevel.name }, ...memberLevels],
    member: {
      id: member.id,
      name: member.name,
      isVetnet: member.isVetnet,
      levels: memberLevels,
      country: {
        id: member.country.id,
        name: member.country.name,
        code: member.country.code,
        useLanguageSelector: member.country.useLanguageSelector,
        languages: member.country.countryLanguages.map((cl) => serializeLanguage(cl.language)),
      },
    },
  };
}
