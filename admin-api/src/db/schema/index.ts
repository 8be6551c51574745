// Every table, one file per area. The database client (drizzle's relational queries) and
// drizzle-kit read them all from here; application code imports the area file it needs.
// After a change run `npm run db:generate -w admin-api` and commit the new file in drizzle/
// (see docs/admin-api.md). TypeScript names are camelCase, columns snake_case.
export * from './accounts';
export * from './auth';
export * from './clickstream';
export * from './commitments';
export * from './content';
export * from './feature-flags';
export * from './forum';
export * from './locale';
export * from './maintenance';
export * from './notifications';
export * from './outbox';
export * from './partners';
export * from './purchasing';
export * from './reports';
export * from './settings';
export * from './staff-cards';
export * from './handbooks';
export * from './vetdata';
