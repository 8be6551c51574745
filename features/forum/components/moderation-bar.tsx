import Button from 'react-bootstrap/Button';
import type { PostPatch } from '@/lib/contract/forum';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { ReadableThread } from '../api/thread';

/** Staff: pin and close the thread (spec §4); the screen applies the change at once. */
export function ModerationBar({ thread, onPatch }: { thread: ReadableThread; onPatch: (patch: PostPatch) => void }) {
  const { t } = useTranslation('forum');
  return (
    <div role="group" aria-label={t('moderation.label')} className="d-flex flex-wrap gap-2">
      <Button variant="outline-secondary" onClick={() => onPatch({ isPinned: !thread.isPinned })}>
        {t(thread.isPinned ? 'moderation.unpin' : 'moderation.pin')}
      </Button>
      <Button variant="outline-secondary" onClick={() => onPatch({ isClosed: !thread.isClosed })}>
        {t(thread.isClosed ? 'moderation.reopen' : 'moderation.close')}
      </Button>
    </div>
  );
}
