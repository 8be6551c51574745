import { Flag } from '@/components/flag/flag';
import { toLocale } from '@/lib/i18n/locales';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useSession } from '@/lib/session/session-context';
import styles from './language-switcher.module.scss';
import { useSwitchLanguage } from './use-switch-language';

/**
 * The languages of the member's country (spec §2, §5): each with its flag; the active one is
 * pressed and disabled. Shown only where the country uses the language selector (the caller checks).
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { switchTo, switching } = useSwitchLanguage(user.language);
  const languages = user.member.country.languages;

  return (
    <div role="group" aria-label={t('language.label')} className={styles.switcher}>
      {languages.map((language) => {
        const active = language.id === user.language.id;
        const locale = toLocale(language.code);
        return (
          <button
            key={language.id}
            type="button"
            lang={language.code}
            className={`btn btn-sm ${active ? 'btn-primary' : 'btn-outline-primary'} ${styles.language}`}
            aria-pressed={active}
            disabled={active || switching !== null}
            onClick={() => void switchTo(language)}
          >
            {locale && <Flag locale={locale} />}
            {language.name}
          </button>
        );
      })}
    </div>
  );
}

/** Whether the user's country offers a choice of language (spec §2). */
export function hasLanguageSelector(country: { useLanguageSelector: boolean; languages: unknown[] }): boolean {
  return country.useLanguageSelector && country.languages.length > 1;
}
