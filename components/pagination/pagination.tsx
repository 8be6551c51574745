import { useTranslation } from '@/lib/i18n/use-translation';

type PaginationProps = {
  page: number;
  pages: number;
  onChange: (page: number) => void;
  /** What is paged, for screen readers ("Notifications pages"). */
  label: string;
};

/** Previous, the current page of all, next; nothing when everything fits on one page. */
export function Pagination({ page, pages, onChange, label }: PaginationProps) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-3">
      <ul className="pagination mb-0">
        <li className={`page-item ${page <= 1 ? 'disabled' : ''}`}>
          <button type="button" className="page-link" onClick={() => onChange(page - 1)} disabled={page <= 1}>
            {t('pagination.previous')}
          </button>
        </li>
        <li className="page-item active" aria-current="page">
          <span className="page-link">{t('pagination.position', { page, pages })}</span>
        </li>
        <li className={`page-item ${page >= pages ? 'disabled' : ''}`}>
          <button type="button" className="page-link" onClick={() => onChange(page + 1)} disabled={page >= pages}>
            {t('pagination.next')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
