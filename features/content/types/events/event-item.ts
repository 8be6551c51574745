import type { ContentItem } from '@/lib/contract/content-item';

/** An event's own fields (docs/api.md "The item"): when and where it is, and where to sign up. */
export type EventFields = {
  startsAt?: string;
  endsAt?: string;
  place?: string;
  address?: string;
  signUpUrl?: string | null;
};

export type EventItem = ContentItem<EventFields>;
