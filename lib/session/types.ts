import type { Country, Language } from '@/lib/contract/member';
import type { CurrentUser } from '@/lib/contract/user';
import type { FeatureFlag } from '@/lib/rules/features';

// The shapes `me/` sends are the contract's (lib/contract), written once for the portal and the admin API.
export type { Country, Language, Level, Member } from '@/lib/contract/member';
export { POSITION, type CurrentUser, type Position } from '@/lib/contract/user';

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
