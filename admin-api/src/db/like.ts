// LIKE patterns from what a user typed: `%` and `_` are matched as themselves, not as wildcards
// (PostgreSQL's default escape character is the backslash).

export const escapeLike = (value: string): string => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/** An (i)like pattern that finds `value` anywhere in the text. */
export const containsPattern = (value: string): string => `%${escapeLike(value)}%`;
