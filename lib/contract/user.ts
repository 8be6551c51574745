import type { Language, Level, Member } from './member';

/** The session's other call beside `me/` (SETTINGS_API.me), written once for both programs. */
export const SESSION_API = {
  /** GET: the flags of the country of the user's member, one per feature id. */
  featureFlags: '/feature-flags/',
} as const;

/** Position of a user at their clinic (spec §3). */
export const POSITION = { doctor: 0, nurse: 1, administrator: 2, other: 3 } as const;
export type Position = (typeof POSITION)[keyof typeof POSITION];

/** The signed-in user as `GET /api/v1/me/` answers (docs/api.md "The current user and locale"). */
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
  /** Tag ids (`GET tags/`): the topics the user wants to hear about. */
  preferences: number[];
  hasDigestSubscribed: boolean;
  /** The user-role level id, 14 to 17. */
  role: number;
  changeMember: boolean;
  /** The role followed by the member's levels. */
  levels: Level[];
};
