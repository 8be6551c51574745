import type { SignedInContext } from '@/lib/auth/guard';
import { PARTNERS_API } from '@/lib/contract/partners';
import { reportError } from '@/lib/monitoring/monitoring';
import { FEATURE, isFeatureAvailable } from '@/lib/rules/features';
import { heldLevelIds } from '@/lib/session/held-levels';
import {
  getContactSubjects,
  getPartnerCampaigns,
  getPartnerExtras,
  getPartnerSpend,
  partnerCampaignsKey,
  type PartnerExtras,
} from '../api/partner-api';
import type { PartnerItem } from '../partner-item';

/**
 * A partner page's data beside the item (server/detail-fallback.ts): its running campaigns, the
 * member's spend with it (with Spend and Savings) and the contact subjects (when it takes requests).
 * One combined call (`partners/{id}/extras/`); an API without it (404, 405) is asked call by call.
 * What fails is left out and the page still renders (the browser then asks for it itself).
 */
export async function partnerDetailFallback(
  context: SignedInContext,
  item: PartnerItem,
): Promise<Record<string, unknown>> {
  const withSpend = isFeatureAvailable(
    context.session.featureFlags,
    FEATURE.spendAndSavings,
    heldLevelIds(context.session.user),
  );
  let extras: PartnerExtras | null;
  try {
    extras = await getPartnerExtras(context.api, item.id);
  } catch (error) {
    reportError(error, { action: 'partner page data' });
    return {};
  }
  if (extras === null) return callByCall(context, item, withSpend);
  return {
    ...(extras.campaigns ? { [partnerCampaignsKey(item.id)]: extras.campaigns } : {}),
    ...(withSpend && extras.spend ? { [PARTNERS_API.spend(item.id)]: extras.spend } : {}),
    ...(item.acceptsContactRequests ? { [PARTNERS_API.contactSubjects]: extras.contactSubjects } : {}),
  };
}

/** The spec's calls, each on its own: one that fails is left out. */
async function callByCall(
  { api }: SignedInContext,
  item: PartnerItem,
  withSpend: boolean,
): Promise<Record<string, unknown>> {
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
