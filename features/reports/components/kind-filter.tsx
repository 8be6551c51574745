import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import type { ReportKindOption } from '@/lib/contract/purchasing';
import { useTranslation } from '@/lib/i18n/use-translation';
import { MEMBER_PARAM } from '@/lib/members/member-query';
import { ROUTES } from '@/lib/routes';
import { reportsHref, type ReportsQuery } from '../reports-query';
import styles from './reports.module.scss';

/** The kind filter: a plain GET form (works without script); with script, a client navigation. */
export function KindFilter({ kinds, query }: { kinds: ReportKindOption[]; query: ReportsQuery }) {
  const { t } = useTranslation('reports');
  const router = useRouter();
  const [kind, setKind] = useState(query.kind ? String(query.kind) : '');

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void router.push(reportsHref({ kind: kind ? Number(kind) : null, member: query.member }));
  }

  return (
    <form
      method="get"
      action={ROUTES.reports.list}
      onSubmit={onSubmit}
      className={styles.filter}
      role="search"
      aria-label={t('filter.label')}
    >
      {query.member && <input type="hidden" name={MEMBER_PARAM} value={query.member} />}
      <div>
        <label htmlFor="report-kind" className="form-label">
          {t('filter.kind')}
        </label>
        <select
          id="report-kind"
          name="kind"
          className="form-select"
          value={kind}
          onChange={(event) => setKind(event.target.value)}
        >
          <option value="">{t('filter.allKinds')}</option>
          {kinds.map((option) => (
            <option key={option.id} value={option.id}>
              {t(`kinds.${option.name}`, { defaultValue: option.name })}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn btn-primary">
        {t('filter.apply')}
      </button>
    </form>
  );
}
