import { CONTACT_TYPES } from './partners';

// Each content type's own fields (docs/api.md "Writable fields"): their names, kinds, whether they
// are required, their length and whether members see them, declared once for both programs. The
// portal's registry (features/content/content-types.ts) adds its labels and views, the API's
// (admin-api/src/content-types.ts) its defaults and storage; a test in each program
// fails when its registry says otherwise than this.

type Common = { required?: boolean; /** Staff only: left out of members' answers. */ private?: boolean };

/** What both programs know of one own field. */
export type FieldFact = Common &
  (
    | { kind: 'text' | 'tel'; maxLength: number }
    | { kind: 'email' | 'url' | 'datetime' | 'boolean' }
    /** A whole number, one of `values` (a partner's contact type). */
    | { kind: 'number'; values?: readonly number[] }
    | { kind: 'choice'; values: readonly string[] }
    /** The id of an item of the type `type` (a campaign's partner; a chapter's handbook, its parent). */
    | { kind: 'reference'; type: string }
  );

export type FieldFacts = Readonly<Record<string, FieldFact>>;

export const CONTENT_FIELDS = {
  news: { author: { kind: 'text', maxLength: 200 } },
  wikis: {},
  services: {
    contactName: { kind: 'text', maxLength: 200 },
    contactEmail: { kind: 'email' },
    contactPhone: { kind: 'tel', maxLength: 32 },
    websiteUrl: { kind: 'url' },
  },
  events: {
    startsAt: { kind: 'datetime', required: true },
    endsAt: { kind: 'datetime', required: true },
    place: { kind: 'text', maxLength: 200, required: true },
    address: { kind: 'text', maxLength: 300 },
    signUpUrl: { kind: 'url' },
  },
  partners: {
    /** CONTACT_TYPE (lib/contract/partners.ts). */
    contactType: { kind: 'number', values: CONTACT_TYPES },
    contactName: { kind: 'text', maxLength: 200 },
    contactPhone: { kind: 'tel', maxLength: 32 },
    /** Where contact requests go; members never see it (the API relays their requests). */
    contactEmail: { kind: 'email', private: true },
    websiteUrl: { kind: 'url' },
    agreementStartsAt: { kind: 'datetime' },
    agreementEndsAt: { kind: 'datetime' },
    /** `suppliers.code` of the purchase data: the member's spend with the partner. */
    supplierCode: { kind: 'text', maxLength: 32, private: true },
  },
  campaigns: {
    partnerId: { kind: 'reference', type: 'partners', required: true },
    startsAt: { kind: 'datetime', required: true },
    endsAt: { kind: 'datetime', required: true },
    /** The offer's conditions, plain text. */
    terms: { kind: 'text', maxLength: 4000 },
    /** Where the offer is taken (the partner's shop). */
    offerUrl: { kind: 'url' },
  },
  directads: {
    advertiserName: { kind: 'text', maxLength: 200, required: true },
    /** The relay's recipient; never shown to members. */
    advertiserEmail: { kind: 'email', required: true, private: true },
    place: { kind: 'text', maxLength: 200 },
    price: { kind: 'text', maxLength: 64 },
    expiresAt: { kind: 'datetime', required: true },
  },
  handbooks: {},
  /** A child type's reference to its parent is its parent (stored apart in the API). */
  chapters: { handbook: { kind: 'reference', type: 'handbooks', required: true } },
  sections: { chapter: { kind: 'reference', type: 'chapters', required: true } },
} as const satisfies Readonly<Record<string, FieldFacts>>;

export type ContentFieldsKey = keyof typeof CONTENT_FIELDS;
