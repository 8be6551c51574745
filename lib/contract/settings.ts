import type { Page } from './page';
import type { Position } from './user';

// The member's own settings and the clinic's self-service administration (docs/api.md "Settings,
// users and customers"): the profile, preferences, password and member switch of `me/`, the users
// of Manage users with their audit log, and the b-engaged clinics' customers. Written once here for
// both programs (the admin API imports it through src/contract/settings.ts).

export const SETTINGS_API = {
  me: '/me/',
  /**
   * GET ?path=<an API path>: `me/`'s answer and that path's GET answer in one call (beyond the spec;
   * docs/api.md "The session with a page's first answer"): `{me, answer: {status, body}}`.
   */
  meWith: '/me/with/',
  /** POST {preferences: tag ids}: the topics the member wants to hear about. */
  preferences: '/me/preferences/',
  /** PATCH {member}: the member a changeMember user (or staff) acts for. */
  member: '/me/member/',
  memberTree: '/me/member-tree/',
  /** GET: the tags a member may choose as preferences (staff POST {name} a new one; content items carry them too). */
  tags: '/tags/',
  /** POST {currentPassword, newPassword}: answers a fresh token pair; every other session ends. */
  setPassword: '/auth/users/set_password/',
  /** POST: flips `hasDigestSubscribed`, answers {hasDigestSubscribed} (spelt as the spec spells it). */
  toggleDigest: '/digest/toggleSubscrition/',
  /** GET (paged, ?search=, ?status=), POST an invitation (InviteBody). */
  users: '/users/',
  /** PATCH {role?, isActive?}. DELETE revokes a pending invitation. */
  user: (id: number) => `/users/${id}/`,
  /** POST: mails the pending invitation again, with a fresh link. */
  resendInvitation: (id: number) => `/users/${id}/resend-invitation/`,
  /** GET (paged): who changed what of the member's users, newest first. */
  auditLog: '/users/audit-log/',
  /**
   * GET (beyond the spec; `users/`'s query): Manage users' first render in one answer (ManageUsersAnswer),
   * each part as its own call answers it. An API without it (404/405) is asked call by call.
   */
  manageUsers: '/users/manage/',
  /** GET (paged, ?search=, ?ordering=); POST {search?, ordering?} answers the filtered list as an .xlsx workbook. */
  customers: '/costumers/',
} as const;

/** PATCH `me/`: what the member may change of their own profile. */
export type ProfileChanges = Partial<{
  firstName: string;
  lastName: string;
  title: Position | null;
  phoneNumber: string;
  /** A language id of the member country's languages. */
  language: number;
  hasDigestSubscribed: boolean;
  isOnboarded: boolean;
}>;

/** Limits of the profile fields, checked alike by the form and the API. */
export const PROFILE_LIMITS = { name: 150, phoneNumber: 32 } as const;
/** A phone number: digits, spaces and + ( ) - only, at least 5 digits (checked alike by form and API). */
export const PHONE_PATTERN = /^\+?(?=(?:\D*\d){5})[\d\s()-]{5,32}$/;

export type SetPasswordBody = { currentPassword: string; newPassword: string };
export type TokenPair = { access: string; refresh: string };

export type Tag = { id: number; name: string };

/** A user's state in Manage users: invited (no password yet), active, or deactivated. */
export const USER_STATUS = { invited: 'invited', active: 'active', inactive: 'inactive' } as const;
export type UserStatus = (typeof USER_STATUS)[keyof typeof USER_STATUS];

/** One row of `GET users/`. */
export type ManagedUser = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  title: Position | null;
  /** The user-role level id, 14 to 17. */
  role: number;
  isShared: boolean;
  /** A Vetnet staff account: only staff may change it. */
  isStaff: boolean;
  isActive: boolean;
  status: UserStatus;
  /** ISO time of the invitation, null for users not invited through Manage users. */
  invitedAt: string | null;
  /** Whether the invitation's link has expired (pending invitations only; resend makes a new one). */
  invitationExpired: boolean;
  lastLogin: string | null;
};

/** POST `users/`: an invitation. */
export type InviteBody = {
  email: string;
  firstName: string;
  lastName: string;
  title: Position | null;
  role: number;
};

/** PATCH `users/{id}/`: one or both. */
export type ManagedUserChanges = Partial<{ role: number; isActive: boolean }>;

/** What an audit entry records (lib/contract/settings.ts, admin API `user_audit_entries.action`). */
export const AUDIT_ACTION = {
  invited: 'invited',
  invitationResent: 'invitation_resent',
  invitationRevoked: 'invitation_revoked',
  roleChanged: 'role_changed',
  deactivated: 'deactivated',
  reactivated: 'reactivated',
  activated: 'activated',
} as const;
export type AuditAction = (typeof AUDIT_ACTION)[keyof typeof AUDIT_ACTION];

export type AuditEntry = {
  id: number;
  createdAt: string;
  action: AuditAction;
  actor: { id: number | null; name: string };
  target: { id: number | null; name: string; email: string };
  /** role_changed: {from, to} role ids; invited: {role}. */
  details: { from?: number; to?: number; role?: number };
};

/**
 * `GET users/manage/`: the page of `users/` its query asks for, the count of the member's active owners
 * (`users/?role=14&status=active&page_size=1`'s `count`) and the first page of `users/audit-log/`.
 */
export type ManageUsersAnswer = {
  users: Page<ManagedUser>;
  activeOwners: number;
  auditLog: Page<AuditEntry>;
};

/** One row of `GET costumers/`: a pet owner enrolled in the clinic's engagement programme. */
export type Customer = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  petCount: number;
  /** ISO date. */
  enrolledOn: string;
  lastVisitOn: string | null;
  points: number;
  marketingConsent: boolean;
};

/** `?ordering=` of the customers list; a leading `-` sorts descending. Default `lastName`. */
export const CUSTOMER_ORDERINGS = ['lastName', 'enrolledOn', 'lastVisitOn', 'points'] as const;
export type CustomerOrderingField = (typeof CUSTOMER_ORDERINGS)[number];
export const DEFAULT_CUSTOMER_ORDERING = 'lastName';

export const CUSTOMERS_PAGE_SIZE = 25;
export const USERS_PAGE_SIZE = 25;
/** The export's file name (the API's Content-Disposition). */
export const CUSTOMERS_EXPORT_FILE = 'customers.xlsx';
