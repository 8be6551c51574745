// Rich text is stored as HTML sanitized on the way in, with an allowlist: formatted text, links,
// images from this API or https, tables, and YouTube/Vimeo embeds. No script, style, event
// handler, or javascript:/data: URL survives (docs/api.md, "Rich text"; property-tested).
import sanitizeHtml from 'sanitize-html';
import { API_PREFIX } from '../../contract/api-prefix';
import { RICH_TEXT_TAGS } from '../../rules/rich-text';

/** A file of this API, as the portal's editor inserts it: `/api/v1/news-files/12/`. */
export const OWN_FILE_URL = new RegExp(`^${API_PREFIX}/([a-z]+(?:-[a-z]+)*-files)/(\\d{1,9})/$`);

const EMBEDS: readonly RegExp[] = [
  /^https:\/\/www\.youtube(?:-nocookie)?\.com\/embed\/[A-Za-z0-9_-]{11}(?:\?[A-Za-z0-9_=&;-]*)?$/,
  /^https:\/\/player\.vimeo\.com\/video\/\d{6,12}(?:\?[A-Za-z0-9_=&;-]*)?$/,
];

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && !/[\s"'<>\\]/.test(value);
  } catch {
    return false;
  }
}

/** An image source the portal may load: one of our files, or https. */
export function isAllowedImageSource(src: string): boolean {
  return OWN_FILE_URL.test(src) || isHttpsUrl(src);
}

/** The tags an item's HTML keeps: the rule shared with the portal's sanitizer (lib/rules/rich-text). */
export const ALLOWED_TAGS = RICH_TEXT_TAGS;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...ALLOWED_TAGS],
  // Dropped with their content (the default also drops script, style, textarea, option).
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'template',
    'title',
    'svg',
    'math',
    'object',
    'embed',
    'xmp',
    'noembed',
    'noframes',
    'plaintext',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
    iframe: ['src', 'width', 'height', 'title', 'allowfullscreen'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'], iframe: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  allowedIframeHostnames: ['www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com'],
  allowIframeRelativeUrls: false,
  allowedStyles: {},
  disallowedTagsMode: 'discard',
  enforceHtmlBoundary: false,
  parseStyleAttributes: false,
  transformTags: {
    b: 'strong',
    i: 'em',
    h1: 'h2',
    strike: 's',
    del: 's',
    a: (tagName, attribs) => {
      const next: Record<string, string> = { ...attribs };
      if (next.target !== undefined) {
        if (next.target === '_blank') next.rel = 'noopener noreferrer';
        else delete next.target;
      }
      return { tagName, attribs: next };
    },
  },
  // An image or embed with a source we do not allow goes entirely.
  exclusiveFilter: (frame) => {
    if (frame.tag === 'img') return !isAllowedImageSource(frame.attribs.src ?? '');
    if (frame.tag === 'iframe') return !EMBEDS.some((pattern) => pattern.test(frame.attribs.src ?? ''));
    return false;
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The ids of the files of `filesPath` (e.g. `news-files`) used as images in sanitized HTML. */
export function inlineFileIds(html: string, filesPath: string): number[] {
  const ids = new Set<number>();
  const pattern = new RegExp(`<img[^>]*\\ssrc="${API_PREFIX}/${filesPath}/(\\d{1,9})/"`, 'g');
  for (const match of html.matchAll(pattern)) ids.add(Number(match[1]));
  return [...ids];
}

/** Points the body's links to the files of `filesPath` at their copies (copy-content). */
export function rewriteFileUrls(html: string, filesPath: string, ids: ReadonlyMap<number, number>): string {
  return html.replace(new RegExp(`${API_PREFIX}/${filesPath}/(\\d{1,9})/`, 'g'), (whole, id: string) => {
    const copy = ids.get(Number(id));
    return copy === undefined ? whole : `${API_PREFIX}/${filesPath}/${copy}/`;
  });
}

const BLOCK_END = /<\/(?:p|h[2-4]|li|blockquote|pre|figcaption|tr|caption)>|<br\s*\/?>|<hr\s*\/?>/gi;

/**
 * The text of sanitized HTML, for search, excerpts and @mentions: blocks become line breaks, tags
 * go, entities are decoded (sanitize-html with no tags allowed does the decoding safely).
 */
export function plainTextOf(html: string): string {
  const text = sanitizeHtml(
    html.replace(BLOCK_END, (tag) => `${tag}\n`),
    { allowedTags: [], allowedAttributes: {} },
  );
  return (
    text
      .replace(/&nbsp;/g, ' ')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      // Last, so "&amp;lt;" stays the text "&lt;".
      .replace(/&amp;/g, '&')
      .replace(/[ \t]+/g, ' ')
      .replace(/\s*\n\s*/g, '\n')
      .trim()
  );
}
