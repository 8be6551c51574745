// Text search with LIKE / ILIKE: what a member types is matched literally, so `%` and `_` in a search
// box find themselves instead of acting as wildcards (PostgreSQL's default escape character is `\`).

export const escapeLike = (value: string): string => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The pattern of a "contains" search for `value`. */
export const containsPattern = (value: string): string => `%${escapeLike(value)}%`;
