import { useToast } from '@/components/toast/toast-provider';
import { useTranslation } from '@/lib/i18n/use-translation';
import styles from './handbooks.module.scss';

/**
 * Copies the address of a heading (the page with its anchor) for pasting into a mail or a chat.
 * Without the clipboard (an insecure origin, a refusing browser) the address bar gets it instead.
 */
export function CopyLinkButton({ anchor, title }: { anchor: string; title: string }) {
  const { t } = useTranslation('handbooks');
  const toast = useToast();

  const copy = async () => {
    const url = `${window.location.origin}${window.location.pathname}#${anchor}`;
    try {
      await navigator.clipboard.writeText(url);
      toast(t('reading.linkCopied'), 'success');
    } catch {
      window.history.replaceState(null, '', `#${anchor}`);
      toast(t('reading.linkInAddressBar'), 'info');
    }
  };

  return (
    <button
      type="button"
      className={`btn btn-link ${styles.copyLink}`}
      aria-label={t('reading.copyLink', { title })}
      title={t('reading.copyLink', { title })}
      onClick={() => void copy()}
    >
      <span aria-hidden="true">#</span>
    </button>
  );
}
