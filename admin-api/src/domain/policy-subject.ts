// The current user as the shared policy (lib/rules/policy.ts) sees them, as the portal builds it in
// lib/session/policy-subject.ts: the same fields from the same user, so both programs decide alike.
import { type FeatureFlag } from '../rules/features';
import { type PolicySubject } from '../rules/policy';
import { type CurrentUser, heldLevelIds } from './current-user';

export function policySubject(user: CurrentUser, featureFlags: readonly FeatureFlag[]): PolicySubject {
  return {
    isStaff: user.isStaff,
    isShared: user.isShared,
    changeMember: user.changeMember,
    heldLevels: heldLevelIds(user),
    memberLevelNames: user.member.levels.map((level) => level.name),
    featureFlags,
  };
}
