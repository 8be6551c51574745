// The current user with everything `me/` shows, loaded in one hand-written query: the portal asks
// for it on every page render (through `authenticate`, for every API call). Measured on PGlite, the
// equivalent drizzle relational query (lateral joins) cost about three times as much.
import { sql } from 'drizzle-orm';
import { type Language, type Level } from '../contract/member';
import { type CurrentUser as MeBody, type Position } from '../contract/user';
import { notFound } from '../core/api-errors';
import { type Db } from '../db/client';

export type CurrentUser = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  language: Language;
  title: Position | null;
  phoneNumber: string;
  isOnboarded: boolean;
  isStaff: boolean;
  isSuperuser: boolean;
  isShared: boolean;
  isActive: boolean;
  /** The version of the user's sessions: a token signed at another is refused (domain/sessions.ts). Not in `me/`. */
  tokenVersion: number;
  preferences: number[];
  hasDigestSubscribed: boolean;
  role: number;
  roleName: string;
  changeMember: boolean;
  memberId: number;
  member: {
    id: number;
    name: string;
    isVetnet: boolean;
    countryId: number;
    /** The member's levels, by id. */
    levels: Level[];
    country: {
      id: number;
      name: string;
      code: string;
      useLanguageSelector: boolean;
      contactEmail: string;
      /** ISO 4217: what the member's figures are in. */
      currency: string;
      /** In the order the language switcher shows them. */
      languages: Language[];
    };
  };
};

type Row = {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  title: Position | null;
  phone_number: string;
  is_onboarded: boolean;
  is_staff: boolean;
  is_superuser: boolean;
  is_shared: boolean;
  is_active: boolean;
  token_version: number;
  preferences: number[];
  has_digest_subscribed: boolean;
  role: number;
  role_name: string;
  change_member: boolean;
  member_id: number;
  language: Language;
  member_name: string;
  member_is_vetnet: boolean;
  country_id: number;
  country_name: string;
  country_code: string;
  country_use_language_selector: boolean;
  country_contact_email: string;
  country_currency: string;
  member_levels: Level[];
  country_languages: Language[];
};

export async function loadCurrentUser(db: Db, userId: number): Promise<CurrentUser | null> {
  const result = (await db.execute(sql`
    select u.id, u.email, u.first_name, u.last_name, u.title, u.phone_number, u.is_onboarded,
           u.is_staff, u.is_superuser, u.is_shared, u.is_active, u.token_version, u.preferences,
           u.has_digest_subscribed, u.role, rl.name as role_name, u.change_member, u.member_id,
           json_build_object('id', l.id, 'code', l.code, 'name', l.name) as language,
           m.name as member_name, m.is_vetnet as member_is_vetnet,
           c.id as country_id, c.name as country_name, c.code as country_code,
           c.use_language_selector as country_use_language_selector,
           c.contact_email as country_contact_email, c.currency as country_currency,
           (select coalesce(json_agg(json_build_object('id', lv.id, 'name', lv.name) order by lv.id), '[]')
              from member_levels ml join levels lv on lv.id = ml.level_id
             where ml.member_id = m.id) as member_levels,
           (select coalesce(json_agg(json_build_object('id', la.id, 'code', la.code, 'name', la.name)
                                     order by cl.position, la.id), '[]')
              from country_languages cl join languages la on la.id = cl.language_id
             where cl.country_id = c.id) as country_languages
      from users u
      join languages l on l.id = u.language_id
      join levels rl on rl.id = u.role
      join members m on m.id = u.member_id
      join countries c on c.id = m.country_id
     where u.id = ${userId}
  `)) as unknown as { rows: Row[] };
  const row = result.rows[0];
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    language: row.language,
    title: row.title,
    phoneNumber: row.phone_number,
    isOnboarded: row.is_onboarded,
    isStaff: row.is_staff,
    isSuperuser: row.is_superuser,
    isShared: row.is_shared,
    isActive: row.is_active,
    tokenVersion: row.token_version,
    preferences: row.preferences,
    hasDigestSubscribed: row.has_digest_subscribed,
    role: row.role,
    roleName: row.role_name,
    changeMember: row.change_member,
    memberId: row.member_id,
    member: {
      id: row.member_id,
      name: row.member_name,
      isVetnet: row.member_is_vetnet,
      countryId: row.country_id,
      levels: row.member_levels,
      country: {
        id: row.country_id,
        name: row.country_name,
        code: row.country_code,
        useLanguageSelector: row.country_use_language_selector,
        contactEmail: row.country_contact_email,
        currency: row.country_currency,
        languages: row.country_languages,
      },
    },
  };
}

/** Only the contract's fields of a language (a row may carry more). */
export const serializeLanguage = (language: Language): Language => ({
  id: language.id,
  code: language.code,
  name: language.name,
});

/** The level ids the user holds: the role, then the member's levels (the order of `me.levels`). */
export function heldLevelIds(user: CurrentUser): number[] {
  return [user.role, ...user.member.levels.map((level) => level.id)];
}

/** `GET me/` as the contract shows it. */
export function serializeMe(user: CurrentUser): MeBody {
  const { member } = user;
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
    levels: [{ id: user.role, name: user.roleName }, ...member.levels],
    member: {
      id: member.id,
      name: member.name,
      isVetnet: member.isVetnet,
      levels: member.levels,
      country: {
        id: member.country.id,
        name: member.country.name,
        code: member.country.code,
        useLanguageSelector: member.country.useLanguageSelector,
        languages: member.country.languages.map(serializeLanguage),
        currency: member.country.currency,
      },
    },
  };
}

/** `me/` as stored now: the answer of every write to the current user. */
export async function reloadMe(db: Db, userId: number): Promise<MeBody> {
  const user = await loadCurrentUser(db, userId);
  if (!user) throw notFound();
  return serializeMe(user);
}
