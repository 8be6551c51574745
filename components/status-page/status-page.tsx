import Head from 'next/head';
import { useInsideLayout } from '@/components/layout/inside-layout';
import styles from './status-page.module.scss';
import type { ReactNode } from 'react';

type StatusPageProps = {
  /** The tab title, exactly as given. */
  tabTitle: string;
  /** A large code above the title, e.g. the HTTP status. */
  code?: number;
  title?: string;
  children: ReactNode;
  actions?: ReactNode;
};

/**
 * The frame of the error, maintenance and unsupported-browser pages: the sleeping cat and a message.
 * Within a signed-in page's Layout it is that page's content, so the Layout's `<main>` holds it.
 */
export function StatusPage({ tabTitle, code, title, children, actions }: StatusPageProps) {
  const framed = useInsideLayout();
  const Root = framed ? 'div' : 'main';
  return (
    <Root className={framed ? styles.framed : styles.page} id={framed ? undefined : 'main-content'}>
      <Head>
        <title>{tabTitle}</title>
      </Head>
      <div className={styles.card}>
        {/* eslint-disable-next-line @next/next/no-img-element -- a small SVG; next/image adds nothing here */}
        <img className={styles.image} src="/images/sleeping-cat.svg" alt="" width={320} height={200} />
        <div>
          {code !== undefined && (
            <p className={styles.code} data-testid="status-code">
              {code}
            </p>
          )}
          {title && <h1 className={styles.title}>{title}</h1>}
          <div className={styles.body}>{children}</div>
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
      </div>
    </Root>
  );
}
