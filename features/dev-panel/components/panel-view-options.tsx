import { CheckField } from '@/components/forms/check-field';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useSession } from '@/lib/session/session-context';
import type { ViewPreferences } from '@/lib/session/view-preferences';

function Switch({
  name,
  label,
  disabled = false,
  hint,
}: {
  name: keyof ViewPreferences;
  label: string;
  disabled?: boolean;
  hint?: string;
}) {
  const { preferences, setPreference } = useSession();
  return (
    <CheckField
      switch
      label={label}
      checked={preferences[name]}
      disabled={disabled}
      hint={hint}
      onChange={(checked) => setPreference(name, checked)}
    />
  );
}

/** The panel's client-side switches: view as staff, obfuscation, social buttons, prototype mode, display options. */
export function PanelViewOptions() {
  const { t } = useTranslation('devPanel');
  const { can } = useSession();
  const maySwitch = can('switchStaffView');
  return (
    <>
      <fieldset className="mb-3">
        <legend className="h6">{t('view.legend')}</legend>
        <Switch
          name="viewAsStaff"
          label={t('view.asStaff')}
          disabled={!maySwitch}
          hint={maySwitch ? undefined : t('view.asStaffOnlyStaff')}
        />
        <Switch name="obfuscate" label={t('view.obfuscate')} />
        <Switch name="viewSocialButton" label={t('view.socialButtons')} />
        <Switch name="prototypeMode" label={t('view.prototype')} />
      </fieldset>
      <fieldset className="mb-3">
        <legend className="h6">{t('display.legend')}</legend>
        <Switch name="displayCountry" label={t('display.country')} />
        <Switch name="displayMemberName" label={t('display.memberName')} />
        <Switch name="displayMemberLevels" label={t('display.memberLevels')} />
        <Switch name="displayUserRoles" label={t('display.userRoles')} />
      </fieldset>
    </>
  );
}
