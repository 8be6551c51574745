import { type AuditAction } from '../../contract/settings';
import { USER_ROLE } from '../../rules/levels';

/** Every demo account with a password uses this one (printed at start, see docs/admin-api.md). */
export const DEMO_PASSWORD = 'vetnet-demo';

export type UserSeed = {
  email: string;
  firstName: string;
  lastName: string;
  member: string;
  role: number;
  language: string;
  phoneNumber: string;
  /** Position: doctor 0, nurse 1, administrator 2, other 3. */
  title: 0 | 1 | 2 | 3 | null;
  /** What logging in as this user demonstrates. */
  shows: string;
  isStaff?: boolean;
  isSuperuser?: boolean;
  isShared?: boolean;
  isOnboarded?: boolean;
  isActive?: boolean;
  changeMember?: boolean;
  /** False: no usable password (an invited user who has not activated the account). */
  hasPassword?: boolean;
  /** Names of content tags (seed/data/content.ts TAGS); stored as the tags' ids once they exist. */
  preferences?: readonly string[];
  hasDigestSubscribed?: boolean;
  /** Invited through Manage users this many days before the seed, by the user with this e-mail. */
  invited?: { daysAgo: number; by: string };
};

export const USERS: readonly UserSeed[] = [
  {
    email: 'staff@vetnet.example',
    firstName: 'Stella',
    lastName: 'Staff',
    member: 'hq',
    role: USER_ROLE.owner,
    language: 'en',
    phoneNumber: '+46 8 400 100',
    title: 2,
    isStaff: true,
    isSuperuser: true,
    shows: 'staff: admin links, developer panel, country switcher, maintenance switch, outbox',
    preferences: ['Digital', 'Pricing', 'Staff'],
    hasDigestSubscribed: true,
  },
  {
    email: 'owner@vetnet.example',
    firstName: 'Olivia',
    lastName: 'Owner',
    member: 'solna',
    role: USER_ROLE.owner,
    language: 'sv',
    phoneNumber: '+46 8 123 456',
    title: 0,
    shows: 'b-basic owner (se): Manage users, reports, spend and savings',
    preferences: ['Dentistry', 'Digital'],
    hasDigestSubscribed: true,
  },
  {
    email: 'engaged@vetnet.example',
    firstName: 'Erik',
    lastName: 'Engaged',
    member: 'goteborg',
    role: USER_ROLE.owner,
    language: 'sv',
    phoneNumber: '+46 31 555 010',
    title: 0,
    shows:
      'b-engaged owner (se): Manage users (invitations, change log), Manage customers, commitments, engaged-only notifications',
    preferences: ['Dentistry', 'Sustainability'],
  },
  {
    email: 'manager@vetnet.example',
    firstName: 'Maja',
    lastName: 'Manager',
    member: 'solna',
    role: USER_ROLE.manager,
    language: 'sv',
    phoneNumber: '+46 8 123 457',
    title: 2,
    shows: 'manager (se): reports and spend and savings, no Manage users',
  },
  {
    email: 'contributor@vetnet.example',
    firstName: 'Carl',
    lastName: 'Contributor',
    member: 'aarhus',
    role: USER_ROLE.contributor,
    language: 'da',
    phoneNumber: '+45 86 12 34 56',
    title: 1,
    shows: 'contributor (dk, Danish): no direct ads, no spend and savings',
  },
  {
    email: 'viewer@vetnet.example',
    firstName: 'Vera',
    lastName: 'Viewer',
    member: 'solna',
    role: USER_ROLE.viewer,
    language: 'sv',
    phoneNumber: '+46 8 123 458',
    title: 1,
    shows: 'viewer (se): the smallest menu, no reports',
  },
  {
    email: 'shared@vetnet.example',
    firstName: 'Solna',
    lastName: 'Reception',
    member: 'solna',
    role: USER_ROLE.owner,
    language: 'sv',
    phoneNumber: '+46 8 123 400',
    title: 3,
    isShared: true,
    shows: 'shared account (se): an owner without Manage users',
  },
  {
    email: 'new@vetnet.example',
    firstName: 'Nils',
    lastName: 'New',
    member: 'oslo',
    role: USER_ROLE.manager,
    language: 'nb',
    phoneNumber: '+47 22 11 22 33',
    title: 0,
    isOnboarded: false,
    shows: 'not onboarded (no, Norwegian): the onboarding card; Reports is spend and savings only',
  },
  {
    email: 'chain@vetnet.example',
    firstName: 'Clara',
    lastName: 'Chain',
    member: 'nord',
    role: USER_ROLE.manager,
    language: 'sv',
    phoneNumber: '+46 90 123 45',
    title: 2,
    changeMember: true,
    shows: 'chain user (changeMember): member tree Vetgroup Nord > Umeå, Luleå; developer panel',
  },
  {
    email: 'de.owner@vetnet.example',
    firstName: 'Dieter',
    lastName: 'Owner',
    member: 'hamburg',
    role: USER_ROLE.owner,
    language: 'de',
    phoneNumber: '+49 40 123 456',
    title: 0,
    shows: 'b-plus owner (de, German): no VetData',
  },
  {
    email: 'be.owner@vetnet.example',
    firstName: 'Bram',
    lastName: 'Owner',
    member: 'gent',
    role: USER_ROLE.owner,
    language: 'nl-BE',
    phoneNumber: '+32 9 123 45 67',
    title: 0,
    shows: 'owner (be, Flemish): language switcher nl-BE / fr-BE / en',
  },
  {
    email: 'invited@vetnet.example',
    firstName: 'Ingrid',
    lastName: 'Invited',
    member: 'solna',
    role: USER_ROLE.viewer,
    language: 'sv',
    phoneNumber: '+46 8 123 459',
    title: 1,
    isActive: false,
    hasPassword: false,
    isOnboarded: false,
    shows: 'inactive, no password: cannot log in; "resend activation" mails a set-password link',
  },
  {
    email: 'gustav@vetnet.example',
    firstName: 'Gustav',
    lastName: 'Berg',
    member: 'goteborg',
    role: USER_ROLE.owner,
    language: 'sv',
    phoneNumber: '+46 31 555 011',
    title: 0,
    invited: { daysAgo: 80, by: 'engaged@vetnet.example' },
    shows: "second owner of Göteborg: Manage users and customers; Erik and Gustav may change each other's role",
  },
  {
    email: 'petra@vetnet.example',
    firstName: 'Petra',
    lastName: 'Pending',
    member: 'goteborg',
    role: USER_ROLE.viewer,
    language: 'sv',
    phoneNumber: '+46 31 555 012',
    title: 1,
    isActive: false,
    hasPassword: false,
    isOnboarded: false,
    invited: { daysAgo: 1, by: 'engaged@vetnet.example' },
    shows: 'pending invitation (Göteborg, 1 day old): resend or revoke it in Manage users',
  },
  {
    email: 'egon@vetnet.example',
    firstName: 'Egon',
    lastName: 'Expired',
    member: 'goteborg',
    role: USER_ROLE.contributor,
    language: 'sv',
    phoneNumber: '+46 31 555 013',
    title: 3,
    isActive: false,
    hasPassword: false,
    isOnboarded: false,
    invited: { daysAgo: 5, by: 'gustav@vetnet.example' },
    shows: 'expired invitation (Göteborg, 5 days old): "Invitation expired" in Manage users; resend it',
  },
  {
    email: 'dora@vetnet.example',
    firstName: 'Dora',
    lastName: 'Deactivated',
    member: 'goteborg',
    role: USER_ROLE.viewer,
    language: 'sv',
    phoneNumber: '+46 31 555 014',
    title: 1,
    isActive: false,
    invited: { daysAgo: 60, by: 'engaged@vetnet.example' },
    shows: 'deactivated nurse (Göteborg): cannot log in; reactivate her in Manage users',
  },
];

