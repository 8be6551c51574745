import { FEATURE, isFeatureAvailable, type FeatureFlag } from './features';
import { ENGAGED_MEMBER_LEVEL_NAME, USER_ROLE } from './levels';

/** What the policy needs to know about a user. */
export type PolicySubject = {
  isStaff: boolean;
  isShared: boolean;
  changeMember: boolean;
  heldLevels: readonly number[];
  memberLevelNames: readonly string[];
  featureFlags: readonly FeatureFlag[];
};

/** What the policy reads of a user, as both programs hold them (the `me/` user, the admin API's own). */
export type PolicyUser = Pick<PolicySubject, 'isStaff' | 'isShared' | 'changeMember'> & {
  member: { levels: readonly { name: string }[] };
};

/**
 * The subject the policy decides on, built alike by the portal and the admin API: `heldLevels` are
 * the levels the user holds (each program reads them from its own user), `isStaff` the staff status
 * that counts (the portal's "view as staff" may turn it off).
 */
export function policySubject(
  user: PolicyUser,
  heldLevels: readonly number[],
  featureFlags: readonly FeatureFlag[],
  isStaff: boolean = user.isStaff,
): PolicySubject {
  return {
    isStaff,
    isShared: user.isShared,
    changeMember: user.changeMember,
    heldLevels,
    memberLevelNames: user.member.levels.map((level) => level.name),
    featureFlags,
  };
}

/**
 * Who may do what (spec §6), declared once and used by the menus and the page guard alike; the admin
 * API enforces the same rules on its side.
 */
export const POLICY = {
  /** Manage users: a non-shared user holding a level the self-onboarding feature allows. */
  manageUsers: (subject: PolicySubject) =>
    !subject.isShared && isFeatureAvailable(subject.featureFlags, FEATURE.selfOnboarding, subject.heldLevels),
  /** Manage customers: as Manage users, and the member holds the b-engaged level. */
  manageCustomers: (subject: PolicySubject) =>
    POLICY.manageUsers(subject) && subject.memberLevelNames.includes(ENGAGED_MEMBER_LEVEL_NAME),
  /**
   * A partner's contract document: staff, and the member's owners and managers (the agreement's
   * prices are for those who buy); the admin API checks the partner is readable too.
   */
  viewPartnerContracts: (subject: PolicySubject) =>
    subject.isStaff || subject.heldLevels.some((level) => level === USER_ROLE.owner || level === USER_ROLE.manager),
  /** The developer panel: staff, and users who may change member. */
  developerPanel: (subject: PolicySubject) => subject.isStaff || subject.changeMember,
  /** Staff tools: admin pages, the staff-only links, the panel's pickers, forum moderation and its country column. */
  staffTools: (subject: PolicySubject) => subject.isStaff,
  /** The developer panel's "view as staff" switch: staff only, judged by their real status like the panel itself. */
  switchStaffView: (subject: PolicySubject) => subject.isStaff,
} as const;

export type PolicyAction = keyof typeof POLICY;
