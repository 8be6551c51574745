import { FEATURE, isFeatureAvailable, type FeatureFlag } from './features';
import { ENGAGED_MEMBER_LEVEL_NAME } from './levels';

/** What the policy needs to know about a user. */
export type PolicySubject = {
  isStaff: boolean;
  isShared: boolean;
  changeMember: boolean;
  heldLevels: readonly number[];
  memberLevelNames: readonly string[];
  featureFlags: readonly FeatureFlag[];
};

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
  /** The developer panel: staff, and users who may change member. */
  developerPanel: (subject: PolicySubject) => subject.isStaff || subject.changeMember,
  /** Staff tools: admin pages, the staff-only links, the panel's pickers. */
  staffTools: (subject: PolicySubject) => subject.isStaff,
  /** The developer panel's "view as staff" switch: staff only, judged by their real status like the panel itself. */
  switchStaffView: (subject: PolicySubject) => subject.isStaff,
} as const;

export type PolicyAction = keyof typeof POLICY;
