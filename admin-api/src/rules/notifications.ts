// The admin API's door to the portal's pure notification rules: one set of rules for both programs.
export * from '../../../lib/rules/notifications';
