import { CheckField } from '@/components/forms/check-field';
import { FormAlert } from '@/components/forms/form-alert';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useDigestSubscription } from '@/lib/session/use-digest-subscription';

/** The onboarding's digest step: the same subscription as My settings' switch, changed at once. */
export function DigestStep() {
  const { t } = useTranslation('onboarding');
  const digest = useDigestSubscription();
  return (
    <div className="mb-3">
      <FormAlert messages={digest.failure} />
      <CheckField
        switch
        label={t('more.digestSwitch')}
        hint={t('more.digestSwitchHint')}
        checked={digest.subscribed}
        onChange={() => {
          if (!digest.submitting) void digest.toggle();
        }}
      />
    </div>
  );
}
