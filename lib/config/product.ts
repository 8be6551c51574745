/**
 * The product's name, in one place: it names the first menu dropdown, the token cookies
 * (`{product}.accessToken`) and the member flag `is{Product}` (spec §2, §3, §9).
 */
export const PRODUCT = {
  name: 'Vetnet',
  key: 'vetnet',
} as const;

/** A browser tab's title: the page's own, then the product (`News · Vetnet`). */
export function pageTitle(title: string): string {
  return `${title} · ${PRODUCT.name}`;
}
