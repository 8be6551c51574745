import type { ReactNode } from 'react';
import type { ContentItem } from '../types';
import type { useContentFormat } from './use-content-format';

type Format = ReturnType<typeof useContentFormat>;

/** The first facts of an item in a list: an event's time and place, anything else's publishing date. */
export function whenAndWhere(item: Pick<ContentItem, 'startsAt' | 'endsAt' | 'place' | 'publishDate'>, format: Format): ReactNode[] {
  if (item.startsAt && item.endsAt) {
    return [<time key="when" dateTime={item.startsAt}>{format.range(item.startsAt, item.endsAt)}</time>, item.place];
  }
  return [<time key="when" dateTime={item.publishDate}>{format.date(item.publishDate)}</time>];
}
