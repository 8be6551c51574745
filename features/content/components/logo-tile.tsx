import { AppLink } from '@/components/app-link/app-link';
import type { ContentItem } from '@/lib/contract/content-item';
import { detailPath } from '../content-paths';
import styles from './content.module.scss';
import type { ContentType } from '../content-types';

/** One item of a list of logos (`listLayout: 'logos'`): its image contained in a fixed box, its name below, all one link. */
export function LogoTile({ type, item }: { type: ContentType; item: ContentItem }) {
  return (
    <AppLink href={detailPath(type, item)} className={styles.logoTile} prefetch={false}>
      <span className={styles.logoBox}>
        {item.image ? (
          // The name below says what the logo shows; an uploaded file served by the admin API.
          // eslint-disable-next-line @next/next/no-img-element
          <img src={item.image.url} alt="" loading="lazy" />
        ) : (
          <span className={styles.logoInitial} aria-hidden="true">
            {item.title.trim().charAt(0).toUpperCase()}
          </span>
        )}
      </span>
      <span className={styles.logoName}>{item.title}</span>
    </AppLink>
  );
}
