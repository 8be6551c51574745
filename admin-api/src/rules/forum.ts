// The admin API's door to the forum's rules, shared with the portal.
export * from '../../../lib/rules/forum';
