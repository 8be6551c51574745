import { boolean, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/** The single maintenance-status row (id 1). */
export const maintenanceStatus = pgTable('maintenance_status', {
  id: integer('id').primaryKey(),
  backendDeployInProgress: boolean('backend_deploy_in_progress').notNull().default(false),
  frontendDeployInProgress: boolean('frontend_deploy_in_progress').notNull().default(false),
  deployDate: timestamp('deploy_date', { withTimezone: true }),
  estimatedDownTimeInMinutes: integer('estimated_down_time_in_minutes').notNull().default(0),
  infoShowMessage: boolean('info_show_message').notNull().default(false),
  infoEventFromTime: timestamp('info_event_from_time', { withTimezone: true }),
  infoEventToTime: timestamp('info_event_to_time', { withTimezone: true }),
});
