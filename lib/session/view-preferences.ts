import { PRODUCT } from '@/lib/config/product';

/**
 * How a staff or chain user views the portal, set in the developer panel and kept in local storage
 * per user (spec §6, §9). A cookie of the same name mirrors them, so the server renders the page
 * as the user views it and nothing flips after loading (staff viewing as a member, say).
 */
export type ViewPreferences = {
  /** Staff may drop their staff status on the client to see the portal as a member does. */
  viewAsStaff: boolean;
  /** Hide the member's name, e.g. while sharing a screen. */
  obfuscate: boolean;
  viewSocialButton: boolean;
  /** A different font that marks the portal as a prototype. */
  prototypeMode: boolean;
  displayCountry: boolean;
  displayMemberName: boolean;
  displayMemberLevels: boolean;
  displayUserRoles: boolean;
};

export const DEFAULT_VIEW_PREFERENCES: Readonly<ViewPreferences> = {
  viewAsStaff: true,
  obfuscate: false,
  viewSocialButton: false,
  prototypeMode: false,
  displayCountry: true,
  displayMemberName: true,
  displayMemberLevels: true,
  displayUserRoles: true,
};

/** Whether a user acts as staff on this page: staff who switched "view as staff" off see what a member sees (spec §4). */
export function actsAsStaff(isStaff: boolean, preferences: Pick<ViewPreferences, 'viewAsStaff'>): boolean {
  return isStaff && preferences.viewAsStaff;
}

/** The local storage key, and the name of the cookie that mirrors it. */
export function viewPreferencesKey(userId: number): string {
  return `${PRODUCT.key}.viewPreferences.${userId}`;
}

/** Stored preferences over the defaults; anything unreadable or of the wrong type is ignored. */
export function parseViewPreferences(stored: string | null): ViewPreferences {
  if (!stored) return { ...DEFAULT_VIEW_PREFERENCES };
  try {
    const parsed: unknown = JSON.parse(stored);
    if (typeof parsed !== 'object' || parsed === null) return { ...DEFAULT_VIEW_PREFERENCES };
    const entries = Object.entries(DEFAULT_VIEW_PREFERENCES).map(([key, fallback]) => {
      const value = (parsed as Record<string, unknown>)[key];
      return [key, typeof value === 'boolean' ? value : fallback];
    });
    return Object.fromEntries(entries) as ViewPreferences;
  } catch {
    return { ...DEFAULT_VIEW_PREFERENCES };
  }
}

/** The member's name as shown: hidden behind a neutral label when obfuscation is on. */
export function shownMemberName(name: string, obfuscate: boolean, hiddenLabel: string): string {
  return obfuscate ? hiddenLabel : name;
}
