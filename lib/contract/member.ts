// Shapes the admin API sends and the portal reads, written once for both programs (as lib/rules/ is);
// the admin API imports them through admin-api/src/contract/. Wire shapes, camelCase (docs/api.md).

/** The members' own calls, written once for both programs. */
export const MEMBERS_API = {
  /** GET: every member level and user role (Level[]). */
  levels: '/members/levels/',
} as const;

/** A level as the API names it: a member level (`b-engaged`) or a user role (`owner`). */
export type Level = { id: number; name: string };

export type Language = { id: number; code: string; name: string };

export type Country = {
  id: number;
  name: string;
  /** ISO code, lower case; '' when unknown. Our API's extension: without it the name implies it (`readCountry`). */
  code: string;
  useLanguageSelector: boolean;
  /** In the order the language switcher shows them. */
  languages: Language[];
  /** ISO 4217. Our API's extension: without it the code implies it (`currencyForCountry`). */
  currency: string;
};

/** A clinic or group of clinics (spec §3 Member), as `me/` nests it. */
export type Member = {
  id: number;
  name: string;
  country: Country;
  levels: Level[];
  /** The member flag `is{Product}` (spec §3): the product's own organisation. */
  isVetnet: boolean;
};

/** A node of `GET /api/v1/me/member-tree/`: a member a chain user may act for, and those under it. */
export type MemberTreeNode = {
  id: number;
  name: string;
  country: { id: number; name: string; code: string };
  children: MemberTreeNode[];
};
