import { USER_ROLE } from '../../rules/levels';
import { MEMBER_LEVEL } from './levels';

/**
 * The notification types seeded: those whose area the portal has built, each pointing at a real
 * item (src/seed/notifications.ts). Partner, Campaign and DirectAd are seeded with their items
 * (src/seed/partner-notifications.ts); Handbook, Post and Report are not: their pages do not exist yet.
 */
export const SEEDED_NOTIFICATION_TYPES = ['Event', 'News', 'Wiki', 'Service'] as const;
export type SeededNotificationType = (typeof SEEDED_NOTIFICATION_TYPES)[number];

/** The content type (registry key) a seeded notification type points at. */
export const CONTENT_TYPE_OF: Readonly<Record<SeededNotificationType, string>> = {
  Event: 'events',
  News: 'news',
  Wiki: 'wikis',
  Service: 'services',
};

/** A type the portal does not route: it goes home, so it needs no item. */
export const UNKNOWN_NOTIFICATION_TYPE = 'Announcement';

/** The verbs the seed (and so the API) sends; the portal translates these and shows any other as sent. */
export const NOTIFICATION_VERBS = ['published', 'updated', 'announced'] as const;

type Template =
  | {
      description: SeededNotificationType;
      verb: string;
      /** The nth newest visible item of the type. */ item: number;
      levels: readonly number[];
    }
  | { description: typeof UNKNOWN_NOTIFICATION_TYPE; verb: string; title: string; levels: readonly number[] };

const ENGAGED_ONLY = [MEMBER_LEVEL.engaged];
const OWNERS_AND_MANAGERS = [USER_ROLE.owner, USER_ROLE.manager];

/** Newest first. Some actors are limited to b-engaged members or to owners and managers, to
 *  exercise the portal's visibility rule; most are open to everyone. */
const TEMPLATES: readonly Template[] = [
  { description: 'News', verb: 'published', item: 0, levels: [] },
  { description: 'Event', verb: 'published', item: 0, levels: [] },
  { description: 'Wiki', verb: 'updated', item: 0, levels: [] },
  { description: 'News', verb: 'published', item: 1, levels: OWNERS_AND_MANAGERS },
  { description: 'Service', verb: 'published', item: 0, levels: [] },
  { description: 'Event', verb: 'updated', item: 1, levels: ENGAGED_ONLY },
  { description: 'Wiki', verb: 'published', item: 1, levels: [] },
  { description: UNKNOWN_NOTIFICATION_TYPE, verb: 'announced', title: 'Portal improvements this week', levels: [] },
  { description: 'News', verb: 'published', item: 2, levels: [] },
  { description: 'Service', verb: 'updated', item: 1, levels: ENGAGED_ONLY },
  { description: 'Event', verb: 'published', item: 2, levels: [] },
  { description: 'Wiki', verb: 'published', item: 2, levels: [] },
  { description: 'News', verb: 'updated', item: 3, levels: [] },
  { description: 'Service', verb: 'published', item: 2, levels: [] },
  { description: 'Event', verb: 'published', item: 3, levels: OWNERS_AND_MANAGERS },
  { description: 'Wiki', verb: 'updated', item: 3, levels: [] },
  { description: 'News', verb: 'published', item: 4, levels: ENGAGED_ONLY },
  { description: 'Service', verb: 'published', item: 3, levels: [] },
  { description: 'Event', verb: 'published', item: 4, levels: [] },
  { description: 'Wiki', verb: 'published', item: 4, levels: [] },
  { description: UNKNOWN_NOTIFICATION_TYPE, verb: 'announced', title: 'Planned maintenance', levels: [] },
  { description: 'News', verb: 'published', item: 5, levels: [] },
  { description: 'Service', verb: 'updated', item: 4, levels: [] },
  { description: 'Event', verb: 'updated', item: 5, levels: [] },
  { description: 'Wiki', verb: 'published', item: 5, levels: OWNERS_AND_MANAGERS },
  { description: 'News', verb: 'published', item: 6, levels: [] },
  { description: 'Wiki', verb: 'updated', item: 6, levels: [] },
  { description: 'News', verb: 'published', item: 7, levels: [] },
];

export type NotificationSeed = {
  actorId: number;
  actorTitle: string;
  actorLevels: number[];
  verb: string;
  unread: boolean;
  timestamp: Date;
  description: string;
};

/** The items a recipient may read, newest first, by content type. */
export type ItemsOf = (contentType: string) => readonly { id: number; title: string }[];

const HOUR = 60 * 60 * 1000;

/**
 * A user's notifications, spread over the last five weeks before `now` (newest first), each about
 * an item the user may read (`itemsOf`: the published items of their country); a template whose
 * type has no item there is left out. The newest few and every fourth older one are unread;
 * `userIndex` varies the times a little.
 */
export function notificationsFor(userIndex: number, now: Date, itemsOf: ItemsOf): NotificationSeed[] {
  return TEMPLATES.flatMap((template, index) => {
    let actor: { id: number; title: string };
    if (template.description === UNKNOWN_NOTIFICATION_TYPE) {
      actor = { id: 1 + index, title: template.title };
    } else {
      const items = itemsOf(CONTENT_TYPE_OF[template.description]);
      const item = items[template.item % Math.max(1, items.length)];
      if (!item) return [];
      actor = item;
    }
    return [
      {
        actorId: actor.id,
        actorTitle: actor.title,
        actorLevels: [...template.levels],
        verb: template.verb,
        unread: index < 5 || index % 4 === 0,
        timestamp: new Date(now.getTime() - (index * 29 + userIndex * 3 + 1) * HOUR),
        description: template.description,
      },
    ];
  });
}
