import { levelsAllow } from './levels';

/** Feature areas and their ids (spec §1). */
export const FEATURE = {
  reports: 0,
  partners: 1,
  news: 2,
  events: 3,
  wiki: 4,
  forum: 5,
  directAds: 6,
  clinicFinder: 7,
  services: 8,
  campaigns: 9,
  contact: 10,
  digest: 11,
  spendAndSavings: 12,
  selfOnboarding: 13,
  handbooks: 14,
  commitments: 15,
  vetData: 16,
  discounts: 17,
} as const;

export type FeatureName = keyof typeof FEATURE;
export type FeatureId = (typeof FEATURE)[FeatureName];

export const FEATURE_IDS: readonly FeatureId[] = Object.values(FEATURE);

/** A feature flag as the admin API sends it for the user's country (spec §3). */
export type FeatureFlag = {
  feature: number;
  available: boolean;
  displayInMenu: boolean;
  /** Level ids allowed to use the feature; empty means everyone. */
  levels: number[];
};

function flagFor(flags: readonly FeatureFlag[], feature: number): FeatureFlag | undefined {
  return flags.find((flag) => flag.feature === feature);
}

/** Whether a user holding `heldLevels` may use `feature` at all (routes, API calls). */
export function isFeatureAvailable(
  flags: readonly FeatureFlag[],
  feature: number,
  heldLevels: Iterable<number>,
): boolean {
  const flag = flagFor(flags, feature);
  return flag !== undefined && flag.available && levelsAllow(flag.levels, heldLevels);
}

/** The features a user sees in menus: available, shown in the menu and allowed for their levels (spec §5). */
export function menuFeatures(flags: readonly FeatureFlag[], heldLevels: Iterable<number>): Set<number> {
  const held = [...heldLevels];
  return new Set(
    flags
      .filter((flag) => flag.available && flag.displayInMenu && levelsAllow(flag.levels, held))
      .map((flag) => flag.feature),
  );
}
