// The admin API's door to the @mention rules, shared with the portal.
export * from '../../../lib/rules/mentions';
