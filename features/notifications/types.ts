// The shapes the notifications endpoints send are the contract's (lib/contract), shared with the admin API.
export type { Notification, NotificationCategory } from '@/lib/contract/notification';
export type { Page } from '@/lib/contract/page';
