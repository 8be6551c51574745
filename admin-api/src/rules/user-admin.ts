// The admin API's door to Manage users' rules, shared with the portal.
export * from '../../../lib/rules/user-admin';
