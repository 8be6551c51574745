import { stripTags } from '@/lib/text/strip-tags';

/**
 * Whether an item's page should lead with its summary: not when its text opens with the same words
 * (a direct ad's summary is its text, and the page would say it twice).
 */
export function showsSummary(summary: string | undefined, bodyHtml: string | undefined): boolean {
  const lead = (summary ?? '').replace(/\s+/g, ' ').trim();
  if (!lead) return false;
  return !stripTags(bodyHtml ?? '').startsWith(lead);
}
