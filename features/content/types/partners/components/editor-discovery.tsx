import { useState } from 'react';
import { CheckField } from '@/components/forms/check-field';
import { FormAlert } from '@/components/forms/form-alert';
import { useToast } from '@/components/toast/toast-provider';
import { useSubmission } from '@/lib/forms/use-submission';
import { useTranslation } from '@/lib/i18n/use-translation';
import { savePartnerDiscovery, useDiscoveryCategories } from '../api/partner-staff-api';
import { byCode } from '../partner-texts';

/** The discovery categories the partner is found under, saved together. */
export function EditorDiscovery({ partnerId, initial }: { partnerId: number; initial: number[] }) {
  const { t } = useTranslation('content');
  const showToast = useToast();
  const { data: categories } = useDiscoveryCategories();
  const [chosen, setChosen] = useState(() => new Set(initial));
  const { submitting, failure, submit } = useSubmission();

  async function onSave() {
    if (
      await submit(
        async () =>
          void (await savePartnerDiscovery(
            partnerId,
            [...chosen].sort((a, b) => a - b),
          )),
      )
    ) {
      showToast(t('partnerEditor.discoverySaved'), 'success');
    }
  }

  const toggle = (id: number, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <section aria-labelledby="editor-discovery" className="mb-4">
      <h2 id="editor-discovery" className="h4">
        {t('partnerEditor.discovery')}
      </h2>
      <p className="text-body-secondary">{t('partnerEditor.discoveryHint')}</p>
      <FormAlert messages={failure} />
      {categories?.length === 0 && <p>{t('partnerEditor.noDiscovery')}</p>}
      {categories?.map((category) => (
        <CheckField
          key={category.id}
          label={byCode(t, 'discovery', category.code ? `${category.code}.name` : '', category.name)}
          checked={chosen.has(category.id)}
          onChange={(on) => toggle(category.id, on)}
        />
      ))}
      {categories && categories.length > 0 && (
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          disabled={submitting}
          onClick={() => void onSave()}
        >
          {t('partnerEditor.saveDiscovery')}
        </button>
      )}
    </section>
  );
}
