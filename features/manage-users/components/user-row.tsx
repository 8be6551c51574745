import { useId, useRef, useState } from 'react';
import type { ManagedUser } from '@/lib/contract/settings';
import { useTranslation } from '@/lib/i18n/use-translation';
import { rowProblems, type RowRules } from '../user-rules';
import styles from './manage-users.module.scss';
import { displayName, useUserLabels } from './use-user-labels';
import type { UserActions } from './use-user-actions';

type UserRowProps = {
  user: ManagedUser;
  rules: RowRules;
  isSelf: boolean;
  actions: UserActions;
  /** Asks before a deactivation or a revocation (the shared confirm dialog). */
  confirm: (kind: 'deactivate' | 'revoke', user: ManagedUser) => void;
  /**
   * Saves a new role; the table asks first when it gives or takes away an owner's rights (true),
   * and then gives focus back to `select` when the dialog closes.
   */
  saveRole: (user: ManagedUser, role: number, select: HTMLSelectElement | null) => boolean;
};

/**
 * One user: role select, status and actions; what the rules forbid is disabled, with the reason in
 * words. A role chosen in the select is saved with its button (or Enter), never by the choice
 * itself: a keyboard user's arrow keys walk through the roles, each a change event.
 */
export function UserRow({ user, rules, isSelf, actions, confirm, saveRole }: UserRowProps) {
  const { t } = useTranslation('manage-users');
  const labels = useUserLabels();
  const reasonId = useId();
  const name = displayName(user);
  const busy = actions.busyId === user.id;
  const reasons = [...(isSelf ? [t('table.you')] : []), ...rowProblems(rules).map(labels.problem)];
  const describedBy = (problem: unknown) => (problem ? reasonId : undefined);
  const invited = user.status === 'invited';
  const button = 'btn btn-sm text-nowrap';
  // The role chosen and not saved yet; null: the stored one (or the one on its way).
  // It stays while the table asks about it (Cancel keeps it), and goes once the change is on its way.
  const [draft, setDraft] = useState<number | null>(null);
  const pending = actions.pendingRoles[user.id];
  if (pending !== undefined && draft !== null) setDraft(null);
  const shown = pending ?? draft ?? user.role;
  const unsaved = draft !== null && draft !== user.role && pending === undefined;
  const select = useRef<HTMLSelectElement>(null);
  const save = () => {
    if (!unsaved || busy) return;
    const asked = saveRole(user, draft, select.current);
    // The save button goes once the change is on its way: focus stays in the row, on the select.
    if (!asked) select.current?.focus();
  };

  return (
    <tr aria-busy={busy || undefined}>
      <th scope="row">
        {name}
        {reasons.length > 0 && (
          <p id={reasonId} className={`small fw-normal text-body-secondary mb-0 ${styles.reason}`}>
            {reasons.join(' ')}
          </p>
        )}
      </th>
      <td className={styles.email} data-label={t('table.email')}>
        {user.email}
      </td>
      <td data-label={t('table.role')}>
        <div className="d-flex flex-wrap align-items-center gap-2">
          <select
            ref={select}
            className={`form-select form-select-sm ${styles.roleSelect}`}
            aria-label={t('table.roleOf', { name })}
            aria-describedby={describedBy(rules.roleProblem)}
            value={shown}
            disabled={rules.roleProblem !== null || busy}
            onChange={(event) => setDraft(Number(event.target.value))}
            onKeyDown={(event) => {
              if (event.key !== 'Enter' || !unsaved) return;
              event.preventDefault();
              save();
            }}
          >
            {rules.roleOptions.map((role) => (
              <option key={role} value={role}>
                {labels.role(role)}
              </option>
            ))}
          </select>
          {unsaved && (
            <button
              type="button"
              className={`${button} btn-primary`}
              aria-label={t('actions.saveRoleLabel', { name })}
              disabled={busy}
              onClick={save}
            >
              {t('actions.saveRole')}
            </button>
          )}
        </div>
      </td>
      <td data-label={t('table.status')}>{labels.status(user)}</td>
      <td data-label={t('table.actions')}>
        <div className="d-flex flex-wrap gap-2">
          {invited ? (
            <>
              <button
                type="button"
                className={`${button} btn-outline-primary`}
                aria-label={t('actions.resendLabel', { name })}
                disabled={busy}
                onClick={() => void actions.resend(user)}
              >
                {t('actions.resend')}
              </button>
              <button
                type="button"
                className={`${button} btn-outline-danger`}
                aria-label={t('actions.revokeLabel', { name })}
                disabled={busy}
                onClick={() => confirm('revoke', user)}
              >
                {t('actions.revoke')}
              </button>
            </>
          ) : user.isActive ? (
            <button
              type="button"
              className={`${button} btn-outline-danger`}
              aria-label={t('actions.deactivateLabel', { name })}
              aria-describedby={describedBy(rules.activeProblem)}
              disabled={rules.activeProblem !== null || busy}
              onClick={() => confirm('deactivate', user)}
            >
              {t('actions.deactivate')}
            </button>
          ) : (
            <button
              type="button"
              className={`${button} btn-outline-primary`}
              aria-label={t('actions.reactivateLabel', { name })}
              aria-describedby={describedBy(rules.activeProblem)}
              disabled={rules.activeProblem !== null || busy}
              onClick={() => void actions.setActive(user, true)}
            >
              {t('actions.reactivate')}
            </button>
          )}
        </div>
      </td>
    </tr>
  );
}
