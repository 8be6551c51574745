import Head from 'next/head';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { LoadingMessage } from '@/components/loading-message/loading-message';
import { Pagination } from '@/components/pagination/pagination';
import { NOTIFICATIONS_PAGE_SIZE } from '@/lib/config/limits';
import { pageTitle } from '@/lib/config/product';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useNotificationCategories } from '../api/get-notification-categories';
import { useNotifications } from '../api/get-notifications';
import { useNotificationActions } from '../api/use-notification-actions';
import { notificationsHref } from '../notifications-query';
import { NotificationItem } from './notification-item';
import styles from './notifications.module.scss';
import type { NotificationsPageProps } from '../server/notifications-props';

/**
 * `/notifications` (spec §2): every notification, 20 a page, with a category filter and bulk actions.
 * The category and the page are in the address, so a reload, Back and a shared link keep them.
 */
export function NotificationsScreen({ filters }: NotificationsPageProps) {
  const { t } = useTranslation('notifications');
  const router = useRouter();
  const { category: description, page } = filters;
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  // Only what this user may see (the visibility rule of spec §5: the API applies it, and so does the hook).
  const { data, isLoading, error } = useNotifications({ page, pageSize: NOTIFICATIONS_PAGE_SIZE, description });
  const visible = data?.results ?? [];
  const { data: categories = [] } = useNotificationCategories();
  // The address's category stays chosen even when the user has none of it (unknown, or all deleted).
  const shownCategories =
    description && !categories.some((category) => category.description === description)
      ? [...categories, { description, count: 0, unread: 0 }]
      : categories;
  const { open, dismiss, markAllRead, deleteAll } = useNotificationActions();
  const pages = Math.max(1, Math.ceil((data?.count ?? 0) / NOTIFICATIONS_PAGE_SIZE));
  const typeName = (type: string) => t(`types.${type}`, { defaultValue: type });

  return (
    <div className="container py-4">
      <Head>
        <title>{pageTitle(t('title'))}</title>
      </Head>
      <h1 className="h2 mb-3">{t('title')}</h1>
      <div className="d-flex flex-wrap gap-2 align-items-end mb-3">
        <div>
          <label htmlFor="notification-category" className="form-label">
            {t('category')}
          </label>
          <select
            id="notification-category"
            className="form-select"
            value={description ?? ''}
            onChange={(event) => void router.push(notificationsHref({ category: event.target.value || null, page: 1 }))}
          >
            <option value="">{t('allCategories')}</option>
            {shownCategories.map((category) => (
              <option key={category.description} value={category.description}>
                {t('categoryOption', {
                  type: typeName(category.description),
                  count: category.count,
                  unread: category.unread,
                })}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="btn btn-outline-primary"
          onClick={() => void markAllRead(description)}
          disabled={visible.length === 0}
        >
          {t('markAllRead')}
        </button>
        <button
          type="button"
          className="btn btn-outline-danger"
          onClick={() => setConfirmingDelete(true)}
          disabled={visible.length === 0}
        >
          {description ? t('deleteAllOfType', { type: typeName(description) }) : t('deleteAll')}
        </button>
      </div>
      {error && !data ? (
        <p className="alert alert-danger" role="alert">
          {t('loadFailed')}
        </p>
      ) : isLoading && !data ? (
        <LoadingMessage />
      ) : visible.length === 0 ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        <div className="card" aria-label={t('listLabel')} role="region">
          {visible.map((notification) => (
            <NotificationItem key={notification.id} notification={notification} onOpen={open} onDismiss={dismiss} />
          ))}
        </div>
      )}
      <Pagination
        page={page}
        pages={pages}
        hrefFor={(target) => notificationsHref({ category: description, page: target })}
        label={t('pagination')}
      />
      <ConfirmDialog
        show={confirmingDelete}
        onCancel={() => setConfirmingDelete(false)}
        onConfirm={() => {
          setConfirmingDelete(false);
          void deleteAll(description);
        }}
      />
    </div>
  );
}
