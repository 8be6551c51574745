import { MetaLine } from '@/components/meta-line/meta-line';
import { TimeText } from '@/components/time-text/time-text';
import { useContentFormat } from '../../../components/use-content-format';
import type { EventItem } from '../event-item';

/** When and where an event is, leading its line in lists and on the home page. */
export function EventCardFacts({ item }: { item: EventItem }) {
  const format = useContentFormat();
  const { startsAt, endsAt } = item;
  if (!startsAt) return null;
  return (
    <MetaLine
      as="span"
      parts={[
        <TimeText key="when" dateTime={startsAt} text={() => format.range(startsAt, endsAt ?? startsAt)} />,
        item.place,
      ]}
    />
  );
}
