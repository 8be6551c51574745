import { useRouter } from 'next/router';
import { AppLink } from '@/components/app-link/app-link';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ROUTES } from '@/lib/routes';

/** The digest's three staff pages, the current one marked. */
export function DigestNav() {
  const { t } = useTranslation('digest-nav');
  const { pathname } = useRouter();
  const pages = [
    { href: ROUTES.digest.home, label: t('nav.issues') },
    { href: ROUTES.digest.subscribers, label: t('nav.subscribers') },
    { href: ROUTES.digest.headerGifs, label: t('nav.headerGifs') },
  ];
  return (
    <nav aria-label={t('nav.label')} className="mb-4">
      <ul className="nav nav-pills flex-wrap gap-1">
        {pages.map((page) => (
          <li key={page.href} className="nav-item">
            <AppLink
              href={page.href}
              className={`nav-link${pathname === page.href ? ' active' : ''}`}
              aria-current={pathname === page.href ? 'page' : undefined}
            >
              {page.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
