import { useEffect, useId, useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { stackedTableClass } from '@/components/data-table/stacked-table';
import { FormAlert } from '@/components/forms/form-alert';
import { ScrollRegion } from '@/components/scroll-region/scroll-region';
import type { ManagedUser } from '@/lib/contract/settings';
import { useTranslation } from '@/lib/i18n/use-translation';
import { USER_ROLE } from '@/lib/rules/levels';
import type { UserAdminActor } from '@/lib/rules/user-admin';
import { rowRules } from '../user-rules';
import styles from './manage-users.module.scss';
import { displayName, useUserLabels } from './use-user-labels';
import { UserRow } from './user-row';
import type { UserActions } from './use-user-actions';

type Asking = { kind: 'deactivate' | 'revoke'; user: ManagedUser } | { kind: 'role'; user: ManagedUser; role: number };

/** A change that gives or takes away an owner's rights is asked about first. */
const changesOwnerRights = (user: ManagedUser, role: number) =>
  (user.role === USER_ROLE.owner) !== (role === USER_ROLE.owner);

type UsersTableProps = {
  users: ManagedUser[];
  actor: UserAdminActor;
  activeOwners: number;
  actions: UserActions;
};

/** The member's users with their roles, statuses and actions; each a card on a phone. */
export function UsersTable({ users, actor, activeOwners, actions }: UsersTableProps) {
  const { t } = useTranslation('manage-users');
  const labels = useUserLabels();
  const captionId = useId();
  const captionRef = useRef<HTMLTableCaptionElement>(null);
  // A revoked invitation's row, with the button that asked, goes away: focus would fall to the page.
  const focusLost = useRef(false);
  // Where focus goes then: the table's caption, or (after a role change) the row's role select.
  const returnTo = useRef<HTMLElement | null>(null);
  const keepFocusInTable = () => {
    const active = document.activeElement;
    if (focusLost.current && (!active || active === document.body || !active.isConnected)) {
      focusLost.current = false;
      (returnTo.current?.isConnected ? returnTo.current : captionRef.current)?.focus();
    }
  };
  // Whichever comes last, the dialog closing or the row leaving, finds focus lost and keeps it here.
  useEffect(keepFocusInTable, [users]);
  // The question stays set while the dialog closes, so its text does not change on the way out.
  const [asking, setAsking] = useState<Asking | null>(null);
  const [open, setOpen] = useState(false);

  function onConfirm() {
    if (!asking) return;
    setOpen(false);
    // A role change's save button goes once the change is on its way, a revoked invitation's row too.
    focusLost.current = asking.kind !== 'deactivate';
    if (asking.kind === 'role') void actions.changeRole(asking.user, asking.role);
    else void (asking.kind === 'revoke' ? actions.revoke(asking.user) : actions.setActive(asking.user, false));
  }

  function saveRole(user: ManagedUser, role: number, select: HTMLSelectElement | null): boolean {
    if (!changesOwnerRights(user, role)) {
      void actions.changeRole(user, role);
      return false;
    }
    returnTo.current = select;
    setAsking({ kind: 'role', user, role });
    setOpen(true);
    return true;
  }

  function question(asked: Asking): { message: string; confirmLabel: string } {
    const name = displayName(asked.user);
    if (asked.kind === 'role') {
      const key = asked.role === USER_ROLE.owner ? 'actions.confirmGiveOwner' : 'actions.confirmTakeOwner';
      return { message: t(key, { name, role: labels.role(asked.role) }), confirmLabel: t('actions.changeRole') };
    }
    const revoke = asked.kind === 'revoke';
    return {
      message: t(revoke ? 'actions.confirmRevoke' : 'actions.confirmDeactivate', { name }),
      confirmLabel: t(revoke ? 'actions.revoke' : 'actions.deactivate'),
    };
  }
  const asked = asking ? question(asking) : null;

  return (
    <>
      <FormAlert messages={actions.refusal} />
      <ScrollRegion labelledBy={captionId}>
        <table className={`table align-middle ${styles.table} ${stackedTableClass}`}>
          <caption id={captionId} ref={captionRef} tabIndex={-1} className="caption-top">
            {t('table.caption')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('table.name')}</th>
              <th scope="col">{t('table.email')}</th>
              <th scope="col">{t('table.role')}</th>
              <th scope="col">{t('table.status')}</th>
              <th scope="col">{t('table.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {users.length === 0 && (
              <tr>
                <td colSpan={5} className="text-center text-body-secondary py-4">
                  {t('table.empty')}
                </td>
              </tr>
            )}
            {users.map((user) => (
              <UserRow
                key={user.id}
                user={user}
                rules={rowRules(actor, user, activeOwners)}
                isSelf={user.id === actor.id}
                actions={actions}
                confirm={(kind, target) => {
                  returnTo.current = null;
                  setAsking({ kind, user: target });
                  setOpen(true);
                }}
                saveRole={saveRole}
              />
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <ConfirmDialog
        show={open}
        message={asked?.message}
        confirmLabel={asked?.confirmLabel}
        onConfirm={onConfirm}
        onCancel={() => setOpen(false)}
        // The dialog gives focus back after this call: look once it has.
        onExited={() => window.setTimeout(keepFocusInTable)}
      />
    </>
  );
}
