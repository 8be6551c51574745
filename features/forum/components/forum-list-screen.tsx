import dynamic from 'next/dynamic';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useId, useRef, useState } from 'react';
import { LoadingMessage } from '@/components/loading-message/loading-message';
import { Pagination } from '@/components/pagination/pagination';
import { pageTitle } from '@/lib/config/product';
import { FORUM_PAGE_SIZE } from '@/lib/contract/forum';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ROUTES } from '@/lib/routes';
import { writeProblem } from '@/lib/rules/forum';
import { useSession } from '@/lib/session/session-context';
import { useCategories } from '../api/categories';
import { useThreads } from '../api/threads';
import { forumHref, isFiltered, type ForumQuery } from '../forum-query';
import { ForumViews } from './forum-views';
import { ThreadFilters } from './thread-filters';
import { ThreadList } from './thread-list';
import type { ForumListProps } from '../server/forum-list-props';

// The form and its editor load on the click that opens it: most visits read and never write.
const NewThreadForm = dynamic(() => import('./new-thread-form').then((module) => module.NewThreadForm), {
  ssr: false,
});

/** `/forum`: the country's threads, filtered, ordered and paged through the address, and starting a new one. */
export function ForumListScreen({ query, listKey }: ForumListProps) {
  const { t } = useTranslation('forum');
  const router = useRouter();
  const { user, can } = useSession();
  const threads = useThreads(listKey);
  const categories = useCategories();
  const [writing, setWriting] = useState(false);
  const startButton = useRef<HTMLButtonElement>(null);
  const formId = useId();
  const mayWrite = writeProblem({ id: user.id, isStaff: can('staffTools'), isShared: user.isShared }) === null;
  const pages = Math.max(1, Math.ceil((threads.data?.count ?? 0) / FORUM_PAGE_SIZE));

  return (
    <div className="container py-4">
      <Head>
        <title>{pageTitle(t('title'))}</title>
      </Head>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="mb-0">{t('title')}</h1>
        {mayWrite ? (
          <button
            ref={startButton}
            type="button"
            className="btn btn-primary"
            aria-expanded={writing}
            aria-controls={writing ? formId : undefined}
            onClick={() => setWriting(!writing)}
          >
            {t('list.start')}
          </button>
        ) : (
          <p className="text-body-secondary mb-0">{t('common:serverMessage.forumSharedAccount')}</p>
        )}
      </div>
      {writing && (
        <div id={formId}>
          <NewThreadForm
            categories={categories.data ?? []}
            onCreated={(thread) => void router.push(ROUTES.forum.post(thread.id))}
            onCancel={() => {
              setWriting(false);
              startButton.current?.focus();
            }}
          />
        </div>
      )}
      <ForumViews current={query.view} />
      <ThreadFilters key={listKey} query={query} categories={categories.data ?? []} />
      {threads.error && !threads.data ? (
        <p className="alert alert-danger" role="alert">
          {t('list.loadFailed')}
        </p>
      ) : threads.isLoading && !threads.data ? (
        <LoadingMessage />
      ) : threads.data && threads.data.results.length > 0 ? (
        <>
          <p className="visually-hidden" role="status">
            {t('list.count', { count: threads.data.count })}
          </p>
          <ThreadList threads={threads.data.results} />
        </>
      ) : (
        <p role="status" className="text-body-secondary">
          {t(emptyKey(query))}
        </p>
      )}
      <Pagination
        page={query.page}
        pages={pages}
        label={t('list.pages')}
        hrefFor={(page) => forumHref({ ...query, page })}
      />
    </div>
  );
}

/** What an empty list says: no match, nothing followed, nothing new, or no threads at all. */
function emptyKey(query: ForumQuery): string {
  if (isFiltered(query)) return 'list.empty.noMatch';
  if (query.view === 'following') return 'list.empty.following';
  if (query.view === 'updated') return 'list.empty.updated';
  return 'list.empty.none';
}
