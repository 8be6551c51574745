import type { ContentItem } from '@/lib/contract/content-item';

/** A direct ad's own fields; `advertiserEmail` reaches staff only (members write through the API's relay). */
export type DirectAdFields = {
  advertiserName?: string;
  advertiserEmail?: string;
  place?: string;
  price?: string;
  expiresAt?: string;
};

export type DirectAdItem = ContentItem<DirectAdFields>;
