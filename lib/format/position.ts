import { POSITION, type Position } from '@/lib/contract/user';

const POSITION_NAMES = Object.fromEntries(Object.entries(POSITION).map(([name, id]) => [id, name])) as Record<
  Position,
  keyof typeof POSITION
>;

/** The positions in the order a select offers them (spec §3: doctor 0, nurse 1, administrator 2, other 3). */
export const POSITIONS: readonly Position[] = Object.values(POSITION);

/** The translation key of a position's name (`common:position.doctor`), usable from any namespace. */
export function positionLabelKey(position: Position): string {
  return `common:position.${POSITION_NAMES[position]}`;
}
