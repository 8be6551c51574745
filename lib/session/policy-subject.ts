import type { FeatureFlag } from '@/lib/rules/features';
import { policySubject as sharedPolicySubject, type PolicySubject } from '@/lib/rules/policy';
import { heldLevelIds } from '@/lib/session/held-levels';
import type { CurrentUser } from '@/lib/session/types';

/** The user as the policy sees them; `isStaff` is the staff status shown now (view as staff). */
export function policySubject(
  user: CurrentUser,
  featureFlags: FeatureFlag[],
  isStaff: boolean = user.isStaff,
): PolicySubject {
  return sharedPolicySubject(user, heldLevelIds(user), featureFlags, isStaff);
}
