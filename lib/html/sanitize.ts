import DOMPurify from 'isomorphic-dompurify';
import type { SafeHtml } from '@/lib/html/safe-html';
import { mentionRanges } from '@/lib/rules/mentions';
import { RICH_TEXT_TAGS } from '@/lib/rules/rich-text';

/** What content HTML may hold: the admin API's allowlist (lib/rules/rich-text), no wider. */
const ALLOWED_TAGS = [...RICH_TEXT_TAGS];
const ALLOWED_ATTR = [
  'href',
  'title',
  'target',
  'rel',
  'src',
  'alt',
  'width',
  'height',
  'colspan',
  'rowspan',
  'start',
  'allowfullscreen',
];

/** Links and images: web addresses, mail and phone links, and paths on this site. */
const ALLOWED_URI = /^(?:https?:|mailto:|tel:|\/(?![/\\])|#)/i;

/** The only frames: embedded videos. */
const VIDEO_FRAME =
  /^https:\/\/(?:www\.youtube(?:-nocookie)?\.com\/embed\/[\w-]{11}|player\.vimeo\.com\/video\/\d{6,12})(?:[?#]|$)/;

let hooksAdded = false;

function addHooks(): void {
  if (hooksAdded) return;
  hooksAdded = true;
  DOMPurify.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName === 'iframe' && !VIDEO_FRAME.test((node as Element).getAttribute('src') ?? ''))
      node.parentNode?.removeChild(node);
  });
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A' && node.getAttribute('target')) {
      if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
      else node.removeAttribute('target');
    }
    if (node.nodeName === 'IMG') node.setAttribute('loading', 'lazy');
  });
}

/** Sanitized content is kept by its source (the same article is rendered again and again). */
const MAX_CACHED = 200;
const cache = new Map<string, SafeHtml>();
const markedCache = new Map<string, SafeHtml>();

function keep(store: Map<string, SafeHtml>, key: string, value: SafeHtml): void {
  if (store.size >= MAX_CACHED) store.delete(store.keys().next().value as string);
  store.set(key, value);
}

const CONFIG = {
  ALLOWED_TAGS,
  ALLOWED_ATTR: [...ALLOWED_ATTR, 'loading'],
  ALLOWED_URI_REGEXP: ALLOWED_URI,
  ALLOW_DATA_ATTR: false,
  ADD_TAGS: ['iframe'],
  // DOMPurify removes `target` unless it is added explicitly (the hook above keeps only _blank).
  ADD_ATTR: ['target'],
  // Attributes that hold no address: exempt from ALLOWED_URI_REGEXP, which DOMPurify otherwise
  // applies to every attribute it does not know (and `_blank` or `2` are not addresses).
  ADD_URI_SAFE_ATTR: ['target', 'rel', 'width', 'height', 'colspan', 'rowspan', 'start', 'allowfullscreen', 'loading'],
};

/**
 * Content HTML made safe to render (ARCHITECTURE "Content HTML"): only the tags, attributes and
 * addresses of the allowlist survive; scripts, event handlers, styles and `javascript:` links go.
 * Used on the server and in the browser alike. `mentions`: the names a forum post @mentions, marked
 * (markMentions).
 */
export function sanitizeHtml(html: string, mentions: readonly string[] = []): SafeHtml {
  if (!html) return '' as SafeHtml;
  if (mentions.length > 0) {
    // Marked posts are kept too, by their names and source: marking works on a DOM, dearer still.
    const key = `${mentions.join('\n')}\u0000${html}`;
    const marked = markedCache.get(key) ?? markMentions(sanitizeHtml(html), mentions);
    if (!markedCache.has(key)) keep(markedCache, key, marked);
    return marked;
  }
  const cached = cache.get(html);
  if (cached !== undefined) return cached;
  addHooks();
  const clean = DOMPurify.sanitize(html, CONFIG) as SafeHtml;
  keep(cache, html, clean);
  return clean;
}

const MENTION_CLASS = 'mention';
/** Text where a mention is not marked: code stays as written. */
const UNMARKED_PARENTS = new Set(['CODE', 'PRE']);

/**
 * Sanitized HTML with each "@First Last" of `names` (lib/rules/mentions) in a `<span class="mention">`.
 * It works on the sanitizer's DOM, splitting text nodes and setting the span's text, so no text is
 * ever read as markup, and the span is the only thing added.
 */
export function markMentions(html: SafeHtml, names: readonly string[]): SafeHtml {
  if (!html || names.length === 0) return html;
  addHooks();
  const fragment = DOMPurify.sanitize(html, { ...CONFIG, RETURN_DOM_FRAGMENT: true });
  const document = fragment.ownerDocument;
  const walker = document.createTreeWalker(fragment, 4 /* NodeFilter.SHOW_TEXT */);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!UNMARKED_PARENTS.has(node.parentElement?.nodeName ?? '')) texts.push(node as Text);
  }
  for (const text of texts) {
    const content = text.data;
    const ranges = names
      .flatMap((name) => mentionRanges(content, name))
      .sort((a, b) => a[0] - b[0] || b[1] - a[1])
      .filter((range, index, all) => index === 0 || range[0] >= all[index - 1]![1]);
    if (ranges.length === 0) continue;
    const parts = document.createDocumentFragment();
    let at = 0;
    for (const [start, end] of ranges) {
      if (start > at) parts.append(content.slice(at, start));
      const span = document.createElement('span');
      span.className = MENTION_CLASS;
      span.textContent = content.slice(start, end);
      parts.append(span);
      at = end;
    }
    if (at < content.length) parts.append(content.slice(at));
    text.replaceWith(parts);
  }
  const container = document.createElement('div');
  container.append(fragment);
  return container.innerHTML as SafeHtml;
}
