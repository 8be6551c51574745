// The admin API's door to the portal's pure features rules: one set of rules for both programs.
export * from '../../../lib/rules/features';
