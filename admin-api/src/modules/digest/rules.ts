// The digest's pure rules: where an item leads in the portal, how items are ordered and limited,
// the masked address of the unsubscribe page, and when a weekly send is due. No SQL, no I/O.
import { HANDBOOK_ANCHOR } from '../../contract/handbooks';
import { DIGEST_ITEM_TYPES, DIGEST_LIMITS, type DigestItem, type DigestItemType } from '../../contract/digest';

/** How far back the first issue of a country looks (no issue was sent before it). */
export const FIRST_ISSUE_LOOKBACK_DAYS = 30;
/** Events are taken when they start within this many days. */
export const EVENT_HORIZON_DAYS = 28;
/** At most this many items of each type are assembled (staff add more by hand). */
export const ITEMS_PER_TYPE = { news: 6, event: 5, campaign: 4, forum: 5, handbook: 5 } as const satisfies Record<
  DigestItemType,
  number
>;
/** A summary in the mail is cut to this many characters. */
export const SUMMARY_MAX = 300;

/** The portal's pages of the items (lib/routes.ts, which the API does not import: ESLint's zones). */
export function itemPath(type: DigestItemType, id: number, handbookId?: number | null): string {
  switch (type) {
    case 'news':
      return `/news/${id}`;
    case 'event':
      return `/events/${id}`;
    case 'campaign':
      return `/campaigns?id=${id}`;
    case 'forum':
      return `/forum/${id}`;
    case 'handbook':
      return `/handbooks/${handbookId ?? ''}#${HANDBOOK_ANCHOR.section(id)}`;
  }
}

/** Plain text cut at a word before `max` characters, with an ellipsis when cut. */
export function excerpt(text: string, max = SUMMARY_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The key of an item in an issue: one item of a source at most. */
export const itemKey = (item: { type: DigestItemType; id: number }): string => `${item.type}:${item.id}`;

/** The mail's order of sections: items keep staff's order within their type. */
export function sectionsOf(items: readonly DigestItem[]): { type: DigestItemType; items: DigestItem[] }[] {
  return DIGEST_ITEM_TYPES.map((type) => ({ type, items: items.filter((item) => item.type === type) })).filter(
    (section) => section.items.length > 0,
  );
}

/** `anna@clinic.se` → `a•••@clinic.se`: enough for the owner to recognise, too little for a stranger. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}

/** Whether the list of refs names each item once and stays within the limit. */
export function refsProblem(refs: readonly { type: DigestItemType; id: number }[]): string | null {
  if (refs.length > DIGEST_LIMITS.items.max) return `At most ${DIGEST_LIMITS.items.max} items.`;
  const keys = new Set(refs.map(itemKey));
  return keys.size === refs.length ? null : 'An item is listed twice.';
}

/** Parts of a time in a time zone (weekday ISO 1–7, hour, and the ISO week key `2026-W48`). */
export function zonedParts(at: Date, timeZone: string): { weekday: number; hour: number; week: string } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
    weekday: 'short',
  }).formatToParts(at);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(get('weekday')) + 1;
  const local = new Date(Date.UTC(Number(get('year')), Number(get('month')) - 1, Number(get('day'))));
  // ISO week: the Thursday of this week decides the year.
  const thursday = new Date(local.getTime() + (4 - weekday) * 86_400_000);
  const yearStart = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  const week = Math.floor((thursday.getTime() - yearStart) / 86_400_000 / 7) + 1;
  return {
    weekday,
    hour: Number(get('hour')),
    week: `${thursday.getUTCFullYear()}-W${String(week).padStart(2, '0')}`,
  };
}

/** Whether a weekly send is due at `at`: its day and hour have come this week and this week was not sent. */
export function isScheduleDue(
  schedule: { weekday: number; hour: number; timeZone: string; enabled: boolean; lastPeriod: string | null },
  at: Date,
): string | null {
  if (!schedule.enabled) return null;
  const now = zonedParts(at, schedule.timeZone);
  const reached = now.weekday > schedule.weekday || (now.weekday === schedule.weekday && now.hour >= schedule.hour);
  return reached && schedule.lastPeriod !== now.week ? now.week : null;
}

/** The next time a weekly send runs (to the hour), searched hour by hour over the coming week. */
export function nextRunAt(schedule: { weekday: number; hour: number; timeZone: string }, at: Date): Date {
  const start = new Date(Math.ceil(at.getTime() / 3_600_000) * 3_600_000);
  for (let hours = 0; hours <= 24 * 8; hours += 1) {
    const candidate = new Date(start.getTime() + hours * 3_600_000);
    const parts = zonedParts(candidate, schedule.timeZone);
    if (parts.weekday === schedule.weekday && parts.hour === schedule.hour) return candidate;
  }
  return start;
}

/** A country's time zone by its code; the seeded countries' capitals, UTC for anything else. */
const TIME_ZONES: Readonly<Record<string, string>> = {
  se: 'Europe/Stockholm',
  dk: 'Europe/Copenhagen',
  no: 'Europe/Oslo',
  de: 'Europe/Berlin',
  be: 'Europe/Brussels',
  nl: 'Europe/Amsterdam',
  fr: 'Europe/Paris',
  gb: 'Europe/London',
  es: 'Europe/Madrid',
  pl: 'Europe/Warsaw',
  cz: 'Europe/Prague',
  sk: 'Europe/Bratislava',
  br: 'America/Sao_Paulo',
  au: 'Australia/Sydney',
  fi: 'Europe/Helsinki',
  at: 'Europe/Vienna',
};

export const timeZoneOf = (countryCode: string): string => TIME_ZONES[countryCode] ?? 'UTC';
