import DOMPurify from 'isomorphic-dompurify';
import type { SafeHtml } from '@/lib/html/safe-html';
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

/**
 * Content HTML made safe to render (ARCHITECTURE "Content HTML"): only the tags, attributes and
 * addresses of the allowlist survive; scripts, event handlers, styles and `javascript:` links go.
 * Used on the server and in the browser alike.
 */
export function sanitizeHtml(html: string): SafeHtml {
  if (!html) return '' as SafeHtml;
  const cached = cache.get(html);
  if (cached !== undefined) return cached;
  addHooks();
  const clean = DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: [...ALLOWED_ATTR, 'loading'],
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    ALLOW_DATA_ATTR: false,
    ADD_TAGS: ['iframe'],
    // DOMPurify removes `target` unless it is added explicitly (the hook above keeps only _blank).
    ADD_ATTR: ['target'],
    // Attributes that hold no address: exempt from ALLOWED_URI_REGEXP, which DOMPurify otherwise
    // applies to every attribute it does not know (and `_blank` or `2` are not addresses).
    ADD_URI_SAFE_ATTR: [
      'target',
      'rel',
      'width',
      'height',
      'colspan',
      'rowspan',
      'start',
      'allowfullscreen',
      'loading',
    ],
  });
  if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string);
  cache.set(html, clean as SafeHtml);
  return clean as SafeHtml;
}
