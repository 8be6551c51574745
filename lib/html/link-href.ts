const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

/**
 * What an editor puts in a link's `href` for what the user typed: http(s), mailto and tel links and
 * paths of this site as they are, a bare domain as https, and null for anything else (other
 * schemes such as `javascript:`, protocol-relative `//host`, spaces), so the editor can say so
 * rather than let the sanitizer drop the link silently.
 */
export function normalizeLinkHref(input: string): string | null {
  const text = input.trim();
  if (!text || /\s/.test(text)) return null;
  if (text.startsWith('/')) return text.startsWith('//') || text.startsWith('/\\') ? null : text;
  const scheme = SCHEME.exec(text)?.[1]?.toLowerCase();
  if (scheme === undefined)
    return /^[^/?#:@]+\.[a-z]{2,}([/?#:].*)?$/i.test(text) ? normalizeLinkHref(`https://${text}`) : null;
  if (!ALLOWED_SCHEMES.has(scheme)) return null;
  if (scheme === 'mailto' || scheme === 'tel') return text.length > scheme.length + 1 ? text : null;
  try {
    const url = new URL(text);
    return url.host ? text : null;
  } catch {
    return null;
  }
}
