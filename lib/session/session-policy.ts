import type { FeatureFlag } from '@/lib/rules/features';
import { POLICY, type PolicyAction } from '@/lib/rules/policy';
import { policySubject } from '@/lib/session/policy-subject';
import type { CurrentUser } from '@/lib/session/types';
import { actsAsStaff, type ViewPreferences } from '@/lib/session/view-preferences';

/**
 * Actions judged by the user's real staff status: staff who view the portal as a member must still
 * reach the developer panel and its switch, or they could never switch back.
 */
const ON_REAL_STATUS: ReadonlySet<PolicyAction> = new Set<PolicyAction>(['developerPanel', 'switchStaffView']);

/**
 * What the user may do as the portal shows them now (lib/rules/policy): staff who switched
 * "view as staff" off count as members (spec §4). The page guard and the session's `can()` both ask this.
 */
export function sessionPolicy(
  user: CurrentUser,
  featureFlags: FeatureFlag[],
  preferences: Pick<ViewPreferences, 'viewAsStaff'>,
): (action: PolicyAction) => boolean {
  const shown = policySubject(user, featureFlags, actsAsStaff(user.isStaff, preferences));
  const real = policySubject(user, featureFlags);
  return (action) => POLICY[action](ON_REAL_STATUS.has(action) ? real : shown);
}
