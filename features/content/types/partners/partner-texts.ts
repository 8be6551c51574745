import { CONTACT_TYPE } from '@/lib/contract/partners';
import type { Translate } from '@/lib/i18n/use-translation';

// Texts the API names by code (docs/api.md "Partners"): translated in `content` where the portal
// knows the code, else the API's own (English) name.

const CONTACT_TYPE_NAMES = Object.fromEntries(Object.entries(CONTACT_TYPE).map(([name, value]) => [value, name]));

/** The label of a contact type (`types.partners.contactType.<name>`), or null for none or an unknown one. */
export function contactTypeLabel(value: number | null | undefined, t: Translate): string | null {
  const name = value === null || value === undefined ? undefined : CONTACT_TYPE_NAMES[value];
  return name ? t(`types.partners.contactType.${name}`) : null;
}

/** A text of the partners' texts by code (`types.partners.<group>.<code>…`), or `fallback` when none is written. */
export function byCode(t: Translate, group: string, code: string, fallback: string): string {
  return code ? t(`types.partners.${group}.${code}`, { defaultValue: fallback }) : fallback;
}
