import { SelectField } from '@/components/forms/select-field';
import { LoadingMessage } from '@/components/loading-message/loading-message';
import { apiClient } from '@/lib/api/browser-client';
import { useTranslation } from '@/lib/i18n/use-translation';
import { USER_ROLE_IDS } from '@/lib/rules/levels';
import { useLocaleOptions } from '@/lib/session/get-locale-options';
import { flattenMemberTree, useMemberTree } from '@/lib/session/get-member-tree';
import { useSession } from '@/lib/session/session-context';
import { updateLocale } from '@/lib/session/update-locale';
import { changeMember } from '../api/change-member';
import { switchCountry } from '../api/switch-country';
import { useServerChange } from './use-server-change';

/** A labelled select of numeric ids: the panel's pickers. */
function Picker({
  options,
  value,
  onChange,
  ...field
}: {
  label: string;
  value: number;
  options: { value: number; label: string }[];
  disabled?: boolean;
  hint?: string;
  onChange: (value: number) => void;
}) {
  return (
    <SelectField
      {...field}
      value={String(value)}
      options={options.map((option) => ({ value: String(option.value), label: option.label }))}
      onChange={(picked) => onChange(Number(picked))}
    />
  );
}

/**
 * Who the user acts as (spec §6): the member (from the member tree), and for staff the user level, the
 * country (enabled for members of the product's own organisation, spec §5) and the language.
 */
export function PanelLocale() {
  const { t } = useTranslation('devPanel');
  const { user, can } = useSession();
  const staffTools = can('staffTools');
  // Only staff pick their role (the admin API refuses anyone else): a chain user stays what she was given.
  const realStaff = can('switchStaffView');
  const { run, busy } = useServerChange();
  const { data: tree = [] } = useMemberTree(true);
  // Loaded for real staff even while they view as a member, so the pickers are there when they switch back.
  const { data: options } = useLocaleOptions(can('switchStaffView'));
  const members = flattenMemberTree(tree);

  return (
    <fieldset className="mb-3" disabled={busy}>
      <legend className="h6">{t('locale.legend')}</legend>
      {members.length > 1 && (
        <Picker
          label={t('locale.member')}
          value={user.member.id}
          options={members.map((member) => ({ value: member.id, label: `${'— '.repeat(member.depth)}${member.name}` }))}
          onChange={(member) => void run(() => changeMember(apiClient, member))}
        />
      )}
      {realStaff && (
        <Picker
          label={t('locale.role')}
          value={user.role}
          options={USER_ROLE_IDS.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
          onChange={(role) => void run(() => updateLocale(apiClient, { role }))}
        />
      )}
      {staffTools && !options && <LoadingMessage />}
      {staffTools && options && (
        <>
          <Picker
            label={t('locale.country')}
            value={user.member.country.id}
            disabled={!user.member.isVetnet}
            hint={user.member.isVetnet ? undefined : t('locale.countryOnlyProduct')}
            options={options.countries.map((country) => ({ value: country.id, label: country.name }))}
            onChange={(country) => void run(() => switchCountry(apiClient, country))}
          />
          <Picker
            label={t('locale.language')}
            value={user.language.id}
            options={options.languages.map((language) => ({
              value: language.id,
              label: `${language.name} (${language.code})`,
            }))}
            onChange={(language) => void run(() => updateLocale(apiClient, { language }))}
          />
        </>
      )}
    </fieldset>
  );
}
