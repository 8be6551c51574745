/** The time zone of each country of the spec, so dates read the same on the server and in the browser. */
const TIME_ZONES: Record<string, string> = {
  au: 'Australia/Sydney',
  be: 'Europe/Brussels',
  br: 'America/Sao_Paulo',
  cz: 'Europe/Prague',
  de: 'Europe/Berlin',
  dk: 'Europe/Copenhagen',
  es: 'Europe/Madrid',
  fr: 'Europe/Paris',
  gb: 'Europe/London',
  nl: 'Europe/Amsterdam',
  no: 'Europe/Oslo',
  pl: 'Europe/Warsaw',
  se: 'Europe/Stockholm',
  sk: 'Europe/Bratislava',
};

/** The country's time zone; the showroom, the test country and unknown codes use Stockholm's. */
export function countryTimeZone(countryCode: string | null | undefined): string {
  return TIME_ZONES[(countryCode ?? '').toLowerCase()] ?? 'Europe/Stockholm';
}
