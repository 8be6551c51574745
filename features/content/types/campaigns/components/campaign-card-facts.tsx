import { MetaLine } from '@/components/meta-line/meta-line';
import { useContentFormat } from '../../../components/use-content-format';
import { CampaignPartnerName } from './campaign-partner';
import { EndsSoonBadge } from './ends-soon-badge';
import type { CampaignItem } from '../campaign-item';

/** A campaign's partner, when it runs, and whether it ends soon, leading its line in the list. */
export function CampaignCardFacts({ item }: { item: CampaignItem }) {
  const format = useContentFormat();
  // The badge is known in the browser only (the reader's clock): outside the line, so a campaign
  // not ending soon leaves no separator trailing after its period.
  return (
    <>
      <MetaLine
        as="span"
        parts={[
          item.partner && <CampaignPartnerName key="partner" partner={item.partner} />,
          item.startsAt && (
            <time key="when" dateTime={item.startsAt}>
              {format.days(item.startsAt, item.endsAt ?? item.startsAt)}
            </time>
          ),
        ]}
      />{' '}
      <EndsSoonBadge endsAt={item.endsAt} />
    </>
  );
}
