import Head from 'next/head';
import { useSyncExternalStore } from 'react';
import Modal from 'react-bootstrap/Modal';
import { AppLink } from '@/components/app-link/app-link';
import { LoadingMessage } from '@/components/loading-message/loading-message';
import { pageTitle } from '@/lib/config/product';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useContentItem } from '../api/content-item';
import { DIALOG_EXTRAS } from '../type-registry/dialog-extras';
import { ContentArticle } from './content-detail-screen';
import styles from './content.module.scss';
import type { ContentType } from '../content-types';

type ContentDialogProps = {
  type: ContentType;
  /** The item shown, or null while the dialog is closed. */
  id: number | null;
  origin: string;
  /** The list's address, which closing returns to. */
  closeHref: string;
  onClose: () => void;
};

const TITLE_ID = 'content-dialog-title';

// Whether the page's script runs: false on the server and while hydrating, so both render the same markup.
const subscribeToNothing = () => () => {};
const isBrowser = () => true;
const isServer = () => false;

/**
 * An item opened over its list (`detailOpens: 'dialog'`, at the list's `?id=`). The server renders
 * it as plain markup with a "Close" link, readable without script; once the page's script runs it is
 * react-bootstrap's Modal (focus kept inside, Escape closes, focus returns to the card).
 */
export function ContentDialog({ type, id, origin, closeHref, onClose }: ContentDialogProps) {
  const { t } = useTranslation('content');
  const hydrated = useSyncExternalStore(subscribeToNothing, isBrowser, isServer);
  const { data: item, error } = useContentItem(type, id);

  const body = item ? (
    <>
      {/* After the list's own title, so the open item names the page (a shared address's tab). */}
      <Head>
        <title>{pageTitle(item.title)}</title>
      </Head>
      <ContentArticle
        typeKey={type.key}
        item={item}
        origin={origin}
        titleId={TITLE_ID}
        extras={DIALOG_EXTRAS[type.key]}
      />
    </>
  ) : error ? (
    <p id={TITLE_ID} className="alert alert-warning" role="alert">
      {t('detail.notFound')}
    </p>
  ) : (
    <LoadingMessage />
  );

  if (!hydrated) {
    return id === null ? null : (
      <div className={styles.dialogOverlay}>
        <div role="dialog" aria-modal="true" aria-labelledby={TITLE_ID} className={styles.dialogPanel}>
          <p className="text-end mb-0">
            <AppLink href={closeHref}>{t('common:close')}</AppLink>
          </p>
          {body}
        </div>
      </div>
    );
  }
  return (
    <Modal show={id !== null} onHide={onClose} size="lg" scrollable animation={false} aria-labelledby={TITLE_ID}>
      <Modal.Header closeButton closeLabel={t('common:close')} className="border-0 pb-0" />
      <Modal.Body>{body}</Modal.Body>
    </Modal>
  );
}
