import { AppLink } from '@/components/app-link/app-link';
import { useTranslation } from '@/lib/i18n/use-translation';
import { forumHref, type ForumView } from '../forum-query';

const VIEWS: readonly { view: ForumView; key: string }[] = [
  { view: 'all', key: 'list.views.all' },
  { view: 'following', key: 'list.views.following' },
  { view: 'updated', key: 'list.views.updated' },
];

/** All threads, those the reader follows, and followed ones with new replies: links, so each is an address. */
export function ForumViews({ current }: { current: ForumView }) {
  const { t } = useTranslation('forum');
  return (
    <nav aria-label={t('list.views.label')} className="mb-3">
      <ul className="nav nav-tabs flex-wrap">
        {VIEWS.map(({ view, key }) => (
          <li key={view} className="nav-item">
            <AppLink
              className={`nav-link${view === current ? ' active' : ''}`}
              aria-current={view === current ? 'page' : undefined}
              href={forumHref({ view })}
            >
              {t(key)}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