export type UserAuditSeed = {
  daysAgo: number;
  /** E-mails of the seeded users. */
  actor: string;
  target: string;
  action: AuditAction;
  details?: { role?: number; from?: number; to?: number };
};

/** Göteborg's change log (Manage users), oldest first: how its invited users came to be as seeded. */
export const USER_AUDIT: readonly UserAuditSeed[] = [
  {
    daysAgo: 80,
    actor: 'engaged@vetnet.example',
    target: 'gustav@vetnet.example',
    action: 'invited',
    details: { role: USER_ROLE.owner },
  },
  { daysAgo: 79, actor: 'gustav@vetnet.example', target: 'gustav@vetnet.example', action: 'activated' },
  {
    daysAgo: 60,
    actor: 'engaged@vetnet.example',
    target: 'dora@vetnet.example',
    action: 'invited',
    details: { role: USER_ROLE.contributor },
  },
  { daysAgo: 59, actor: 'dora@vetnet.example', target: 'dora@vetnet.example', action: 'activated' },
  {
    daysAgo: 30,
    actor: 'gustav@vetnet.example',
    target: 'dora@vetnet.example',
    action: 'role_changed',
    details: { from: USER_ROLE.contributor, to: USER_ROLE.viewer },
  },
  { daysAgo: 10, actor: 'engaged@vetnet.example', target: 'dora@vetnet.example', action: 'deactivated' },
  {
    daysAgo: 5,
    actor: 'gustav@vetnet.example',
    target: 'egon@vetnet.example',
    action: 'invited',
    details: { role: USER_ROLE.contributor },
  },
  {
    daysAgo: 1,
    actor: 'engaged@vetnet.example',
    target: 'petra@vetnet.example',
    action: 'invited',
    details: { role: USER_ROLE.viewer },
  },
];
