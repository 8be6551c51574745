import { useCallback, useSyncExternalStore } from 'react';
import { BANNER_REFRESH_MS } from '@/lib/config/limits';
import { PRODUCT } from '@/lib/config/product';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useNow } from '@/lib/time/use-now';
import { useMaintenanceStatus } from '../api/get-maintenance-status';
import { bannerWindow } from '../banner-window';
import styles from './warning-banner.module.scss';

const DISMISSED_KEY = `${PRODUCT.key}.bannerDismissed`;
const MINUTE = 60_000;
const listeners = new Set<() => void>();

function dismissedWindow(): string | null {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY);
  } catch {
    return null;
  }
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/**
 * The global warning banner (spec §2, §4): the announced maintenance window, refreshed every 5
 * minutes. Closing it hides that window's announcement for the rest of the browser session.
 */
export function WarningBanner() {
  const { t, i18n } = useTranslation();
  const { data: status } = useMaintenanceStatus({ refreshIntervalMs: BANNER_REFRESH_MS });
  const now = useNow(MINUTE);
  const dismissed = useSyncExternalStore(subscribe, dismissedWindow, () => null);
  const window_ = now === null ? null : bannerWindow(status, i18n.language, now);
  const windowKey = `${status?.infoMessage.eventFromTime}|${status?.infoMessage.eventToTime}`;

  const dismiss = useCallback(() => {
    try {
      window.sessionStorage.setItem(DISMISSED_KEY, windowKey);
    } catch {
      // Without storage the banner still closes until the next page.
    }
    listeners.forEach((listener) => listener());
  }, [windowKey]);

  if (!window_ || dismissed === windowKey) return null;
  return (
    <div className={styles.banner} role="region" aria-label={t('banner.label')}>
      <p className={styles.text}>{t('banner.message', window_)}</p>
      <button type="button" className={`btn-close ${styles.close}`} aria-label={t('banner.close')} onClick={dismiss} />
    </div>
  );
}
