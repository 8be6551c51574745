import useSWR from 'swr';
import { apiClient } from '@/lib/api/browser-client';
import type { ApiClient } from '@/lib/api/client';
import { fieldsOf, flagOr, idOf, numberOr, requiredListOf, textOr } from '@/lib/api/read-answer';
import { SETTINGS_API } from '@/lib/contract/settings';
import { USER_ROLE } from '@/lib/rules/levels';
import type { ClinicUser } from '../types';

/** The user picker keeps owners and managers only (spec §6). */
export const MANAGER_ROLES = [USER_ROLE.owner, USER_ROLE.manager] as const;

export const CLINIC_MANAGERS_KEY = `${SETTINGS_API.users}?role=${USER_ROLE.owner}&role=${USER_ROLE.manager}&page_size=100`;

function readClinicUser(value: unknown): ClinicUser {
  const fields = fieldsOf(value, 'user');
  return {
    id: idOf(fields.id, 'user'),
    firstName: textOr(fields.firstName, ''),
    lastName: textOr(fields.lastName, ''),
    email: textOr(fields.email, ''),
    role: numberOr(fields.role, 0),
    isShared: flagOr(fields.isShared, false),
    isActive: flagOr(fields.isActive, true),
  };
}

/** `GET users/` (spec §7 "results"), read as a page or a bare list like every list answer. */
export async function getClinicManagers(api: ApiClient): Promise<ClinicUser[]> {
  return keepManagers(requiredListOf(await api.get<unknown>(CLINIC_MANAGERS_KEY), 'user list', readClinicUser));
}

/** Owners and managers, by full name; the API's filter is applied again so the rule holds here too. */
export function keepManagers(users: ClinicUser[]): ClinicUser[] {
  return users
    .filter((user) => (MANAGER_ROLES as readonly number[]).includes(user.role))
    .sort((a, b) => fullName(a).localeCompare(fullName(b)));
}

export function fullName(user: Pick<ClinicUser, 'firstName' | 'lastName' | 'email'>): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}

export function useClinicManagers(enabled: boolean, memberId: number) {
  return useSWR(enabled ? [CLINIC_MANAGERS_KEY, memberId] : null, () => getClinicManagers(apiClient));
}
