import { CONTENT_API } from './content-api';
import type { ContentItem, FileRef } from './content-item';
import type { Page } from './page';

// The commercial area's own calls and answers beside the content items (docs/api.md "Partners,
// campaigns and direct ads"): a partner's sales reps, contract, discovery categories, contact
// requests and the member's spend; a campaign's partner; a direct ad's relayed e-mail. Written once
// here for both programs (the admin API imports it through src/contract/partners.ts).

/** Contact/contract type (spec §3), a partner's `contactType`. */
export const CONTACT_TYPE = { general: 0, mainContract: 1, directContact: 2 } as const;
export type ContactType = (typeof CONTACT_TYPE)[keyof typeof CONTACT_TYPE];
export const CONTACT_TYPES: readonly ContactType[] = [0, 1, 2];

/** The length a contact request's or a direct-ad reply's message must have. */
export const MESSAGE_LENGTH = { min: 10, max: 2000 } as const;

/** The longest fields of a request to Vetnet to get in touch (`POST request-contact/`): its message is a contact message. */
export const CONTACT_REQUEST_LENGTH = { subject: 200, message: MESSAGE_LENGTH.max, phoneNumber: 32 } as const;

/** The calls of the area beyond each type's generic collection and files (CONTENT_API). */
export const PARTNERS_API = {
  /** The partners' categories, named as the spec names them (the same as `partners/categories/`). */
  specializations: '/partners/specializations/',
  discovery: '/partners/discovery/',
  discoveryCategory: (id: number) => `/partners/discovery/${id}/`,
  discoveryPartners: (id: number) => `/partners/discovery/${id}/partners/`,
  /** Staff: PUT {categories: number[]}, the discovery categories a partner is in. */
  partnerDiscovery: (partnerId: number) => `/partners/${partnerId}/discovery/`,
  requestContact: (partnerId: number) => `/partners/${partnerId}/request-contact/`,
  /** The member's own spend with the partner this year (feature Spend and Savings). */
  spend: (partnerId: number) => `/partners/${partnerId}/spend/`,
  /** The partner's running campaigns: the campaigns list the partner's page shows (`campaigns/` filtered). */
  campaigns: (partnerId: number) => `${CONTENT_API.campaigns.items}?partnerId=${partnerId}&scope=running`,
  /**
   * GET PartnerPageAnswer (beyond the spec; docs/api.md "Partners"): what the partner's page loads,
   * the partner included, at once, for its server render. The calls it combines stay.
   */
  page: (partnerId: number) => `/partners/${partnerId}/page/`,
  contactSubjects: '/all-partner-contact-request-subjects/',
  /** GET ?partner=<id>; POST a rep (staff). */
  salesReps: '/partner-sale-rep/',
  /** PATCH, DELETE (staff). */
  salesRep: (id: number) => `/partner-sale-rep/${id}/`,
  /** POST multipart {partner, file} (staff): sets the partner's contract document. */
  contractUpload: '/partner-contract-file/',
  /** GET: the contract document (CONTRACT_READERS); DELETE (staff). */
  contractFile: (partnerId: number) => `/partner-contract-file/${partnerId}/`,
  /** Staff: every partner's contract in one ZIP archive (?country=<id> to narrow). */
  allContracts: '/all-partner-contracts-file/',
  /** The partner's logo (its cover image) at an address that stays when the logo changes. */
  logo: (partnerId: number) => `/partner-logo/${partnerId}/`,
} as const;

export const DIRECT_ADS_API = {
  /** POST {message}: relayed to the advertiser with the member's address as reply-to. */
  email: (adId: number) => `/direact-ads/${adId}/email/`,
  /** Staff: the stored replies, newest first, paginated. */
  messages: (adId: number) => `/direact-ads/${adId}/messages/`,
} as const;

export type SalesRep = {
  id: number;
  partner: number;
  region: string;
  name: string;
  phone: string;
  email: string;
  position: number;
};

/** What staff send to add or change a rep (PATCH: any part). */
export type SalesRepInput = Omit<SalesRep, 'id' | 'position'> & { position?: number };

/** `code` names the subject's translation (partners.subjects.<code>); `name` is the English fallback. */
export type ContactSubject = { id: number; code: string; name: string };

export type DiscoveryCategory = {
  id: number;
  code: string;
  name: string;
  description: string;
  /** The published partners of the member's country in it (staff: all). */
  partnerCount: number;
};

/** A partner in a discovery category: whether the member already buys from it (purchase data). */
export type DiscoveryPartnerFlag = { buysFrom: boolean };

export type ContactRequestInput = { subject: number; message: string };
export type ContactRequestAnswer = { id: number; createdAt: string };

export type DirectAdEmailInput = { message: string };
export type DirectAdEmailAnswer = { id: number; createdAt: string };

/** The member's purchases from the partner's supplier this calendar year, in the member's currency. */
export type PartnerSpend = {
  year: number;
  currency: string;
  /** Decimal strings, as the spend-and-savings series send them. */
  spend: string;
  savings: string;
  /** The last day the purchase data covers; null when the member has none with this supplier. */
  dataAsOf: string | null;
};

/**
 * What a partner's answer carries beyond its fields, from the partners module's tables: its reps,
 * its contract document's facts (the download itself is checked again), its discovery categories,
 * and whether it takes contact requests (it has a contact address; the address stays private).
 */
export type PartnerRelated = {
  salesReps: SalesRep[];
  contract: FileRef | null;
  discoveryCategories: Pick<DiscoveryCategory, 'id' | 'code' | 'name'>[];
  acceptsContactRequests: boolean;
};

/**
 * `GET partners/{id}/page/`: each part is what its own call answers the same user (the partner's
 * refusal is the whole answer's); a part its call would refuse is null (the portal then leaves it
 * to that call, as before).
 */
export type PartnerPageAnswer = {
  /** `partners/{id}/`: the item with its PartnerRelated. */
  partner: ContentItem<object> & Partial<PartnerRelated>;
  /** `campaigns/?partnerId={id}&scope=running` (PARTNERS_API.campaigns); null without the Campaigns feature. */
  campaigns: Page<ContentItem<object>> | null;
  /** `partners/{id}/spend/`; null without Spend and Savings, or for a member without a currency (that call's 404). */
  spend: PartnerSpend | null;
  /** `all-partner-contact-request-subjects/`. */
  contactSubjects: ContactSubject[];
};

/** A campaign's partner as its card and page show it. */
export type CampaignPartner = { id: number; title: string; logo: FileRef | null };
export type CampaignRelated = { partner: CampaignPartner | null };
