import { slugify } from '@/lib/text/slug';
import { toZonedInput } from '@/lib/time/zoned-input';

/**
 * The customers export's file name: the clinic and the day in its time zone, so a clinic's exports
 * (and staff's of several clinics) tell themselves apart: `customers-smadjursklinik-goteborg-2026-11-26.xlsx`.
 */
export function customersExportFileName(clinic: string, now: Date, timeZone: string): string {
  const day = toZonedInput(now.toISOString(), timeZone).slice(0, 10);
  return `${['customers', slugify(clinic.trim().replace(/\s+/g, ' ')), day].filter(Boolean).join('-')}.xlsx`;
}
