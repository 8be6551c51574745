import { TimeText } from '@/components/time-text/time-text';
import type { ContentItem } from '@/lib/contract/content-item';
import { ownValue } from '../own-fields';
import { CARD_FACTS } from '../type-registry/card-facts';
import { useContentFormat } from './use-content-format';
import type { ContentType } from '../content-types';

/** The first fact of an item in a list: its type's facts where its own field dates it (an event: when and where), else its publish date. */
export function ItemWhen({ type, item }: { type: ContentType; item: ContentItem }) {
  const format = useContentFormat();
  const CardFacts = CARD_FACTS[type.key];
  if (CardFacts && ownValue(item, type.datedBy)) return <CardFacts item={item} />;
  return <TimeText dateTime={item.publishDate} text={() => format.date(item.publishDate)} />;
}
