// Notifications of types Partner, Campaign and DirectAd for every active user, written with the
// partner seed (the demo notifications are seeded before these items exist). Each is about an item
// its recipient may read: published in their country, its feature available there, a campaign
// running now, an ad not expired.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { type DbExecutor } from '../db/client';
import { members, users } from '../db/schema/accounts';
import { contentItems } from '../db/schema/content';
import { featureFlags } from '../db/schema/feature-flags';
import { notifications } from '../db/schema/notifications';
import { publishedAt } from '../modules/content/published';
import { FEATURE } from '../rules/features';

/** Notification type → the content type (registry key) it opens and the feature it belongs to. */
export const PARTNER_NOTIFICATION_TYPES = {
  Partner: { type: 'partners', feature: FEATURE.partners },
  Campaign: { type: 'campaigns', feature: FEATURE.campaigns },
  DirectAd: { type: 'directads', feature: FEATURE.directAds },
} as const;
type NotificationType = keyof typeof PARTNER_NOTIFICATION_TYPES;

/** Per user, newest first: [type, place among the readable items of the type, verb]. */
const TEMPLATES: readonly [NotificationType, number, string][] = [
  ['Campaign', 0, 'published'],
  ['DirectAd', 0, 'published'],
  ['Partner', 0, 'updated'],
  ['Campaign', 1, 'published'],
  ['Partner', 1, 'published'],
];

const HOUR = 60 * 60 * 1000;

type Item = { id: number; title: string; type: string; countryId: number; extra: Record<string, unknown> };

const time = (value: unknown) => (typeof value === 'string' ? Date.parse(value) : Number.NaN);

/** Whether members may read the item now: a campaign has started and not ended, an ad has not expired. */
function isCurrent(item: Item, now: Date): boolean {
  if (item.type === 'campaigns')
    return time(item.extra.startsAt) <= now.getTime() && now.getTime() < time(item.extra.endsAt);
  if (item.type === 'directads') return now.getTime() < time(item.extra.expiresAt);
  return true;
}

/** Campaigns ending soonest first (as members list them); the others in id order. */
function order(items: Item[]): Item[] {
  return items.sort((a, b) =>
    a.type === 'campaigns' ? time(a.extra.endsAt) - time(b.extra.endsAt) || a.id - b.id : a.id - b.id,
  );
}

export async function seedPartnerNotifications(tx: DbExecutor, now: Date): Promise<void> {
  const types = Object.values(PARTNER_NOTIFICATION_TYPES);
  const rows = await tx
    .select({
      id: contentItems.id,
      title: contentItems.title,
      type: contentItems.type,
      countryId: contentItems.countryId,
      extra: contentItems.extra,
    })
    .from(contentItems)
    .where(
      and(
        inArray(
          contentItems.type,
          types.map((t) => t.type),
        ),
        publishedAt('content_items', now),
      ),
    );
  const readable = new Map<string, Item[]>();
  for (const row of rows) {
    const item = { ...row, extra: row.extra as Record<string, unknown> };
    if (!isCurrent(item, now)) continue;
    const key = `${row.countryId}:${row.type}`;
    readable.set(key, [...(readable.get(key) ?? []), item]);
  }
  for (const items of readable.values()) order(items);

  const flags = await tx
    .select({ countryId: featureFlags.countryId, feature: featureFlags.feature })
    .from(featureFlags)
    .where(
      and(
        eq(featureFlags.available, true),
        inArray(
          featureFlags.feature,
          types.map((t) => t.feature),
        ),
      ),
    );
  const available = new Set(flags.map((flag) => `${flag.countryId}:${flag.feature}`));

  const recipients = await tx
    .select({ id: users.id, countryId: members.countryId })
    .from(users)
    .innerJoin(members, eq(members.id, users.memberId))
    .where(eq(users.isActive, true))
    .orderBy(asc(users.id));
  const values = recipients.flatMap((user, userIndex) =>
    TEMPLATES.flatMap(([description, place, verb], index) => {
      const { type, feature } = PARTNER_NOTIFICATION_TYPES[description];
      if (!available.has(`${user.countryId}:${feature}`)) return [];
      const item = readable.get(`${user.countryId}:${type}`)?.[place];
      if (!item) return [];
      return [
        {
          recipientId: user.id,
          actorId: item.id,
          actorTitle: item.title,
          actorLevels: [],
          verb,
          unread: index < 3,
          timestamp: new Date(now.getTime() - (index * 7 + userIndex + 2) * HOUR),
          description,
        },
      ];
    }),
  );
  if (values.length > 0) await tx.insert(notifications).values(values);
}
