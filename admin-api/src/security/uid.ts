// djoser's `uid`: the user id's decimal string in URL-safe base64 without padding.

export function encodeUid(userId: number): string {
  return Buffer.from(String(userId), 'utf8').toString('base64url');
}

/** The user id, or null when `uid` is not the encoding of a positive integer. */
export function decodeUid(uid: string): number | null {
  if (!/^[A-Za-z0-9_-]{1,32}$/.test(uid)) return null;
  const text = Buffer.from(uid, 'base64url').toString('utf8');
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  // Reject non-canonical spellings so one id has one uid.
  if (encodeUid(Number(text)) !== uid) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
}
