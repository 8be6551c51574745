import { useEffect, useRef, useState } from 'react';
import type { DigestItem } from '@/lib/contract/digest';
import { useTranslation } from '@/lib/i18n/use-translation';
import styles from './digest.module.scss';

type ComposerItemsProps = {
  items: DigestItem[];
  onChange: (items: DigestItem[]) => void;
};

const keyOf = (item: DigestItem) => `${item.type}-${item.id}`;

/** Which button keeps the focus after a move or a removal, so the keyboard stays where the member was. */
type FocusTarget = { key: string; control: 'up' | 'down' | 'remove' } | null;

/**
 * The items in mail order: each moves up or down with its buttons (no dragging needed) or
 * is removed; the change is announced, and the focus follows the item moved.
 */
export function ComposerItems({ items, onChange }: ComposerItemsProps) {
  const { t } = useTranslation('digest-editor');
  const [news, setNews] = useState('');
  const focusRef = useRef<FocusTarget>(null);
  const listRef = useRef<HTMLOListElement>(null);

  // After the list is drawn in its new order.
  useEffect(() => {
    const focus = focusRef.current;
    focusRef.current = null;
    if (!focus) return;
    const button = listRef.current?.querySelector<HTMLButtonElement>(
      `[data-item="${focus.key}"][data-control="${focus.control}"]`,
    );
    // A button disabled at the top or the bottom cannot hold the focus: its neighbour takes it.
    const target =
      button && !button.disabled
        ? button
        : listRef.current?.querySelector<HTMLButtonElement>(`[data-item="${focus.key}"]:not(:disabled)`);
    target?.focus();
  }, [items]);

  function move(index: number, by: -1 | 1) {
    const next = [...items];
    const [item] = next.splice(index, 1);
    if (!item) return;
    next.splice(index + by, 0, item);
    onChange(next);
    setNews(t('items.moved', { title: item.title, position: index + by + 1, count: next.length }));
    focusRef.current = { key: keyOf(item), control: by < 0 ? 'up' : 'down' };
  }

  function remove(index: number) {
    const item = items[index];
    if (!item) return;
    const next = items.filter((_, at) => at !== index);
    onChange(next);
    setNews(t('items.removed', { title: item.title }));
    const neighbour = next[Math.min(index, next.length - 1)];
    focusRef.current = neighbour ? { key: keyOf(neighbour), control: 'remove' } : null;
  }

  return (
    <section aria-labelledby="digest-items-heading" className="mb-4">
      <h3 id="digest-items-heading" className="h5">
        {t('digest:items.heading')}
      </h3>
      <p role="status" className="visually-hidden">
        {news}
      </p>
      {items.length === 0 ? (
        <p className="text-body-secondary">{t('digest:items.empty')}</p>
      ) : (
        <ol ref={listRef} className={styles.items}>
          {items.map((item, index) => (
            <li key={keyOf(item)} className={styles.item}>
              <div className={styles.itemText}>
                <span className="badge text-bg-light border me-2">{t(`types.${item.type}`)}</span>
                <strong>{item.title}</strong>
                {item.summary && <p className="small text-body-secondary mb-0 mt-1">{item.summary}</p>}
              </div>
              <div className={styles.itemActions}>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-secondary"
                  data-item={keyOf(item)}
                  data-control="up"
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  <span aria-hidden="true">↑</span> {t('items.up')}
                  <span className="visually-hidden"> {item.title}</span>
                </button>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-secondary"
                  data-item={keyOf(item)}
                  data-control="down"
                  disabled={index === items.length - 1}
                  onClick={() => move(index, 1)}
                >
                  <span aria-hidden="true">↓</span> {t('items.down')}
                  <span className="visually-hidden"> {item.title}</span>
                </button>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger"
                  data-item={keyOf(item)}
                  data-control="remove"
                  onClick={() => remove(index)}
                >
                  {t('items.remove')}
                  <span className="visually-hidden"> {item.title}</span>
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
