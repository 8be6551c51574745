import Offcanvas from 'react-bootstrap/Offcanvas';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { ReactNode } from 'react';

/** The contents on a phone: a drawer from the start edge (loaded on the first tap of "Contents"). */
export function ContentsDrawer({
  show,
  onHide,
  labelId,
  children,
}: {
  show: boolean;
  onHide: () => void;
  labelId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('handbooks');
  return (
    <Offcanvas show={show} onHide={onHide} placement="start" aria-labelledby={labelId}>
      <Offcanvas.Header closeButton closeLabel={t('reading.closeContents')}>
        <Offcanvas.Title as="h2" id={labelId} className="h5">
          {t('reading.contents')}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>{children}</Offcanvas.Body>
    </Offcanvas>
  );
}
