// A list filter naming an id that does not exist is a 400, as DRF answers it.
import { choiceError } from '../../http/params';

/** 400 for the first id of `wanted` that `found` lacks. */
export function requireKnown(key: string, wanted: readonly number[], found: readonly { id: number }[]): void {
  const ids = new Set(found.map((row) => row.id));
  const missing = wanted.find((id) => !ids.has(id));
  if (missing !== undefined) throw choiceError(key, String(missing));
}
