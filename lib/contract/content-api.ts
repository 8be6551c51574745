// Where each content type's items and files are in the admin API (docs/api.md "Content"), written
// once: the portal's content registry, the shell's handbooks count and the admin API's registry
// (which serves them) read them from here.

export const CONTENT_API = {
  news: { items: '/news/', files: '/news-files/' },
  wikis: { items: '/wikis/', files: '/wiki-files/' },
  services: { items: '/services/', files: '/service-files/' },
  events: { items: '/events/', files: '/event-files/' },
  partners: { items: '/partners/', files: '/partner-files/' },
  campaigns: { items: '/campaigns/', files: '/campaign-files/' },
  /** Spelt so (spec §7). */
  directads: { items: '/direact-ads/', files: '/direact-ad-files/' },
  /** The handbooks list answers `{data, count}` (spec §3, docs/api.md "Handbooks"). */
  handbooks: { items: '/wiki/handbooks/', files: '/handbook-files/' },
  /** A handbook's chapters (`?handbook=`), and a chapter's sections (`?chapter=`). */
  chapters: { items: '/wiki/chapters/', files: '/chapter-files/' },
  sections: { items: '/wiki/sections/', files: '/section-files/' },
} as const;

/** Calls of every content type at once. The shared tags are SETTINGS_API.tags. */
export const CONTENT_SHARED_API = {
  /** Staff: POST {type, id, countries}: copies of an item, as drafts, in other countries ({created}). */
  copy: '/copy-content/',
} as const;
