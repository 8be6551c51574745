import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from '@/lib/i18n/use-translation';

export type ConfirmDialogProps = {
  show: boolean;
  /** The question; the delete confirmation of spec §5 by default. */
  message?: string;
  confirmLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** After the dialog has closed: e.g. to place focus when the control that opened it is gone. */
  onExited?: () => void;
};

/** The dialog itself (react-bootstrap's Modal), loaded by `ConfirmDialog` when first needed. */
export function ConfirmModal({
  show,
  message,
  confirmLabel,
  busy = false,
  onConfirm,
  onCancel,
  onExited,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal show={show} onHide={onCancel} onExited={onExited} centered aria-labelledby="confirm-dialog-title">
      <Modal.Header closeButton closeLabel={t('close')}>
        <Modal.Title id="confirm-dialog-title" as="h2" className="h5">
          {t('confirm.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{message ?? t('confirm.delete')}</Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel} autoFocus>
          {t('confirm.cancel')}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={busy}>
          {confirmLabel ?? t('confirm.deleteButton')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
