const SWEDISH_LETTERS: Record<string, string> = { å: 'a', ä: 'a', ö: 'o' };

/**
 * The URL slug of a title (spec §2): lowercased, å and ä become a, ö becomes o, spaces become
 * hyphens, every other character that is not a-z, 0-9 or a hyphen is removed.
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[åäö]/g, (letter) => SWEDISH_LETTERS[letter] ?? '')
    .replace(/ /g, '-')
    .replace(/[^a-z0-9-]/g, '');
}

/** The `{id}-{slug}` path segment of a detail page. */
export function idSlug(id: number, title: string): string {
  const slug = slugify(title);
  return slug ? `${id}-${slug}` : String(id);
}

/** The id at the start of an `{id}-{slug}` segment, or null when the segment does not start with one. */
export function parseIdSlug(segment: string): number | null {
  const match = /^(\d+)(?:-|$)/.exec(segment);
  if (!match?.[1]) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
