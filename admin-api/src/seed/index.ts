// Demo data for an empty database, so every screen has something real to show. Idempotent: it
// does nothing when the database already holds levels, and writes everything in one transaction.
import { count } from 'drizzle-orm';
import { type Db } from '../db/client';
import { levels, memberLevels, members, users } from '../db/schema/accounts';
import { featureFlags } from '../db/schema/feature-flags';
import { countries, countryLanguages, languages } from '../db/schema/locale';
import { maintenanceStatus } from '../db/schema/maintenance';
import { staffCards } from '../db/schema/staff-cards';
import { currencyForCountry } from '../rules/currency';
import { hashPassword } from '../security/passwords';
import { seedFlagsFor } from './data/feature-flags';
import { LEVELS } from './data/levels';
import { COUNTRIES, contactEmailFor, LANGUAGES } from './data/locales';
import { MEMBERS } from './data/members';
import { STAFF_CARDS } from './data/staff-cards';
import { DEMO_PASSWORD, USERS } from './data/users';
import { invitedAtOf, seedUserAudit } from './user-audit';

const DAY = 24 * 60 * 60 * 1000;

function lookup<T>(map: ReadonlyMap<string, T>, key: string, what: string): T {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Seed data names an unknown ${what}: ${key}`);
  return value;
}

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(levels);
  return (row?.n ?? 0) === 0;
}

/** Seeds an empty database; returns false (and changes nothing) if it was not empty. */
export async function seedDatabase(db: Db, at: Date = new Date()): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  // Whole seconds, so seeded times read like the API's other dates (`...T15:00:00Z`).
  const now = new Date(Math.floor(at.getTime() / 1000) * 1000);

  // Hash outside the transaction: scrypt is slow on purpose, and runs on the thread pool in parallel.
  const hashes = await Promise.all(
    USERS.map((user) => (user.hasPassword === false ? Promise.resolve(null) : hashPassword(DEMO_PASSWORD))),
  );

  await db.transaction(async (tx) => {
    await tx.insert(levels).values([...LEVELS]);

    const languageRows = await tx
      .insert(languages)
      .values([...LANGUAGES])
      .returning();
    const languageId = new Map(languageRows.map((row) => [row.code, row.id]));

    const countryRows = await tx
      .insert(countries)
      .values(
        COUNTRIES.map((c) => ({
          code: c.code,
          name: c.name,
          useLanguageSelector: c.useLanguageSelector,
          contactEmail: contactEmailFor(c.code),
          currency: currencyForCountry(c.code),
        })),
      )
      .returning();
    const countryId = new Map(countryRows.map((row) => [row.code, row.id]));

    await tx.insert(countryLanguages).values(
      COUNTRIES.flatMap((c) =>
        c.languages.map((code, position) => ({
          countryId: lookup(countryId, c.code, 'country'),
          languageId: lookup(languageId, code, 'language'),
          position,
        })),
      ),
    );

    await tx
      .insert(featureFlags)
      .values(
        COUNTRIES.flatMap((c) =>
          seedFlagsFor(c.code).map((flag) => ({ countryId: lookup(countryId, c.code, 'country'), ...flag })),
        ),
      );

    const memberId = new Map<string, number>();
    for (const member of MEMBERS) {
      const [row] = await tx
        .insert(members)
        .values({
          name: member.name,
          countryId: lookup(countryId, member.country, 'country'),
          isVetnet: member.isVetnet ?? false,
          parentId: member.parent ? lookup(memberId, member.parent, 'member') : null,
        })
        .returning({ id: members.id });
      if (!row) throw new Error(`Could not seed member ${member.name}`);
      memberId.set(member.key, row.id);
    }
    await tx
      .insert(memberLevels)
      .values(
        MEMBERS.flatMap((member) =>
          member.levels.map((levelId) => ({ memberId: lookup(memberId, member.key, 'member'), levelId })),
        ),
      );

    const seededUsers = await tx
      .insert(users)
      .values(
        USERS.map((user, index) => ({
          email: user.email.toLowerCase(),
          password: hashes[index] ?? null,
          firstName: user.firstName,
          lastName: user.lastName,
          languageId: lookup(languageId, user.language, 'language'),
          title: user.title,
          memberId: lookup(memberId, user.member, 'member'),
          phoneNumber: user.phoneNumber,
          isOnboarded: user.isOnboarded ?? true,
          isStaff: user.isStaff ?? false,
          isSuperuser: user.isSuperuser ?? false,
          isShared: user.isShared ?? false,
          isActive: user.isActive ?? true,
          // Tag names become ids once the content's tags exist (seed/preferences.ts).
          preferences: [],
          hasDigestSubscribed: user.hasDigestSubscribed ?? false,
          role: user.role,
          changeMember: user.changeMember ?? false,
          invitedAt: invitedAtOf(user, now),
          dateJoined: invitedAtOf(user, now) ?? new Date(now.getTime() - 90 * DAY),
        })),
      )
      .returning({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        memberId: users.memberId,
      });
    await seedUserAudit(tx, seededUsers, now);

    await tx
      .insert(staffCards)
      .values(
        Object.entries(STAFF_CARDS).flatMap(([code, cards]) =>
          cards.map((card, position) => ({ countryId: lookup(countryId, code, 'country'), position, ...card })),
        ),
      );

    // An announced maintenance window a few days ahead, not shown until staff switch it on.
    const windowStart = new Date(now.getTime() + 3 * DAY);
    windowStart.setUTCHours(18, 0, 0, 0);
    await tx.insert(maintenanceStatus).values({
      id: 1,
      backendDeployInProgress: false,
      frontendDeployInProgress: false,
      deployDate: windowStart,
      estimatedDownTimeInMinutes: 120,
      infoShowMessage: false,
      infoEventFromTime: windowStart,
      infoEventToTime: new Date(windowStart.getTime() + 2 * 60 * 60 * 1000),
    });
  });
  return true;
}
