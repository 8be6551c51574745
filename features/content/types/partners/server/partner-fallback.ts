import { ApiError } from '@/lib/api/api-error';
import type { SignedInContext } from '@/lib/auth/guard';
import { PARTNERS_API } from '@/lib/contract/partners';
import { reportError } from '@/lib/monitoring/monitoring';
import { FEATURE, isFeatureAvailable } from '@/lib/rules/features';
import { heldLevelIds } from '@/lib/session/held-levels';
import { getContentItem } from '../../../api/content-item';
import { CONTENT_TYPES } from '../../../content-types';
import {
  getContactSubjects,
  getPartnerCampaigns,
  getPartnerPage,
  getPartnerSpend,
  partnerCampaignsKey,
  type PartnerPage,
} from '../api/partner-api';
import type { DetailData } from '../../../type-registry/detail-fallback';
import type { PartnerFields, PartnerItem } from '../partner-item';

/**
 * A partner's page (type-registry/detail-fallback.ts): the partner, and beside it its running
 * campaigns, the member's spend with it (with Spend and Savings) and the contact subjects (when it
 * takes requests). One combined call (`partners/{id}/page/`); an API without it (404, 405), or one
 * that fails it (5xx), is asked call by call. The partner's refusal (403) is the page's; what fails
 * beside the partner is left out and the page still renders (the browser then asks for it itself).
 */
export async function partnerDetail(context: SignedInContext, id: number): Promise<DetailData<PartnerFields>> {
  const withSpend = isFeatureAvailable(
    context.session.featureFlags,
    FEATURE.spendAndSavings,
    heldLevelIds(context.session.user),
  );
  let page: PartnerPage | null;
  try {
    page = await getPartnerPage(context.api, id);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status < 500) throw error;
    reportError(error, { action: 'partner page data' });
    page = null;
  }
  if (page === null) {
    const item = await getContentItem(context.api, CONTENT_TYPES.partners, id);
    return { item, fallback: await callByCall(context, item, withSpend) };
  }
  const { partner, campaigns, spend, contactSubjects } = page;
  return {
    item: partner,
    fallback: {
      ...(campaigns ? { [partnerCampaignsKey(id)]: campaigns } : {}),
      ...(withSpend && spend ? { [PARTNERS_API.spend(id)]: spend } : {}),
      ...(partner.acceptsContactRequests ? { [PARTNERS_API.contactSubjects]: contactSubjects } : {}),
    },
  };
}

/** The spec's calls beside the partner, each on its own: one that fails is left out. */
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
