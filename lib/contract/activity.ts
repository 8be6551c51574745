// The activity stream (spec §7 "Activity"): page views and UI events the portal records for the
// organisation's analytics. The paths, written once here for both programs (the admin API imports
// them through src/contract/activity.ts).

export const ACTIVITY_API = {
  /** POST an ActivityRecord: a page view (one per route change). */
  stream: '/clickstream/stream/',
  /** POST {actionType, actionDetails, data, context}: something the member did, e.g. switch language. */
  action: '/clickstream/activity/',
} as const;
