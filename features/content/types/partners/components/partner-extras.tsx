import { PartnerAgreement } from './partner-agreement';
import { PartnerCampaigns } from './partner-campaigns';
import { PartnerContact } from './partner-contact';
import { PartnerSalesReps } from './partner-sales-reps';
import { PartnerSpendFacts } from './partner-spend';
import type { PartnerItem } from '../partner-item';

/** A partner's page beside (on a phone: after) its presentation: the agreement, its reps, its running campaigns, the member's purchases, the contact form. */
export function PartnerExtras({ item }: { item: PartnerItem }) {
  return (
    <>
      <PartnerAgreement item={item} />
      <PartnerSalesReps reps={item.salesReps ?? []} />
      <PartnerCampaigns partnerId={item.id} />
      <PartnerSpendFacts partnerId={item.id} />
      <PartnerContact item={item} />
    </>
  );
}
