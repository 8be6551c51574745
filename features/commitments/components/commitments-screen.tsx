import { AppLink } from '@/components/app-link/app-link';
import { LoadingMessage } from '@/components/loading-message/loading-message';
import { MemberPageHeader } from '@/components/member-page-header/member-page-header';
import { Pagination } from '@/components/pagination/pagination';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useSession } from '@/lib/session/session-context';
import { COMMITMENTS_PAGE_SIZE, useCommitments } from '../api/commitments-list';
import { COMMITMENT_SCOPES, commitmentsHref, trackHref } from '../commitments-query';
import { CommitmentsTable } from './commitments-table';
import styles from './commitments.module.scss';
import type { CommitmentsProps } from '../server/commitments-props';

/** `/commitments`: the member's active or ended commitments, paged through the address. */
export function CommitmentsScreen({ query, listKey, memberOptions }: CommitmentsProps) {
  const { t } = useTranslation('commitments');
  const { user } = useSession();
  const { data, error, isLoading } = useCommitments(listKey);
  const memberName = memberOptions.find((option) => option.id === query.member)?.name ?? user.member.name;
  const pages = Math.max(1, Math.ceil((data?.count ?? 0) / COMMITMENTS_PAGE_SIZE));
  return (
    <div className="container py-4">
      <MemberPageHeader title={t('title')} intro={t('intro')} memberOptions={memberOptions} member={query.member} />
      <nav aria-label={t('scopes.label')} className="mb-3">
        <ul className="nav nav-pills">
          {COMMITMENT_SCOPES.map((scope) => (
            <li className="nav-item" key={scope}>
              <AppLink
                href={commitmentsHref({ status: scope, member: query.member })}
                className={`nav-link${scope === query.status ? ' active' : ''}`}
                aria-current={scope === query.status ? 'page' : undefined}
              >
                {t(`scopes.${scope}`)}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      {error && !data ? (
        <p className="alert alert-danger" role="alert">
          {t('loadFailed')}
        </p>
      ) : isLoading && !data ? (
        <LoadingMessage />
      ) : data && data.results.length > 0 ? (
        <CommitmentsTable
          commitments={data.results}
          caption={t(`scopes.${query.status}`)}
          fileParts={['vetnet', 'commitments', query.status, memberName]}
        />
      ) : (
        <p className={styles.empty}>{query.page > 1 ? t('noMatches') : t('empty')}</p>
      )}
      <Pagination
        page={query.page}
        pages={pages}
        label={t('pages')}
        hrefFor={(page) => commitmentsHref({ ...query, page })}
      />
      <p className="mt-3">
        <AppLink href={trackHref(query.member)}>{t('toTrack')}</AppLink>
      </p>
    </div>
  );
}
