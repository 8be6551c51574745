import type { SignedInContext } from '@/lib/auth/guard';
import { PARTNERS_API } from '@/lib/contract/partners';
import { reportError } from '@/lib/monitoring/monitoring';
import { FEATURE, isFeatureAvailable } from '@/lib/rules/features';
import { heldLevelIds } from '@/lib/session/held-levels';
import { getContactSubjects, getPartnerCampaigns, getPartnerSpend, partnerCampaignsKey } from '../api/partner-api';
import type { PartnerItem } from '../partner-item';

/**
 * A partner page's data beside the item (server/detail-fallback.ts): its running campaigns, the
 * member's spend with it (with Spend and Savings) and the contact subjects (when it takes requests).
 * Each call on its own: one that fails is left out and the page still renders.
 */
export async function partnerDetailFallback(
  { api, session }: SignedInContext,
  item: PartnerItem,
): Promise<Record<string, unknown>> {
  const withSpend = isFeatureAvailable(session.featureFlags, FEATURE.spendAndSavings, heldLevelIds(session.user));
  const calls: [string, () => Promise<unknown>][] = [
    [partnerCampaignsKey(item.id), () => getPartnerCampaigns(api, item.id)],
    ...(withSpend
      ? [[PARTNERS_API.spend(item.id), () => getPartnerSpend(api, item.id)] as [string, () => Promise<unknown>]]
      : []),
    ...(item.acceptsContactRequests
      ? [[PARTNERS_API.contactSubjects, () => getContactSubjects(api)] as [string, () => Promise<unknown>]]
      : []),
  ];
  const loaded = await Promise.all(
    calls.map(([key, call]) =>
      call().then(
        (value): [string, unknown][] => [[key, value]],
        (error: unknown): [string, unknown][] => {
          reportError(error, { action: 'partner page data' });
          return [];
        },
      ),
    ),
  );
  return Object.fromEntries(loaded.flat());
}
