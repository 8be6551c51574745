import type { FeatureFlag } from '@/lib/rules/features';

/** A level as the API names it: a member level (`b-engaged`) or a user role (`owner`). */
export type Level = { id: number; name: string };

export type Language = { id: number; code: string; name: string };

export type Country = {
  id: number;
  name: string;
  /** ISO code, lower case; '' when unknown. Our API's extension: without it the name implies it (`readCountry`). */
  code: string;
  useLanguageSelector: boolean;
  languages: Language[];
};

export type Member = {
  id: number;
  name: string;
  country: Country;
  levels: Level[];
  /** The member flag `is{Product}` (spec §3): the product's own organisation. */
  isVetnet: boolean;
};

/** Position of a user at their clinic (spec §3). */
export const POSITION = { doctor: 0, nurse: 1, administrator: 2, other: 3 } as const;
export type Position = (typeof POSITION)[keyof typeof POSITION];

/** The signed-in user as `GET /api/v1/me/` answers (docs/api.md). */
export type CurrentUser = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  language: Language;
  title: Position | null;
  phoneNumber: string;
  member: Member;
  isOnboarded: boolean;
  isStaff: boolean;
  isSuperuser: boolean;
  isShared: boolean;
  preferences: number[];
  hasDigestSubscribed: boolean;
  /** The user-role level id, 14 to 17. */
  role: number;
  changeMember: boolean;
  /** The role followed by the member's levels. */
  levels: Level[];
};

/** The countries and languages staff may pick from (`GET /api/v1/dev/locale-options/`). */
export type LocaleOptions = { countries: Country[]; languages: Language[] };

/** What the page guard loads for every signed-in page and hands to the client. */
export type Session = {
  user: CurrentUser;
  featureFlags: FeatureFlag[];
  /** Handbooks the user can see; the menu shows Handbooks to non-staff only when there are any. */
  handbooksCount: number;
  /** The user's view preferences as their cookie holds them (lib/session/view-preferences), if set. */
  storedViewPreferences?: string | null;
};
