// The current user as the shared policy (lib/rules/policy.ts) sees them, built by the same
// `policySubject` as the portal's, from the levels this program reads off its user.
import { type FeatureFlag } from '../rules/features';
import { policySubject as sharedPolicySubject, type PolicySubject } from '../rules/policy';
import { type CurrentUser, heldLevelIds } from './current-user';

export function policySubject(user: CurrentUser, featureFlags: readonly FeatureFlag[]): PolicySubject {
  return sharedPolicySubject(user, heldLevelIds(user), featureFlags);
}
