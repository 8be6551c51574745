import Head from 'next/head';
import { AppLink } from '@/components/app-link/app-link';
import { pageTitle } from '@/lib/config/product';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ROUTES } from '@/lib/routes';
import contentStyles from '../../../components/content.module.scss';
import { useDiscoveryCategoryList } from '../api/discovery-api';
import { byCode } from '../partner-texts';
import styles from './partners.module.scss';

/** `/partners/discover`: the discovery categories, each with what it is and how many partners it has. */
export function DiscoverScreen() {
  const { t } = useTranslation('content');
  const { data: categories } = useDiscoveryCategoryList();
  return (
    <div className="container py-4">
      <Head>
        <title>{pageTitle(t('discover.title'))}</title>
      </Head>
      <p className="mb-2">
        <AppLink href={ROUTES.partners.list}>← {t('types.partners.back')}</AppLink>
      </p>
      <h1 className="h2">{t('discover.title')}</h1>
      <p className="lead">{t('discover.intro')}</p>
      {categories?.length === 0 && <p className={contentStyles.empty}>{t('discover.empty')}</p>}
      <ul className={styles.categories}>
        {categories?.map((category) => (
          <li key={category.id} className={styles.category}>
            <h2 className="h5">
              <AppLink href={ROUTES.partners.discoverCategory(category.id)}>
                {byCode(t, 'discovery', category.code && `${category.code}.name`, category.name)}
              </AppLink>
            </h2>
            <p className="mb-1">
              {byCode(t, 'discovery', category.code && `${category.code}.description`, category.description)}
            </p>
            <p className="small text-body-secondary mb-0">
              {t('discover.partnerCount', { count: category.partnerCount })}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
