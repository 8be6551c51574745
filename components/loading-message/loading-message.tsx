import { useEffect, useState } from 'react';
import { LOADING_MESSAGE_ROTATION_MS } from '@/lib/config/limits';

type LoadingMessageProps = {
  /** One message, or several that take turns every 6 s (spec §2 "Other"). */
  messages: readonly string[];
};

/** What the portal says while it waits, announced politely, with a spinner. */
export function LoadingMessage({ messages }: LoadingMessageProps) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (messages.length < 2) return undefined;
    const timer = setInterval(() => setIndex((current) => (current + 1) % messages.length), LOADING_MESSAGE_ROTATION_MS);
    return () => clearInterval(timer);
  }, [messages.length]);
  return (
    <div role="status" className="d-flex align-items-center gap-2 py-3">
      <span className="spinner-border spinner-border-sm text-primary" aria-hidden="true" />
      <span>{messages[index % Math.max(messages.length, 1)]}</span>
    </div>
  );
}
