import {
  fieldsOf,
  flagOr,
  idOf,
  isFields,
  malformedAnswer,
  numberOr,
  numberOrNull,
  pageOf,
  textOr,
  textOrNull,
  type Page,
} from '@/lib/api/read-answer';
import {
  AUDIT_ACTION,
  USER_STATUS,
  type AuditAction,
  type AuditEntry,
  type ManagedUser,
  type UserStatus,
} from '@/lib/contract/settings';
import { POSITION, type Position } from '@/lib/contract/user';

const POSITIONS: readonly unknown[] = Object.values(POSITION);
const STATUSES: readonly unknown[] = Object.values(USER_STATUS);
const ACTIONS: readonly unknown[] = Object.values(AUDIT_ACTION);

function positionOf(value: unknown): Position | null {
  return POSITIONS.includes(value) ? (value as Position) : null;
}

/** The status the API names, else the one its flags imply (an API that sends only the spec's fields). */
function statusOf(value: unknown, isActive: boolean): UserStatus {
  if (STATUSES.includes(value)) return value as UserStatus;
  return isActive ? USER_STATUS.active : USER_STATUS.inactive;
}

/** One row of `GET users/` (lib/contract/settings ManagedUser). */
export function readManagedUser(value: unknown): ManagedUser {
  const fields = fieldsOf(value, 'user');
  const isActive = flagOr(fields.isActive, true);
  return {
    id: idOf(fields.id, 'user'),
    firstName: textOr(fields.firstName, ''),
    lastName: textOr(fields.lastName, ''),
    email: textOr(fields.email, ''),
    title: positionOf(fields.title),
    role: idOf(fields.role, 'user'),
    isShared: flagOr(fields.isShared, false),
    isStaff: flagOr(fields.isStaff, false),
    isActive,
    status: statusOf(fields.status, isActive),
    invitedAt: textOrNull(fields.invitedAt),
    invitationExpired: flagOr(fields.invitationExpired, false),
    lastLogin: textOrNull(fields.lastLogin),
  };
}

export function readUserPage(value: unknown): Page<ManagedUser> {
  return pageOf(value, 'user list', readManagedUser);
}

function readPerson(value: unknown): { id: number | null; name: string } {
  const fields = isFields(value) ? value : {};
  return { id: numberOrNull(fields.id), name: textOr(fields.name, '') };
}

/** One entry of `GET users/audit-log/`; an action the portal does not know is left out of the list. */
export function readAuditEntry(value: unknown): AuditEntry {
  const fields = fieldsOf(value, 'audit entry');
  if (!ACTIONS.includes(fields.action)) throw malformedAnswer('audit entry');
  const target = isFields(fields.target) ? fields.target : {};
  const details = isFields(fields.details) ? fields.details : {};
  const role = (name: string) => (typeof details[name] === 'number' ? { [name]: numberOr(details[name], 0) } : {});
  return {
    id: idOf(fields.id, 'audit entry'),
    createdAt: textOr(fields.createdAt, ''),
    action: fields.action as AuditAction,
    actor: readPerson(fields.actor),
    target: { ...readPerson(target), email: textOr(target.email, '') },
    details: { ...role('from'), ...role('to'), ...role('role') },
  };
}

export function readAuditPage(value: unknown): Page<AuditEntry> {
  return pageOf(value, 'audit log', readAuditEntry);
}
