import { AppLink } from '@/components/app-link/app-link';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { ReactNode } from 'react';

type PastEndOrProps = {
  /** The page the address asks for. */
  page: number;
  /** The list's first page, with its filters. */
  firstPage: string;
  /** "There are no reports on this page." */
  message: string;
  /** The list's own empty state, for its first page. */
  children: ReactNode;
};

/**
 * An empty page of a paged list: past the end (an address kept or edited, after the loader's
 * `pageOrNothing`), it says so and leads to the first page; on the first page, the list's own empty state.
 */
export function PastEndOr({ page, firstPage, message, children }: PastEndOrProps) {
  const { t } = useTranslation();
  if (page <= 1) return <>{children}</>;
  return (
    <p role="status" className="text-body-secondary">
      {message} <AppLink href={firstPage}>{t('pagination.firstPage')}</AppLink>
    </p>
  );
}
