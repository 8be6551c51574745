import { AppLink } from '@/components/app-link/app-link';
import { useTranslation } from '@/lib/i18n/use-translation';

type PaginationProps = {
  page: number;
  pages: number;
  /** What is paged, for screen readers ("Notifications pages"). */
  label: string;
  /** Page numbers (the first, the last and those around this one) instead of "Page 2 of 9". */
  numbered?: boolean;
} & (
  | {
      /** Pages are addresses (server-rendered lists): links that work without script. */ hrefFor: (
        page: number,
      ) => string;
      onChange?: never;
    }
  | { onChange: (page: number) => void; hrefFor?: never }
);

/** The page numbers shown: the first, the last and two either side of `page`; null where some are left out. */
export function pageNumbers(page: number, pages: number): (number | null)[] {
  const shown: (number | null)[] = [];
  for (let number = 1; number <= pages; number += 1) {
    if (number === 1 || number === pages || Math.abs(number - page) <= 2) shown.push(number);
    else if (shown.at(-1) !== null) shown.push(null);
  }
  return shown;
}

/** Previous, the current page of all (or the page numbers), next; nothing when everything fits on one page. */
export function Pagination({ page, pages, label, numbered = false, hrefFor, onChange }: PaginationProps) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const step = (target: number, text: string, disabled: boolean, name?: string) => {
    if (disabled) {
      return (
        <li key={`step-${text}`} className="page-item disabled">
          <span className="page-link">{text}</span>
        </li>
      );
    }
    return (
      <li key={`step-${target}-${text}`} className="page-item">
        {hrefFor ? (
          <AppLink className="page-link" href={hrefFor(target)} aria-label={name}>
            {text}
          </AppLink>
        ) : (
          <button type="button" className="page-link" aria-label={name} onClick={() => onChange?.(target)}>
            {text}
          </button>
        )}
      </li>
    );
  };
  const numbers = pageNumbers(page, pages).map((number, index) => {
    if (number === null) {
      return (
        <li key={`gap-${index}`} className="page-item disabled" aria-hidden="true">
          <span className="page-link">…</span>
        </li>
      );
    }
    const name = t('pagination.position', { page: number, pages });
    if (number !== page) return step(number, String(number), false, name);
    return (
      <li key={number} className="page-item active" aria-current="page">
        <span className="page-link" aria-label={name}>
          {number}
        </span>
      </li>
    );
  });
  return (
    <nav aria-label={label} className="mt-3">
      <ul className={numbered ? 'pagination flex-wrap mb-0' : 'pagination mb-0'}>
        {step(page - 1, t('pagination.previous'), page <= 1)}
        {numbered ? (
          numbers
        ) : (
          <li className="page-item active" aria-current="page">
            <span className="page-link">{t('pagination.position', { page, pages })}</span>
          </li>
        )}
        {step(page + 1, t('pagination.next'), page >= pages)}
      </ul>
    </nav>
  );
}
