import { MetaLine } from '@/components/meta-line/meta-line';
import { TimeText } from '@/components/time-text/time-text';
import { useContentFormat } from '../../../components/use-content-format';
import { CampaignPartnerName } from './campaign-partner';
import { EndsSoonBadge } from './ends-soon-badge';
import type { CampaignItem } from '../campaign-item';

/** A campaign's partner, when it runs, and whether it ends soon, leading its line in the list. */
export function CampaignCardFacts({ item }: { item: CampaignItem }) {
  const format = useContentFormat();
  const { startsAt, endsAt } = item;
  // The badge is known in the browser only (the reader's clock): outside the line, so a campaign
  // not ending soon leaves no separator trailing after its period.
  return (
    <>
      <MetaLine
        as="span"
        parts={[
          item.partner && <CampaignPartnerName key="partner" partner={item.partner} />,
          startsAt && (
            <TimeText key="when" dateTime={startsAt} text={() => format.days(startsAt, endsAt ?? startsAt)} />
          ),
        ]}
      />{' '}
      <EndsSoonBadge endsAt={item.endsAt} />
    </>
  );
}
