import { FEATURE_IDS, type FeatureFlag } from '@/lib/rules/features';
import { USER_ROLE } from '@/lib/rules/levels';
import type { CurrentUser, Session } from '@/lib/session/types';

/** A signed-in member of a Swedish clinic; override what a test is about. */
export function buildUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 3,
    email: 'owner@vetnet.example',
    firstName: 'Olivia',
    lastName: 'Owner',
    language: { id: 14, code: 'en', name: 'English' },
    title: 0,
    phoneNumber: '+46 8 123 456',
    isOnboarded: true,
    isStaff: false,
    isSuperuser: false,
    isShared: false,
    preferences: [],
    hasDigestSubscribed: false,
    role: USER_ROLE.owner,
    changeMember: false,
    levels: [
      { id: USER_ROLE.owner, name: 'owner' },
      { id: 1, name: 'b-basic' },
    ],
    member: {
      id: 2,
      name: 'Djurkliniken Solna',
      isVetnet: false,
      levels: [{ id: 1, name: 'b-basic' }],
      country: {
        id: 15,
        name: 'Sweden',
        code: 'se',
        useLanguageSelector: true,
        currency: 'SEK',
        languages: [
          { id: 14, code: 'sv', name: 'Svenska' },
          { id: 4, code: 'en', name: 'English' },
        ],
      },
    },
    ...overrides,
  };
}

/** One flag per feature, all available to everyone, with `overrides` by feature id. */
export function buildFeatureFlags(overrides: Record<number, Partial<FeatureFlag>> = {}): FeatureFlag[] {
  return FEATURE_IDS.map((feature) => ({
    feature,
    available: true,
    displayInMenu: true,
    levels: [],
    ...overrides[feature],
  }));
}

export function buildSession(
  user: Partial<CurrentUser> = {},
  flags: Record<number, Partial<FeatureFlag>> = {},
  handbooksCount = 1,
): Session {
  return { user: buildUser(user), featureFlags: buildFeatureFlags(flags), handbooksCount };
}
