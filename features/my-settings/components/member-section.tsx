import { useState } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { TextField } from '@/components/forms/text-field';
import { apiClient } from '@/lib/api/browser-client';
import { loadPage } from '@/lib/browser/navigation';
import type { MemberTreeNode } from '@/lib/contract/member';
import { useSubmission } from '@/lib/forms/use-submission';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ROUTES } from '@/lib/routes';
import { useMemberTree } from '@/lib/session/get-member-tree';
import { useSession } from '@/lib/session/session-context';
import { switchMember } from '../api/switch-member';
import { countMembers, filterMemberTree } from '../member-tree-filter';
import { MemberTreeList } from './member-tree-list';

/**
 * The member a chain user (or staff) acts for: the member tree, searchable, each member a button.
 * After a switch the whole page loads again, so every menu, flag and content is the new member's.
 */
export function MemberSection() {
  const { t } = useTranslation('settings');
  const { user } = useSession();
  const { data: tree = [] } = useMemberTree(true);
  const [search, setSearch] = useState('');
  const [switching, setSwitching] = useState<MemberTreeNode | null>(null);
  const { failure, submit } = useSubmission();
  const shown = filterMemberTree(tree, search);
  const count = countMembers(shown);

  async function switchTo(member: MemberTreeNode) {
    setSwitching(member);
    const ok = await submit(async () => void (await switchMember(apiClient, member.id)));
    if (ok) loadPage(ROUTES.settings.me);
    else setSwitching(null);
  }

  return (
    <>
      <p>{t('member.actingFor', { member: user.member.name })}</p>
      <FormAlert messages={failure} />
      <TextField
        label={t('member.search')}
        hint={t('member.searchHint')}
        type="search"
        name="memberSearch"
        autoComplete="off"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        className="mb-2"
      />
      <p className="visually-hidden" role="status">
        {search.trim() ? t('member.matches', { count }) : ''}
      </p>
      {count === 0 ? (
        <p className="text-body-secondary">{t('member.noMatches')}</p>
      ) : (
        <MemberTreeList
          nodes={shown}
          currentId={user.member.id}
          busy={switching !== null}
          label={t('member.treeLabel')}
          onSwitch={(member) => void switchTo(member)}
        />
      )}
      {switching && (
        <p className="mt-2" role="status">
          {t('member.switching', { name: switching.name })}
        </p>
      )}
    </>
  );
}
