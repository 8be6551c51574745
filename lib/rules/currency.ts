// Which currency a country's members buy in (ISO 4217). The admin API stores it per country
// (countries.currency) and sends it in `me/`; the portal falls back to this when an answer lacks it.
const CURRENCY_BY_COUNTRY: Readonly<Record<string, string>> = {
  se: 'SEK',
  dk: 'DKK',
  no: 'NOK',
  pl: 'PLN',
  cz: 'CZK',
  br: 'BRL',
  au: 'AUD',
  gb: 'GBP',
  // The showroom demonstrates the Swedish portal.
  showroom: 'SEK',
};

/** The currency of a country code; EUR for the euro countries and any code not listed. */
export const currencyForCountry = (countryCode: string): string => CURRENCY_BY_COUNTRY[countryCode] ?? 'EUR';
