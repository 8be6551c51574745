// A reply being written survives a reload (issue 13, "Drafts"): kept in localStorage per thread,
// with the post it quotes. The parsing is pure and tolerant: storage holds whatever was left there.

export type ReplyDraft = { html: string; quoteId: number | null };

export function draftKey(threadId: number): string {
  return `forum-draft:${threadId}`;
}

/** Whether the editor's HTML holds anything worth keeping: text or an image, not only empty paragraphs. */
export function hasText(html: string): boolean {
  return html.replace(/<(?!img\b)[^>]*>|&nbsp;|\s/gi, '').length > 0;
}

export function serializeDraft(draft: ReplyDraft): string {
  return JSON.stringify(draft);
}

/** The stored draft, or null when there is none or it is not one (an old or foreign value). */
export function parseDraft(raw: string | null): ReplyDraft | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { html, quoteId } = value as Record<string, unknown>;
  if (typeof html !== 'string' || !hasText(html)) return null;
  const quote = typeof quoteId === 'number' && Number.isSafeInteger(quoteId) && quoteId > 0 ? quoteId : null;
  return { html, quoteId: quote };
}

/** Storage may be missing or full (private windows): a draft is a convenience, never an error. */
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function loadDraft(threadId: number): ReplyDraft | null {
  return parseDraft(storage()?.getItem(draftKey(threadId)) ?? null);
}

export function saveDraft(threadId: number, draft: ReplyDraft): void {
  try {
    if (hasText(draft.html)) storage()?.setItem(draftKey(threadId), serializeDraft(draft));
    else storage()?.removeItem(draftKey(threadId));
  } catch {
    // Full storage: the draft is not kept, the form still works.
  }
}

export function clearDraft(threadId: number): void {
  storage()?.removeItem(draftKey(threadId));
}
