import { useState } from 'react';
import Button from 'react-bootstrap/Button';
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
      <Button variant={pressed ? 'primary' : 'outline-primary'} aria-pressed={pressed} disabled={busy} onClick={toggle}>
        {t(pressed ? 'thread.following' : 'thread.follow')}
      </Button>
      <span className="visually-hidden" role="status">
        {said}
      </span>
    </>
  );
}
