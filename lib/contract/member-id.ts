import type { MemberSegment } from './purchasing';

// How a member is named in the purchasing pages' addresses (`?member=`) and in the admin API's
// purchasing, report and commitment calls (`{m}`, `?memberId=`; spec §7 `{memberId|current}`,
// docs/api.md "Spend and savings"): written once here for both programs (the admin API imports it
// through src/contract/member-id.ts).

/** A member id: a positive whole number of at most 9 digits (a longer one would overflow a database integer). */
export const MEMBER_ID_PATTERN = /^[1-9]\d{0,8}$/;

/** The member the user acts for now, in a call's path or `?memberId=`. */
export const CURRENT_MEMBER = 'current';

/** A member id from text, or null for anything else (an address can say anything). */
export function parseMemberId(text: unknown): number | null {
  return typeof text === 'string' && MEMBER_ID_PATTERN.test(text) ? Number(text) : null;
}

/** A call's member: `current` (also when absent or empty) or a member id; null when malformed. */
export function parseMemberSegment(text: string | undefined): MemberSegment | null {
  if (text === undefined || text === '' || text === CURRENT_MEMBER) return CURRENT_MEMBER;
  return parseMemberId(text);
}
