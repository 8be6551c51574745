import Head from 'next/head';
import { initialsOf } from '@/components/layout/initials';
import { pageTitle } from '@/lib/config/product';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useStaffCards } from '../api/get-staff-cards';
import { ContactForm } from './contact-form';
import styles from './contacts.module.scss';

/** `/contacts`: the people at Vetnet a member can reach, and a form to ask them to get in touch. */
export function ContactsScreen() {
  const { t } = useTranslation('contacts');
  const { data: cards = [] } = useStaffCards();
  return (
    <div className="container py-4">
      <Head>
        <title>{pageTitle(t('title'))}</title>
      </Head>
      <h1 className="h2">{t('title')}</h1>
      <p className="lead">{t('intro')}</p>
      {cards.length === 0 ? (
        <p>{t('noCards')}</p>
      ) : (
        <ul className={styles.cards}>
          {cards.map((card) => {
            const [first = '', last = ''] = card.name.split(' ');
            return (
              <li key={card.id} className={styles.card}>
                {card.photoUrl ? (
                  // eslint-disable-next-line @next/next/no-img-element -- a small portrait from the admin API
                  <img src={card.photoUrl} alt="" className={styles.photo} width={64} height={64} />
                ) : (
                  <span className={styles.photo} aria-hidden="true">
                    {initialsOf(first, last)}
                  </span>
                )}
                <div>
                  <h2 className="h5 mb-1">{card.name}</h2>
                  <p className={styles.title}>{card.title}</p>
                  {card.description && <p className="mb-2">{card.description}</p>}
                  <p className="mb-0">
                    <a href={`mailto:${card.email}`}>{card.email}</a>
                    {card.phoneNumber && (
                      <>
                        {' · '}
                        <a href={`tel:${card.phoneNumber.replace(/\s+/g, '')}`}>{card.phoneNumber}</a>
                      </>
                    )}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <section className={styles.formBox}>
        <ContactForm />
      </section>
    </div>
  );
}
