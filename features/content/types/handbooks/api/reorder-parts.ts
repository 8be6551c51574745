import type { ContentType } from '@/features/content/content-types';
import type { ApiClient } from '@/lib/api/client';
import { reorderPath } from '@/lib/contract/handbooks';

/** `POST <children>/reorder/`: every child of the parent, in its new order (lib/contract/handbooks). */
export async function reorderParts(
  api: ApiClient,
  childType: Pick<ContentType, 'apiBase'>,
  parent: { field: string; id: number },
  order: readonly number[],
): Promise<void> {
  await api.post(reorderPath(childType.apiBase), { [parent.field]: parent.id, order });
}

/** The order with the item at `index` moved one place up (-1) or down (+1); unchanged at either end. */
export function movedOrder<T>(order: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (index < 0 || index >= order.length || target < 0 || target >= order.length) return [...order];
  const next = [...order];
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}
