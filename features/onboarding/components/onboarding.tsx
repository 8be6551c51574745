import { useEffect, useRef, useState } from 'react';
import { AppLink } from '@/components/app-link/app-link';
import { apiClient } from '@/lib/api/browser-client';
import { useTranslation } from '@/lib/i18n/use-translation';
import { reportError } from '@/lib/monitoring/monitoring';
import { ROUTES } from '@/lib/routes';
import { isFeatureAvailable } from '@/lib/rules/features';
import { useSession } from '@/lib/session/session-context';
import { completeOnboarding } from '../api/complete-onboarding';
import { ONBOARDING_GROUPS } from '../onboarding-groups';
import { DigestStep } from './digest-step';
import styles from './onboarding.module.scss';

type Step = 1 | 2 | 3;

/**
 * The first-visit card (spec §2, §4): welcome, the features this user has, then knowledge, profile,
 * notifications, the digest and help. Forward only; each step starts at the top. The last button
 * marks the user onboarded and refreshes the user record; a failure is reported to monitoring only.
 */
export function Onboarding() {
  const { t } = useTranslation('onboarding');
  const { user, featureFlags, heldLevels, refreshSession } = useSession();
  const [step, setStep] = useState<Step>(1);
  const [finished, setFinished] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    window.scrollTo({ top: 0 });
    headingRef.current?.focus();
  }, [step]);

  if (finished || user.isOnboarded) return null;

  const groups = ONBOARDING_GROUPS.map((group) => ({
    ...group,
    features: group.features.filter(({ feature }) => isFeatureAvailable(featureFlags, feature, heldLevels)),
  })).filter((group) => group.features.length > 0);

  async function finish() {
    setFinished(true);
    try {
      await completeOnboarding(apiClient);
      await refreshSession();
    } catch (error) {
      reportError(error, { action: 'complete onboarding' });
    }
  }

  return (
    <div className={styles.overlay}>
      <section className={styles.card} role="dialog" aria-modal="true" aria-labelledby="onboarding-heading">
        <p className={styles.progress}>{t('progress', { step, steps: 3 })}</p>
        {step === 1 && (
          <>
            <h1 id="onboarding-heading" ref={headingRef} tabIndex={-1}>
              {t('welcome.title', { name: user.firstName })}
            </h1>
            <p className="lead">{t('welcome.body')}</p>
            <button type="button" className="btn btn-primary btn-lg" onClick={() => setStep(2)}>
              {t('welcome.start')}
            </button>
          </>
        )}
        {step === 2 && (
          <>
            <h1 id="onboarding-heading" ref={headingRef} tabIndex={-1}>
              {t('features.title')}
            </h1>
            <p>{t('features.intro')}</p>
            <div className={styles.groups}>
              {groups.map((group) => (
                <section key={group.titleKey} className={styles.group}>
                  <h2 className="h5">{t(group.titleKey)}</h2>
                  <ul>
                    {group.features.map(({ feature, key }) => (
                      <li key={feature}>{t(key)}</li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
            <button type="button" className="btn btn-primary btn-lg" onClick={() => setStep(3)}>
              {t('next')}
            </button>
          </>
        )}
        {step === 3 && (
          <>
            <h1 id="onboarding-heading" ref={headingRef} tabIndex={-1}>
              {t('more.title')}
            </h1>
            <ul className={styles.more}>
              <li>{t('more.knowledge')}</li>
              <li>{t('more.profile')}</li>
              <li>{t('more.notifications')}</li>
              <li>{t('more.digest')}</li>
            </ul>
            <DigestStep />
            <p>
              {t('more.help')} <AppLink href={ROUTES.contacts}>{t('more.contactUs')}</AppLink>
            </p>
            <p className={styles.thanks}>{t('more.thanks')}</p>
            <button type="button" className="btn btn-primary btn-lg" onClick={() => void finish()}>
              {t('more.finish')}
            </button>
          </>
        )}
      </section>
    </div>
  );
}
