import Head from 'next/head';
import { AppLink } from '@/components/app-link/app-link';
import { Pagination } from '@/components/pagination/pagination';
import { pageTitle } from '@/lib/config/product';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ROUTES } from '@/lib/routes';
import { CONTENT_PAGE_SIZE } from '../../../api/content-list';
import contentStyles from '../../../components/content.module.scss';
import { detailPath } from '../../../content-paths';
import { CONTENT_TYPES } from '../../../content-types';
import { useDiscoveryCategory, useDiscoveryPartners, type DiscoveryPartner } from '../api/discovery-api';
import { byCode } from '../partner-texts';
import styles from './partners.module.scss';
import type { DiscoverCategoryProps } from '../server/discover-props';

/** `/partners/discover/<id>`: the category's partners, those the member does not buy from yet first. */
export function DiscoverCategoryScreen({ id, page, listKey }: DiscoverCategoryProps) {
  const { t } = useTranslation('content');
  const { data: category } = useDiscoveryCategory(id);
  const { data } = useDiscoveryPartners(listKey);
  const partners = data?.results ?? [];
  const pages = Math.max(1, Math.ceil((data?.count ?? 0) / CONTENT_PAGE_SIZE));
  const name = category ? byCode(t, 'discovery', category.code && `${category.code}.name`, category.name) : '';
  const notBuying = partners.filter((partner) => !partner.buysFrom);
  const buying = partners.filter((partner) => partner.buysFrom);
  return (
    <div className="container py-4">
      <Head>
        <title>{pageTitle(name || t('discover.title'))}</title>
      </Head>
      <p className="mb-2">
        <AppLink href={ROUTES.partners.discover}>← {t('discover.back')}</AppLink>
      </p>
      <h1 className="h2">{name}</h1>
      {category && (
        <p className="lead">
          {byCode(t, 'discovery', category.code && `${category.code}.description`, category.description)}
        </p>
      )}
      {data && partners.length === 0 && <p className={contentStyles.empty}>{t('discover.noPartners')}</p>}
      <PartnerTiles id="discover-new" heading={t('discover.notBuying')} partners={notBuying} />
      <PartnerTiles
        id="discover-used"
        heading={t('discover.buying')}
        partners={buying}
        badge={t('discover.buysBadge')}
      />
      <Pagination
        page={page}
        pages={pages}
        label={t('discover.pages')}
        hrefFor={(target) => `${ROUTES.partners.discoverCategory(id)}${target > 1 ? `?page=${target}` : ''}`}
      />
    </div>
  );
}

function PartnerTiles({
  id,
  heading,
  partners,
  badge,
}: {
  id: string;
  heading: string;
  partners: DiscoveryPartner[];
  badge?: string;
}) {
  if (partners.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mb-4">
      <h2 id={id} className="h4">
        {heading}
      </h2>
      <ul className={styles.tiles}>
        {partners.map((partner) => (
          <li key={partner.id} className={styles.tile}>
            {partner.image && (
              // eslint-disable-next-line @next/next/no-img-element -- an uploaded logo served by the admin API
              <img className={styles.logo} src={partner.image.url} alt="" />
            )}
            <AppLink href={detailPath(CONTENT_TYPES.partners, partner)}>{partner.title}</AppLink>
            {badge && <span className="badge text-bg-success">{badge}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
