import { FEATURE, type FeatureId } from '@/lib/rules/features';

/** Step 2's groups of features (spec §2 "Onboarding"), each feature with its translation key. */
export const ONBOARDING_GROUPS: { titleKey: string; features: { feature: FeatureId; key: string }[] }[] = [
  {
    titleKey: 'groups.services',
    features: [
      { feature: FEATURE.services, key: 'features.services' },
      { feature: FEATURE.contact, key: 'features.contact' },
    ],
  },
  {
    titleKey: 'groups.partners',
    features: [
      { feature: FEATURE.partners, key: 'features.partners' },
      { feature: FEATURE.campaigns, key: 'features.campaigns' },
    ],
  },
  {
    titleKey: 'groups.community',
    features: [
      { feature: FEATURE.events, key: 'features.events' },
      { feature: FEATURE.forum, key: 'features.forum' },
      { feature: FEATURE.directAds, key: 'features.directAds' },
    ],
  },
  {
    titleKey: 'groups.reports',
    features: [
      { feature: FEATURE.reports, key: 'features.reports' },
      { feature: FEATURE.spendAndSavings, key: 'features.spendAndSavings' },
    ],
  },
];
