import { FEATURE, FEATURE_IDS, type FeatureFlag } from '../../rules/features';
import { USER_ROLE } from '../../rules/levels';
import { MEMBER_LEVEL } from './levels';

/**
 * The seeded flag of `feature` in `countryCode`: available, in the menu and open to every level,
 * except for the rules below, each chosen so some demo account shows the difference.
 */
export function seedFlag(countryCode: string, feature: number): FeatureFlag {
  const flag: FeatureFlag = { feature, available: true, displayInMenu: true, levels: [] };
  switch (feature) {
    case FEATURE.reports:
      flag.levels = [USER_ROLE.owner, USER_ROLE.manager, USER_ROLE.contributor];
      // Norway: Spend and Savings is the only reports feature, so "Reports" links to it.
      if (countryCode === 'no') flag.available = false;
      break;
    case FEATURE.spendAndSavings:
      flag.levels = [USER_ROLE.owner, USER_ROLE.manager];
      break;
    case FEATURE.selfOnboarding:
      flag.levels = [USER_ROLE.owner];
      flag.displayInMenu = false;
      break;
    case FEATURE.commitments:
      flag.levels = [MEMBER_LEVEL.engaged];
      break;
    case FEATURE.clinicFinder:
      flag.displayInMenu = false;
      break;
    case FEATURE.discounts:
      flag.available = countryCode === 'se';
      break;
    case FEATURE.vetData:
      flag.available = countryCode !== 'de';
      break;
    case FEATURE.directAds:
      flag.available = countryCode !== 'dk';
      break;
    default:
      break;
  }
  return flag;
}

export function seedFlagsFor(countryCode: string): FeatureFlag[] {
  return FEATURE_IDS.map((feature) => seedFlag(countryCode, feature));
}
