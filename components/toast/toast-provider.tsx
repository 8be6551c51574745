import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import styles from './toast.module.scss';

export type ToastVariant = 'danger' | 'success' | 'info';
type Toast = { id: number; message: string; variant: ToastVariant };
type ShowToast = (message: string, variant?: ToastVariant) => void;

const TOAST_LIFETIME_MS = 8_000;
const ToastContext = createContext<ShowToast>(() => undefined);

/**
 * Short messages about something that happened outside a form, e.g. a change the server refused and
 * that was undone. Errors are announced at once, other news politely; each can be closed.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const close = useCallback((id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);
  const show = useCallback<ShowToast>(
    (message, variant = 'info') => {
      const id = nextId.current++;
      setToasts((current) => [...current.slice(-2), { id, message, variant }]);
      setTimeout(() => close(id), TOAST_LIFETIME_MS);
    },
    [close],
  );

  return (
    <ToastContext.Provider value={show}>
      {children}
      <div className={styles.region}>
        {toasts.map((toast) => (
          <div
            key={toast.id}
            className={`alert alert-${toast.variant} shadow-sm d-flex align-items-start gap-2 mb-2`}
            role={toast.variant === 'danger' ? 'alert' : 'status'}
          >
            <span className="flex-grow-1">{toast.message}</span>
            <button type="button" className="btn-close" aria-label={t('close')} onClick={() => close(toast.id)} />
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

/** Shows a toast. */
export function useToast(): ShowToast {
  return useContext(ToastContext);
}
