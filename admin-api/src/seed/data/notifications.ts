import { USER_ROLE } from '../../rules/levels';
import { MEMBER_LEVEL } from './levels';

/** The types the portal routes (spec §2), plus one it does not know and sends home. */
export const NOTIFICATION_TYPES = [
  'Event', 'News', 'Wiki', 'Handbook', 'Post', 'Campaign', 'DirectAd', 'Partner', 'Report', 'Service',
] as const;
export const UNKNOWN_NOTIFICATION_TYPE = 'Announcement';

type Template = { description: string; verb: string; title: string; levels: readonly number[] };

const ENGAGED_ONLY = [MEMBER_LEVEL.engaged];
const OWNERS_AND_MANAGERS = [USER_ROLE.owner, USER_ROLE.manager];

/** Newest first. Some actors are limited to b-engaged members or to owners and managers, to
 *  exercise the portal's visibility rule; most are open to everyone. */
const TEMPLATES: readonly Template[] = [
  { description: 'News', verb: 'published', title: 'New agreement with NordVet Supplies', levels: [] },
  { description: 'Event', verb: 'published', title: 'Dental workshop in Stockholm', levels: [] },
  { description: 'Post', verb: 'replied to', title: 'Which ultrasound do you use?', levels: [] },
  { description: 'Report', verb: 'is ready', title: 'Quarterly report Q3', levels: OWNERS_AND_MANAGERS },
  { description: 'Campaign', verb: 'started', title: 'Autumn vaccine campaign', levels: [] },
  { description: 'Wiki', verb: 'updated', title: 'Handling controlled drugs', levels: [] },
  { description: 'Partner', verb: 'joined', title: 'VetLab Diagnostics', levels: [] },
  { description: 'DirectAd', verb: 'published', title: 'Used X-ray table for sale', levels: [] },
  { description: 'Service', verb: 'published', title: 'Payroll service for clinics', levels: [] },
  { description: 'Handbook', verb: 'updated', title: 'Onboarding handbook for new staff', levels: [] },
  { description: UNKNOWN_NOTIFICATION_TYPE, verb: 'announced', title: 'Portal improvements this week', levels: [] },
  { description: 'Campaign', verb: 'started', title: 'Engaged members: dental offer', levels: ENGAGED_ONLY },
  { description: 'News', verb: 'published', title: 'Price changes from January', levels: [] },
  { description: 'Event', verb: 'published', title: 'Annual members meeting', levels: [] },
  { description: 'Report', verb: 'is ready', title: 'Spend and savings, September', levels: OWNERS_AND_MANAGERS },
  { description: 'Post', verb: 'replied to', title: 'Night shifts and rotas', levels: [] },
  { description: 'Wiki', verb: 'published', title: 'Anaesthesia checklist', levels: [] },
  { description: 'Partner', verb: 'updated', title: 'PetFood Nordic', levels: ENGAGED_ONLY },
  { description: 'DirectAd', verb: 'published', title: 'Autoclave, almost new', levels: [] },
  { description: 'Service', verb: 'updated', title: 'Waste collection', levels: [] },
  { description: 'Handbook', verb: 'published', title: 'Quality handbook', levels: [] },
  { description: 'News', verb: 'published', title: 'Welcome to the new portal', levels: [] },
  { description: UNKNOWN_NOTIFICATION_TYPE, verb: 'announced', title: 'Planned maintenance', levels: [] },
  { description: 'Event', verb: 'published', title: 'Webinar: antibiotic stewardship', levels: ENGAGED_ONLY },
  { description: 'Campaign', verb: 'ended', title: 'Summer flea campaign', levels: [] },
  { description: 'Post', verb: 'replied to', title: 'Recommendations for dental X-ray', levels: [] },
  { description: 'Report', verb: 'is ready', title: 'Quarterly report Q2', levels: OWNERS_AND_MANAGERS },
  { description: 'News', verb: 'published', title: 'Member survey results', levels: [] },
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

const HOUR = 60 * 60 * 1000;

/**
 * A user's notifications, spread over the last five weeks before `now` (newest first). The
 * newest few and every fourth older one are unread; `userIndex` varies the times a little.
 */
export function notificationsFor(userIndex: number, now: Date): NotificationSeed[] {
  return TEMPLATES.map((template, index) => ({
    actorId: 100 + index,
    actorTitle: template.title,
    actorLevels: [...template.levels],
    verb: template.verb,
    unread: index < 5 || index % 4 === 0,
    timestamp: new Date(now.getTime() - (index * 29 + userIndex * 3 + 1) * HOUR),
    description: template.description,
  }));
}
