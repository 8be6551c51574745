import { MetaLine } from '@/components/meta-line/meta-line';
import { useContentFormat } from '../../../components/use-content-format';
import type { EventItem } from '../event-item';

/** When and where an event is, leading its line in lists and on the home page. */
export function EventCardFacts({ item }: { item: EventItem }) {
  const format = useContentFormat();
  if (!item.startsAt) return null;
  return (
    <MetaLine
      as="span"
      parts={[
        <time key="when" dateTime={item.startsAt}>
          {format.range(item.startsAt, item.endsAt ?? item.startsAt)}
        </time>,
        item.place,
      ]}
    />
  );
}
