import Head from 'next/head';
import { Footer } from '@/components/layout/footer';
import { pageTitle } from '@/lib/config/product';
import { useTranslation } from '@/lib/i18n/use-translation';
import styles from './card-page-layout.module.scss';
import type { ReactNode } from 'react';

type CardPageLayoutProps = {
  tabTitle: string;
  heading: string;
  intro?: string;
  children: ReactNode;
  links?: ReactNode;
};

/**
 * The frame of the pages a visitor sees without the portal's menu (sign-in, the digest's unsubscribe
 * link): the product's mark and one card; the footer in the visitor's language.
 */
export function CardPageLayout({ tabTitle, heading, intro, children, links }: CardPageLayoutProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.frame}>
      <main className={styles.page} id="main-content">
        <Head>
          <title>{pageTitle(tabTitle)}</title>
        </Head>
        <div className={styles.card}>
          <div className={styles.brand}>
            {/* eslint-disable-next-line @next/next/no-img-element -- a 48 px SVG mark */}
            <img src="/images/logo.svg" alt="" width={40} height={40} />
            <span>{t('productName')}</span>
          </div>
          <h1 className={styles.heading}>{heading}</h1>
          {intro && <p className={styles.intro}>{intro}</p>}
          {children}
          {links && <div className={styles.links}>{links}</div>}
        </div>
      </main>
      <Footer />
    </div>
  );
}
