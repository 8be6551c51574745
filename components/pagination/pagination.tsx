import Link from 'next/link';
import { useTranslation } from '@/lib/i18n/use-translation';

type PaginationProps = {
  page: number;
  pages: number;
  /** What is paged, for screen readers ("Notifications pages"). */
  label: string;
} & (
  | {
      /** Pages are addresses (server-rendered lists): links that work without script. */ hrefFor: (
        page: number,
      ) => string;
      onChange?: never;
    }
  | { onChange: (page: number) => void; hrefFor?: never }
);

/** Previous, the current page of all, next; nothing when everything fits on one page. */
export function Pagination({ page, pages, label, hrefFor, onChange }: PaginationProps) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const step = (target: number, text: string, disabled: boolean) => {
    if (disabled) {
      return (
        <li className="page-item disabled">
          <span className="page-link">{text}</span>
        </li>
      );
    }
    return (
      <li className="page-item">
        {hrefFor ? (
          <Link className="page-link" href={hrefFor(target)}>
            {text}
          </Link>
        ) : (
          <button type="button" className="page-link" onClick={() => onChange?.(target)}>
            {text}
          </button>
        )}
      </li>
    );
  };
  return (
    <nav aria-label={label} className="mt-3">
      <ul className="pagination mb-0">
        {step(page - 1, t('pagination.previous'), page <= 1)}
        <li className="page-item active" aria-current="page">
          <span className="page-link">{t('pagination.position', { page, pages })}</span>
        </li>
        {step(page + 1, t('pagination.next'), page >= pages)}
      </ul>
    </nav>
  );
}
