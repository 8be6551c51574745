import { useState } from 'react';
import { useToast } from '@/components/toast/toast-provider';
import { ApiError } from '@/lib/api/api-error';
import { apiClient } from '@/lib/api/browser-client';
import type { ManagedUser } from '@/lib/contract/settings';
import { useFailureMessages } from '@/lib/forms/use-failure-messages';
import { useTranslation } from '@/lib/i18n/use-translation';
import { reportError } from '@/lib/monitoring/monitoring';
import { changeUser, resendInvitation, revokeInvitation } from '../api/user-actions';
import { displayName, useUserLabels } from './use-user-labels';

export type UserActions = ReturnType<typeof useUserActions>;

/**
 * The row actions of the users table: each calls the API, announces what it did, and hands the
 * changed user (or nothing, for a removal) to `onChanged`; a refusal becomes an alert above the
 * table and the row shows its stored values again.
 */
export function useUserActions(onChanged: (user: ManagedUser | null) => Promise<void>) {
  const { t } = useTranslation('manage-users');
  const labels = useUserLabels();
  const messages = useFailureMessages();
  const toast = useToast();
  const [refusal, setRefusal] = useState<string[]>([]);
  const [busyId, setBusyId] = useState<number | null>(null);
  // The role chosen in a row while its change is on its way; the stored one returns on a refusal.
  const [pendingRoles, setPendingRoles] = useState<Record<number, number>>({});

  async function run(
    user: ManagedUser,
    action: () => Promise<ManagedUser | null>,
    done: (changed: ManagedUser | null) => string,
  ) {
    setRefusal([]);
    setBusyId(user.id);
    try {
      const changed = await action();
      await onChanged(changed);
      toast(done(changed), 'success');
    } catch (error) {
      if (!(error instanceof ApiError)) reportError(error, { action: 'manage users' });
      setRefusal(await messages.failure(error));
    } finally {
      setBusyId(null);
    }
  }

  const name = (user: ManagedUser) => displayName(user);

  return {
    refusal,
    busyId,
    pendingRoles,
    changeRole: async (user: ManagedUser, role: number) => {
      setPendingRoles((current) => ({ ...current, [user.id]: role }));
      await run(
        user,
        () => changeUser(apiClient, user.id, { role }),
        (changed) => t('actions.roleChanged', { name: name(user), role: labels.role(changed?.role ?? role) }),
      );
      setPendingRoles(({ [user.id]: _done, ...rest }) => rest);
    },
    setActive: (user: ManagedUser, isActive: boolean) =>
      run(
        user,
        () => changeUser(apiClient, user.id, { isActive }),
        () => t(isActive ? 'actions.reactivated' : 'actions.deactivated', { name: name(user) }),
      ),
    resend: (user: ManagedUser) =>
      run(
        user,
        async () => {
          await resendInvitation(apiClient, user.id);
          return user;
        },
        () => t('actions.resent', { name: name(user) }),
      ),
    revoke: (user: ManagedUser) =>
      run(
        user,
        async () => {
          await revokeInvitation(apiClient, user.id);
          return null;
        },
        () => t('actions.revoked', { name: name(user) }),
      ),
  };
}
