// `?ordering=` of a sortable list, as DRF reads it: a field, descending with a leading `-`.

/** The ordering a click on a column's header gives: ascending first, then descending, from the current one. */
export function nextOrdering(current: string, column: string): string {
  return current === column ? `-${column}` : column;
}

/** How a column is sorted now, for aria-sort. */
export function columnSort(current: string, column: string): 'ascending' | 'descending' | 'none' {
  if (current === column) return 'ascending';
  if (current === `-${column}`) return 'descending';
  return 'none';
}
