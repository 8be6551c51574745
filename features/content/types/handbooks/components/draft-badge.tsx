import { CONTENT_STATUS } from '@/lib/contract/content-item';
import { useTranslation } from '@/lib/i18n/use-translation';

/** A handbook or part that is not published is shown to staff only (members never get one): marked so. */
export function DraftBadge({ status }: { status: number }) {
  const { t } = useTranslation('handbooks');
  if (status === CONTENT_STATUS.published) return null;
  return <span className="badge text-bg-warning ms-2 align-middle">{t(`status.${status}`)}</span>;
}
