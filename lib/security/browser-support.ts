/** Internet Explorer, which the portal does not support (spec §2 "browser-not-supported page"). */
export function isInternetExplorer(userAgent: string | null | undefined): boolean {
  if (!userAgent) return false;
  return /\bMSIE \d|\bTrident\/\d/.test(userAgent);
}
