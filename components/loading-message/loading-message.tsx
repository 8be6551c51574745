import { useEffect, useState } from 'react';
import { LOADING_MESSAGE_ROTATION_MS } from '@/lib/config/limits';
import { useTranslation } from '@/lib/i18n/use-translation';

type LoadingMessageProps = {
  /**
   * Several messages take turns every 6 s (spec §9); one stays. Without any, the portal's own set
   * (common namespace), so every wait that can last says more than "Loading…" as it goes on.
   */
  messages?: readonly string[];
};

/** The keys of the default messages, in the order they are shown. */
export const DEFAULT_LOADING_KEYS = ['loading', 'loadingLonger', 'loadingStill'] as const;

/** What the portal says while it waits, announced politely, with a spinner. */
export function LoadingMessage({ messages }: LoadingMessageProps) {
  const { t } = useTranslation();
  const shown = messages ?? DEFAULT_LOADING_KEYS.map((key) => t(key));
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (shown.length < 2) return undefined;
    const timer = setInterval(() => setIndex((current) => (current + 1) % shown.length), LOADING_MESSAGE_ROTATION_MS);
    return () => clearInterval(timer);
  }, [shown.length]);
  return (
    <div role="status" className="d-flex align-items-center gap-2 py-3">
      <span className="spinner-border spinner-border-sm text-primary" aria-hidden="true" />
      <span>{shown[index % Math.max(shown.length, 1)]}</span>
    </div>
  );
}
