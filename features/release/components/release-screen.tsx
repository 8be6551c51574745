import Head from 'next/head';
import { pageTitle } from '@/lib/config/product';
import { useTranslation } from '@/lib/i18n/use-translation';
import { dateTimeFormat } from '@/lib/text/intl-formats';
import { RELEASES } from '../releases';

/** `/release`: what changed in the recent versions of the portal. */
export function ReleaseScreen() {
  const { t, i18n } = useTranslation('release');
  const dateFormat = dateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <div className="container py-4" style={{ maxWidth: '48rem' }}>
      <Head>
        <title>{pageTitle(t('title'))}</title>
      </Head>
      <h1 className="h2">{t('title')}</h1>
      <p className="lead">{t('intro')}</p>
      {RELEASES.map((release) => {
        const changes = t(`versions.${release.key}.changes`, { returnObjects: true }) as unknown;
        return (
          <section key={release.key} className="mb-4" aria-labelledby={`release-${release.key}`}>
            <h2 id={`release-${release.key}`} className="h4 mb-1">
              {t('version', { version: release.version })}: {t(`versions.${release.key}.title`)}
            </h2>
            <p className="text-body-secondary">
              <time dateTime={release.date}>{dateFormat.format(new Date(release.date))}</time>
            </p>
            <ul>{Array.isArray(changes) && changes.map((change: string) => <li key={change}>{change}</li>)}</ul>
          </section>
        );
      })}
    </div>
  );
}
