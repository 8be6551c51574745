import { useRouter } from 'next/router';
import { useId, type ChangeEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { MemberOption } from '@/lib/members/member-choice';
import { MEMBER_PARAM } from '@/lib/members/member-query';

type MemberSwitchProps = {
  options: MemberOption[];
  /** The member looked at; null is the user's own. */
  member: number | null;
  /** The user's own member, chosen when `member` is null. */
  ownMemberId: number;
};

/**
 * Which member's figures a chain user or staff sees: a GET form, so the choice is `?member=<id>` in
 * the address (a link can be shared) and works without script; with script a change navigates at once,
 * keeping the rest of the query (but not the page: another member has other pages).
 */
export function MemberSwitch({ options, member, ownMemberId }: MemberSwitchProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const id = useId();
  if (options.length === 0) return null;

  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const { page: _page, ...query } = router.query;
    void router.push({ pathname: router.pathname, query: { ...query, [MEMBER_PARAM]: event.target.value } });
  };

  return (
    <form method="get" className="d-flex flex-wrap align-items-end gap-2 mb-3 d-print-none">
      <div>
        <label htmlFor={id} className="form-label mb-1">
          {t('memberSwitch.label')}
        </label>
        <select
          id={id}
          name={MEMBER_PARAM}
          className="form-select"
          defaultValue={member ?? ownMemberId}
          onChange={onChange}
        >
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {'\u00a0\u00a0'.repeat(option.depth)}
              {option.name}
            </option>
          ))}
        </select>
      </div>
      <noscript>
        <button type="submit" className="btn btn-outline-primary">
          {t('memberSwitch.show')}
        </button>
      </noscript>
    </form>
  );
}
