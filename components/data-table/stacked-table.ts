import styles from './data-table.module.scss';

/**
 * The class of a table whose rows become cards on a phone (below Bootstrap's `sm`, 576 px): give it
 * to the `<table>`, and each body cell the name of its column as `data-label` (the row's header,
 * the card's title, needs none). Sortable column headers (`aria-sort`) stay visible above the
 * cards. DataTable does the same with `stackOnPhone`.
 */
export const stackedTableClass: string = styles.stacked ?? '';
