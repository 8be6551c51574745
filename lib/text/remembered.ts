/**
 * `store`'s value for `key`, made on first use and kept: the shared formatters' texts and lookups,
 * which cost far more to make than to find. A store that reaches `max` entries starts over, so it
 * never grows without bound.
 */
export function remembered<K, V>(store: Map<K, V>, key: K, max: number, make: () => V): V {
  let value = store.get(key);
  if (value === undefined) {
    value = make();
    if (store.size >= max) store.clear();
    store.set(key, value);
  }
  return value;
}
