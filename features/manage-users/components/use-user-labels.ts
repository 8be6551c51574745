import { useMemo } from 'react';
import type { ManagedUser } from '@/lib/contract/settings';
import { roleLabelKey } from '@/lib/format/role';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { UserAdminProblem } from '@/lib/rules/user-admin';

/** The texts of the rules' problems: the same translations as the API's refusals (common:serverMessage). */
const PROBLEM_KEYS: Record<UserAdminProblem, string> = {
  self: 'common:serverMessage.userAdminSelf',
  lastOwner: 'common:serverMessage.userAdminLastOwner',
  ownerByNonOwner: 'common:serverMessage.userAdminOwnerByNonOwner',
  staffByNonStaff: 'common:serverMessage.userAdminStaffByNonStaff',
};

/** Names of roles, statuses and problems, and a user's display name, in the reader's language. */
export function useUserLabels() {
  const { t } = useTranslation('manage-users');
  return useMemo(
    () => ({
      role: (role: number) => {
        const key = roleLabelKey(role);
        return key ? t(key) : String(role);
      },
      status: (user: ManagedUser) =>
        t(`status.${user.status === 'invited' && user.invitationExpired ? 'expired' : user.status}`),
      problem: (problem: UserAdminProblem) => t(PROBLEM_KEYS[problem]),
    }),
    [t],
  );
}

/** "Petra Pending", or the address for a user without a name. */
export function displayName(user: Pick<ManagedUser, 'firstName' | 'lastName' | 'email'>): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}
