import dynamic from 'next/dynamic';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { PartnerItem } from '../partner-item';

// Rendered (on the server too) only for a saved partner, so a new partner's editor does not load them.
const EditorSalesReps = dynamic(() => import('./editor-sales-reps').then((module) => module.EditorSalesReps));
const EditorContract = dynamic(() => import('./editor-contract').then((module) => module.EditorContract));
const EditorDiscovery = dynamic(() => import('./editor-discovery').then((module) => module.EditorDiscovery));

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
