import { useState } from 'react';
import { useToast } from '@/components/toast/toast-provider';
import { useFailureMessages } from '@/lib/forms/use-failure-messages';
import { useTranslation } from '@/lib/i18n/use-translation';
import { setFollowing } from '../api/follow';

/** Follow / Following (a toggle), saying what changed. */
export function FollowButton({
  threadId,
  following,
  onChanged,
}: {
  threadId: number;
  following: boolean;
  onChanged: () => void;
}) {
  const { t } = useTranslation('forum');
  const toast = useToast();
  const messages = useFailureMessages();
  const [pressed, setPressed] = useState(following);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState('');

  const toggle = async () => {
    const next = !pressed;
    setBusy(true);
    setPressed(next);
    try {
      await setFollowing(threadId, next);
      setSaid(t(next ? 'thread.followed' : 'thread.unfollowed'));
      onChanged();
    } catch (error) {
      setPressed(!next);
      (await messages.failure(error)).forEach((message) => toast(message, 'danger'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className={`btn ${pressed ? 'btn-primary' : 'btn-outline-primary'}`}
        aria-pressed={pressed}
        disabled={busy}
        onClick={() => void toggle()}
      >
        {t(pressed ? 'thread.following' : 'thread.follow')}
      </button>
      <span className="visually-hidden" role="status">
        {said}
      </span>
    </>
  );
}
