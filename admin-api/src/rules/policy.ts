// The admin API's door to the portal's permission policy: one set of rules for both programs.
export * from '../../../lib/rules/policy';
