import { MetaLine } from '@/components/meta-line/meta-line';
import type { DirectAdItem } from '../direct-ad-item';

/** Where a direct ad's offer is and its price, after its date in the list. */
export function DirectAdCardFacts({ item }: { item: DirectAdItem }) {
  return <MetaLine as="span" parts={[item.place, item.price]} />;
}
