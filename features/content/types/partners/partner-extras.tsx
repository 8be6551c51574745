import { PartnerAgreement } from './partner-agreement';
import { PartnerCampaigns } from './partner-campaigns';
import { PartnerContact } from './partner-contact';
import { PartnerSalesReps } from './partner-sales-reps';
import { PartnerSpendFacts } from './partner-spend';
import type { PartnerItem } from './partner-item';

/** A partner's page after its summary: the agreement, its reps, its running campaigns, the member's purchases, the contact form. */
export function PartnerExtras({ item }: { item: PartnerItem }) {
  return (
    <>
      <PartnerAgreement item={item} />
      <PartnerSalesReps reps={item.salesReps ?? []} />
      <div className="row g-4">
        <div className="col-md">
          <PartnerCampaigns partnerId={item.id} />
        </div>
        <div className="col-md">
          <PartnerSpendFacts partnerId={item.id} />
        </div>
      </div>
      <PartnerContact item={item} />
    </>
  );
}
