import dynamic from 'next/dynamic';
import { useId, useRef, useState } from 'react';
import { MemberPageHeader } from '@/components/member-page-header/member-page-header';
import { Pagination } from '@/components/pagination/pagination';
import { useToast } from '@/components/toast/toast-provider';
import { USERS_PAGE_SIZE, type ManagedUser } from '@/lib/contract/settings';
import { useTranslation } from '@/lib/i18n/use-translation';
import { assignableRoles, type UserAdminActor } from '@/lib/rules/user-admin';
import { useSession } from '@/lib/session/session-context';
import { useAuditLog } from '../api/audit-log';
import { useActiveOwnerCount, useUsers } from '../api/users-list';
import { usersHref } from '../users-query';
import { AuditLog } from './audit-log';
import { useUserActions } from './use-user-actions';
import { UserFilters } from './user-filters';
import { UsersTable } from './users-table';
import type { ManageUsersProps } from '../server/manage-users-props';

// Shown on "Invite user" only: its code (and its form checks) loads then, not with the page.
const InviteForm = dynamic(() => import('./invite-form').then((module) => module.InviteForm), { ssr: false });

/** `/settings/manage-users`: invite users, change their roles, (de)activate them, and the change log. */
export function ManageUsersScreen({ query, listKey, memberOptions }: ManageUsersProps) {
  const { t } = useTranslation('manage-users');
  const { user, can } = useSession();
  const toast = useToast();
  const users = useUsers(listKey);
  const owners = useActiveOwnerCount(query.member);
  const [logPage, setLogPage] = useState(1);
  const log = useAuditLog(logPage, query.member);
  const [inviting, setInviting] = useState(false);
  const inviteButton = useRef<HTMLButtonElement>(null);
  const formId = useId();
  const actor: UserAdminActor = { id: user.id, role: user.role, isStaff: can('staffTools') };

  /** After a change: the changed row at once, then the list, the owners' count and the log from the API. */
  async function refresh(changed: ManagedUser | null) {
    if (changed) {
      await users.mutate(
        (page) => page && { ...page, results: page.results.map((row) => (row.id === changed.id ? changed : row)) },
        { revalidate: false },
      );
    }
    setLogPage(1);
    await Promise.all([users.mutate(), owners.mutate(), log.mutate()]);
  }
  const actions = useUserActions(refresh);

  function onInvited(invited: ManagedUser) {
    setInviting(false);
    inviteButton.current?.focus();
    toast(t('invite.sent', { email: invited.email }), 'success');
    void refresh(null);
  }

  const pages = Math.max(1, Math.ceil((users.data?.count ?? 0) / USERS_PAGE_SIZE));
  return (
    <div className="container py-4">
      <MemberPageHeader title={t('title')} intro={t('intro')} memberOptions={memberOptions} member={query.member} />
      <div className="mb-3">
        <button
          ref={inviteButton}
          type="button"
          className="btn btn-primary"
          aria-expanded={inviting}
          aria-controls={inviting ? formId : undefined}
          onClick={() => setInviting(!inviting)}
        >
          {t('invite.open')}
        </button>
      </div>
      {inviting && (
        <div id={formId}>
          <InviteForm
            roles={assignableRoles(actor)}
            member={query.member}
            onInvited={onInvited}
            onCancel={() => {
              setInviting(false);
              inviteButton.current?.focus();
            }}
          />
        </div>
      )}
      <UserFilters query={query} />
      {users.error && !users.data ? (
        <p className="alert alert-danger" role="alert">
          {t('table.loadFailed')}
        </p>
      ) : (
        <>
          <p className="visually-hidden" role="status">
            {t('table.count', { count: users.data?.count ?? 0 })}
          </p>
          <UsersTable
            users={users.data?.results ?? []}
            actor={actor}
            activeOwners={owners.data ?? 0}
            actions={actions}
          />
        </>
      )}
      <Pagination
        page={query.page}
        pages={pages}
        label={t('table.pages')}
        hrefFor={(page) => usersHref({ ...query, page })}
      />
      <AuditLog
        data={log.data}
        failed={Boolean(log.error)}
        loading={log.isLoading}
        page={logPage}
        onPage={setLogPage}
      />
    </div>
  );
}
