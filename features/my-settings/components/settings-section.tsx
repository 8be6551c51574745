import { useId, type ReactNode } from 'react';
import styles from './my-settings.module.scss';

/** One part of My settings: a region named by its h2. */
export function SettingsSection({ heading, children }: { heading: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className="h4">
        {heading}
      </h2>
      {children}
    </section>
  );
}
