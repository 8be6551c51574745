import { Flag } from '@/components/flag/flag';
import { toLocale } from '@/lib/i18n/locales';
import { useTranslation } from '@/lib/i18n/use-translation';
import { isUserRoleLevel } from '@/lib/rules/levels';
import { useSession } from '@/lib/session/session-context';
import { shownMemberName } from '@/lib/session/view-preferences';
import styles from './dev-panel.module.scss';

/** Who and where the user is now, as far as the display options ask (spec §9). */
export function PanelStatus() {
  const { t } = useTranslation('devPanel');
  const { user, preferences } = useSession();
  const locale = toLocale(user.language.code);
  const rows: [string, string][] = [];
  if (preferences.displayCountry) rows.push([t('status.country'), user.member.country.name]);
  if (preferences.displayMemberName)
    rows.push([
      t('status.member'),
      shownMemberName(user.member.name, preferences.obfuscate, t('common:member.hidden')),
    ]);
  if (preferences.displayMemberLevels)
    rows.push([t('status.memberLevels'), user.member.levels.map((level) => level.name).join(', ') || '–']);
  if (preferences.displayUserRoles) {
    rows.push([
      t('status.roles'),
      user.levels
        .filter((level) => isUserRoleLevel(level.id))
        .map((level) => t(`roles.${level.id}`))
        .join(', ') || '–',
    ]);
  }
  return (
    <dl className={styles.status}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      <div>
        <dt>{t('status.language')}</dt>
        <dd>
          {locale && <Flag locale={locale} className="me-1" />}
          {user.language.name}
        </dd>
      </div>
    </dl>
  );
}
