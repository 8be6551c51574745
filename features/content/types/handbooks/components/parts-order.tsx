import { useEffect, useId, useState } from 'react';
import { useSWRConfig } from 'swr';
import { AppLink } from '@/components/app-link/app-link';
import { useToast } from '@/components/toast/toast-provider';
import { contentListKey, useContentList } from '@/features/content/api/content-list';
import { editorPath } from '@/features/content/content-paths';
import { CONTENT_TYPES, type ContentType } from '@/features/content/content-types';
import { apiClient } from '@/lib/api/browser-client';
import { CONTENT_STATUS } from '@/lib/contract/content-item';
import { useFailureMessages } from '@/lib/forms/use-failure-messages';
import { useTranslation } from '@/lib/i18n/use-translation';
import { movedOrder, reorderParts } from '../api/reorder-parts';

/** The children of each parent type: a handbook's chapters, a chapter's sections, and the field naming the parent. */
const CHILDREN = {
  handbooks: { type: CONTENT_TYPES.chapters as ContentType, field: 'handbook' },
  chapters: { type: CONTENT_TYPES.sections as ContentType, field: 'chapter' },
} as const;

type Part = { id: number; title: string; status: number };

/** Every child on one list: a handbook has tens of chapters, not hundreds. */
const ALL = 100;

/**
 * A parent's children in their order, each with Move up and Move down (buttons, so the keyboard
 * reorders as the mouse does; nothing to drag), saved at once in one call. The moved item's
 * button keeps the focus, and a live region says where it went. "Add" opens the editor with
 * this parent chosen.
 */
export function PartsOrder({ parentType, parentId }: { parentType: keyof typeof CHILDREN; parentId: number }) {
  const { t } = useTranslation('content');
  const toast = useToast();
  const messages = useFailureMessages();
  const { mutate } = useSWRConfig();
  const children = CHILDREN[parentType];
  const parent = { field: children.field, id: parentId };
  const listKey = contentListKey(children.type, { page: 1, pageSize: ALL, ordering: 'position', parent });
  const { data, error } = useContentList(children.type, listKey);
  const [order, setOrder] = useState<Part[] | null>(null);
  const [focus, setFocus] = useState<{ id: number; step: -1 | 1 } | null>(null);
  const [said, setSaid] = useState('');
  const [busy, setBusy] = useState(false);
  const headingId = useId();
  const parts: Part[] = order ?? data?.results ?? [];
  const kind = parentType === 'handbooks' ? 'chapters' : 'sections';

  // The focused button may have become disabled at either end: the other one takes the focus.
  useEffect(() => {
    if (!focus) return;
    const button = (step: number) =>
      document.getElementById(`${headingId}-${focus.id}-${step}`) as HTMLButtonElement | null;
    const wanted = button(focus.step);
    (wanted && !wanted.disabled ? wanted : button(-focus.step))?.focus();
  }, [focus, headingId, order]);

  const move = async (index: number, step: -1 | 1) => {
    const before = parts;
    const next = movedOrder(before, index, step);
    const moved = before[index];
    if (!moved || busy) return;
    setOrder(next);
    setFocus({ id: moved.id, step });
    setBusy(true);
    try {
      await reorderParts(
        apiClient,
        children.type,
        parent,
        next.map((part) => part.id),
      );
      setSaid(t('handbookParts.moved', { title: moved.title, place: index + step + 1, count: next.length }));
      await mutate(listKey);
    } catch (failure) {
      setOrder(before);
      (await messages.failure(failure)).forEach((message) => toast(message, 'danger'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={headingId} className="mt-4">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-2">
        <h2 id={headingId} className="h4 mb-0">
          {t(`handbookParts.${kind}`)}
        </h2>
        <AppLink
          className="btn btn-outline-primary btn-sm"
          href={`${editorPath(children.type, 'new')}?${children.field}=${parentId}`}
        >
          {t(`handbookParts.add.${kind}`)}
        </AppLink>
      </div>
      {error && <p className="text-danger">{t('handbookParts.failed')}</p>}
      {data && parts.length === 0 && <p className="text-body-secondary">{t(`handbookParts.empty.${kind}`)}</p>}
      <ol className="list-group list-group-numbered">
        {parts.map((part, index) => (
          <li key={part.id} className="list-group-item d-flex flex-wrap align-items-center gap-2">
            <AppLink href={editorPath(children.type, part.id)} className="flex-grow-1">
              {part.title}
            </AppLink>
            {part.status !== CONTENT_STATUS.published && (
              <span className="badge text-bg-warning">{t(`status.${part.status}`)}</span>
            )}
            <button
              id={`${headingId}-${part.id}--1`}
              type="button"
              className="btn btn-outline-secondary btn-sm"
              disabled={index === 0}
              aria-label={t('handbookParts.up', { title: part.title })}
              onClick={() => void move(index, -1)}
            >
              <span aria-hidden="true">↑</span>
            </button>
            <button
              id={`${headingId}-${part.id}-1`}
              type="button"
              className="btn btn-outline-secondary btn-sm"
              disabled={index === parts.length - 1}
              aria-label={t('handbookParts.down', { title: part.title })}
              onClick={() => void move(index, 1)}
            >
              <span aria-hidden="true">↓</span>
            </button>
          </li>
        ))}
      </ol>
      <p className="visually-hidden" aria-live="polite">
        {said}
      </p>
    </section>
  );
}
