import Offcanvas from 'react-bootstrap/Offcanvas';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { ReactNode } from 'react';

/**
 * The contents on a phone: a drawer from the start edge (loaded on the first tap of "Contents").
 * `restoreFocus` false when the reader chose a part: focus then goes there (`onExited`), not back to
 * the "Contents" button at the top, which would scroll the page back up.
 */
export function ContentsDrawer({
  show,
  onHide,
  onExited,
  restoreFocus,
  labelId,
  children,
}: {
  show: boolean;
  onHide: () => void;
  onExited: () => void;
  restoreFocus: boolean;
  labelId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('handbooks');
  return (
    <Offcanvas
      show={show}
      onHide={onHide}
      onExited={onExited}
      restoreFocus={restoreFocus}
      restoreFocusOptions={{ preventScroll: true }}
      placement="start"
      aria-labelledby={labelId}
    >
      <Offcanvas.Header closeButton closeLabel={t('reading.closeContents')}>
        <Offcanvas.Title as="h2" id={labelId} className="h5">
          {t('reading.contents')}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>{children}</Offcanvas.Body>
    </Offcanvas>
  );
}
