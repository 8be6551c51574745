/** An e-mail address as the API expects it in every auth request: trimmed and lowercased (spec §5). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
