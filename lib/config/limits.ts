/** Business constants of spec §9, named once. Times in milliseconds unless the name says otherwise. */
export const ACCESS_TOKEN_LIFETIME_MINUTES = 15;
export const REFRESH_TOKEN_LIFETIME_DAYS = 30;

export const MAINTENANCE_POLL_MS = 30_000;
export const BANNER_REFRESH_MS = 300_000;
export const LOADING_MESSAGE_ROTATION_MS = 6_000;

export const MOBILE_BREAKPOINT_PX = 991;
export const RESIZE_DEBOUNCE_MS = 20;

export const NOTIFICATIONS_DROPDOWN_SIZE = 3;
export const NOTIFICATIONS_PAGE_SIZE = 20;

export const SWR_DEDUPING_INTERVAL_MS = 60_000;

/** How long before its expiry an access token is already treated as expired (clock skew, request time). */
export const TOKEN_EXPIRY_LEEWAY_SECONDS = 30;

/** Every request to the admin API gives up after this long. */
export const API_TIMEOUT_MS = 15_000;

/** The shortest password a form accepts before asking the API (whose validators have the last word). */
export const MIN_PASSWORD_LENGTH = 8;
