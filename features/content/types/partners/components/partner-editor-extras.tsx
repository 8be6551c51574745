import { useTranslation } from '@/lib/i18n/use-translation';
import { EditorContract } from './editor-contract';
import { EditorDiscovery } from './editor-discovery';
import { EditorSalesReps } from './editor-sales-reps';
import type { PartnerItem } from '../partner-item';

/** A partner's own parts in the staff editor; they need its id, so a new partner gets them after its first save. */
export function PartnerEditorExtras({ item }: { item: PartnerItem | null }) {
  const { t } = useTranslation('content');
  if (!item) return <p className="text-body-secondary mt-4">{t('partnerEditor.afterSave')}</p>;
  return (
    <div className="row mt-4">
      <div className="col-lg-8">
        <EditorSalesReps partnerId={item.id} initial={item.salesReps} />
        <EditorContract partnerId={item.id} initial={item.contract ?? null} />
        <EditorDiscovery
          partnerId={item.id}
          initial={(item.discoveryCategories ?? []).map((category) => category.id)}
        />
      </div>
    </div>
  );
}
