// The admin API's door to the portal's currency rule: one country-to-currency table for both programs.
export * from '../../../lib/rules/currency';
