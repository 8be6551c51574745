// The current user as `GET me/` answers it (and every write to the user: PATCH me/, preferences,
// acting member, dev/locale). Written here once; when lib/contract/user.ts holds it for both
// programs, this file becomes its door (`export * from '../../../lib/contract/user'`).
import { type LevelBody } from './member';

export type LanguageBody = { id: number; code: string; name: string };

export type MeCountryBody = {
  id: number;
  name: string;
  code: string;
  useLanguageSelector: boolean;
  /** In the order the language switcher shows them. */
  languages: LanguageBody[];
};

export type MeMemberBody = {
  id: number;
  name: string;
  isVetnet: boolean;
  levels: LevelBody[];
  country: MeCountryBody;
};

export type MeBody = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  language: LanguageBody;
  /** Position at the clinic (0 doctor, 1 nurse, 2 administrator, 3 other). */
  title: number | null;
  phoneNumber: string;
  isOnboarded: boolean;
  isStaff: boolean;
  isSuperuser: boolean;
  isShared: boolean;
  preferences: number[];
  hasDigestSubscribed: boolean;
  /** The user-role level id. */
  role: number;
  changeMember: boolean;
  /** The role, then the member's levels. */
  levels: LevelBody[];
  member: MeMemberBody;
};
