import { FEATURE_IDS } from '@/lib/rules/features';

// Admin API answers holding only the fields the spec names (spec §3), as another implementation
// of the contract (the production Django service) sends them: no `country.code`, none of our
// API's extensions. Content items, which the spec does not describe field by field, carry only
// what a list and a page show, with the spec's Country.

/** England, whose clock (London's) differs from the one the portal falls back to (Stockholm's). */
const ENGLAND = {
  id: 15,
  name: 'England',
  useLanguageSelector: true,
  languages: [
    { id: 14, code: 'sv', name: 'Svenska' },
    { id: 4, code: 'en', name: 'English' },
  ],
};

/** `GET me/` with the spec's User, Member, Country and Language fields only. */
export const SPEC_ONLY_USER = {
  id: 3,
  email: 'owner@vetnet.example',
  firstName: 'Olivia',
  lastName: 'Owner',
  language: { id: 4, code: 'en', name: 'English' },
  title: 0,
  member: {
    id: 2,
    name: 'Djurkliniken Solna',
    country: ENGLAND,
    levels: [{ id: 1, name: 'b-basic' }],
    isVetnet: false,
  },
  phoneNumber: '+46 8 123 456',
  isOnboarded: true,
  isStaff: false,
  isSuperuser: false,
  isShared: false,
  preferences: [],
  hasDigestSubscribed: false,
  role: 14,
  changeMember: false,
  levels: [
    { id: 14, name: 'owner' },
    { id: 1, name: 'b-basic' },
  ],
};

export const SPEC_ONLY_FLAGS = FEATURE_IDS.map((feature) => ({
  feature,
  available: true,
  displayInMenu: true,
  levels: [],
}));

/** A news item with no tags, categories, files, dates other than the publishing date, or country code. */
export function specOnlyItem(id: number, title: string, more: Record<string, unknown> = {}) {
  return {
    id,
    title,
    summary: `About ${title}.`,
    status: 2,
    publishDate: '2026-11-20T08:00:00Z',
    country: { id: 15, name: 'England' },
    ...more,
  };
}

export function specOnlyPage(results: unknown[]) {
  return { count: results.length, next: null, previous: null, results };
}
