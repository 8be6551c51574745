// Rows of Manage users to the contract's shapes (lib/contract/settings.ts): a user's status and
// whether their invitation link has expired, and the audit log's entries.
import {
  type AuditAction,
  type AuditEntry,
  type ManagedUser,
  USER_STATUS,
  type UserStatus,
} from '../../contract/settings';
import { type Position } from '../../contract/user';
import { isoUtc, isoUtcOrNull } from '../../http/dates';
import { RESET_TOKEN_LIFETIME_SECONDS } from '../../security/reset-tokens';

export type ManagedUserRow = {
  id: number;
  memberId: number;
  firstName: string;
  lastName: string;
  email: string;
  title: number | null;
  role: number;
  isShared: boolean;
  /** Vetnet staff: only staff change a staff account (lib/rules/user-admin.ts). */
  isStaff: boolean;
  isActive: boolean;
  hasPassword: boolean;
  invitedAt: Date | null;
  lastLogin: Date | null;
};

/** What decides a user's status. */
export type StatusFacts = Pick<ManagedUserRow, 'isActive' | 'hasPassword' | 'invitedAt'>;

/** Invited through Manage users and not yet accepted: no password has been set. */
export const isPendingInvitation = (user: StatusFacts): boolean =>
  !user.isActive && !user.hasPassword && user.invitedAt !== null;

export function userStatus(user: StatusFacts): UserStatus {
  if (isPendingInvitation(user)) return USER_STATUS.invited;
  return user.isActive ? USER_STATUS.active : USER_STATUS.inactive;
}

/** The link of the last invitation mail lives as long as a reset token (3 days); resend sends a fresh one. */
export function invitationExpired(user: StatusFacts, now: Date): boolean {
  if (!isPendingInvitation(user) || user.invitedAt === null) return false;
  return user.invitedAt.getTime() + RESET_TOKEN_LIFETIME_SECONDS * 1000 < now.getTime();
}

export function serializeManagedUser(row: ManagedUserRow, now: Date): ManagedUser {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    title: row.title as Position | null,
    role: row.role,
    isShared: row.isShared,
    isStaff: row.isStaff,
    isActive: row.isActive,
    status: userStatus(row),
    invitedAt: isoUtcOrNull(row.invitedAt),
    invitationExpired: invitationExpired(row, now),
    lastLogin: isoUtcOrNull(row.lastLogin),
  };
}

export type AuditRow = {
  id: number;
  createdAt: Date;
  action: string;
  actorId: number | null;
  actorName: string;
  targetId: number | null;
  targetName: string;
  targetEmail: string;
  details: Record<string, unknown>;
};

const roleDetail = (value: unknown) => (typeof value === 'number' ? value : undefined);

/** Only the role ids of `details` are answered: the contract's shape, whatever else an entry kept. */
function auditDetails(details: Record<string, unknown>): AuditEntry['details'] {
  const answer: AuditEntry['details'] = {};
  for (const key of ['from', 'to', 'role'] as const) {
    const value = roleDetail(details[key]);
    if (value !== undefined) answer[key] = value;
  }
  return answer;
}

export function serializeAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    createdAt: isoUtc(row.createdAt),
    action: row.action as AuditAction,
    actor: { id: row.actorId, name: row.actorName },
    target: { id: row.targetId, name: row.targetName, email: row.targetEmail },
    details: auditDetails(row.details),
  };
}
