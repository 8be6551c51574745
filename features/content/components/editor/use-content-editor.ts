import { useRouter } from 'next/router';
import { useMemo, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useToast } from '@/components/toast/toast-provider';
import { apiClient } from '@/lib/api/browser-client';
import type { ContentItem } from '@/lib/contract/content-item';
import { useLeaveWarning } from '@/lib/forms/use-leave-warning';
import { useSubmission } from '@/lib/forms/use-submission';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useLocaleOptions } from '@/lib/session/get-locale-options';
import { useSession } from '@/lib/session/session-context';
import { countryTimeZone } from '@/lib/time/country-time-zone';
import { contentItemKey, readableItem, useContentItem } from '../../api/content-item';
import { isContentListKey } from '../../api/content-list';
import { deleteContentItem } from '../../api/delete-content-item';
import { saveContentItem } from '../../api/save-content-item';
import { editorPath } from '../../content-paths';
import { emptyForm, formToInput, itemToForm, missingFields, type EditorForm, type ExtraValue } from '../../editor-form';
import type { ContentType } from '../../content-types';

/**
 * The state of the editor of one item: the form, its errors (the form's own once a save was tried,
 * and the server's), saving and deleting. A failed save keeps every edit.
 */
export function useContentEditor(type: ContentType, id: number | null, now: string) {
  const { t } = useTranslation('content');
  const router = useRouter();
  const showToast = useToast();
  const { mutate } = useSWRConfig();
  const { user } = useSession();
  const { data: saved } = useContentItem(type, id);
  const { data: options } = useLocaleOptions(true);
  const submission = useSubmission();
  const [deleting, setDeleting] = useState(false);
  const [attempted, setAttempted] = useState(false);

  const zoneOf = (countryId: string) => {
    const country = options?.countries.find((option) => String(option.id) === countryId);
    return countryTimeZone(country?.code ?? saved?.country.code ?? user.member.country.code);
  };
  const initial = useMemo(
    () =>
      saved
        ? itemToForm(type, saved, countryTimeZone(saved.country.code))
        : emptyForm(type, user.member.country.id, now, countryTimeZone(user.member.country.code), router.query),
    // The form starts from the item as loaded; a save replaces both (below).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const [baseline, setBaseline] = useState(initial);
  const [form, setForm] = useState<EditorForm>(initial);
  const dirty = JSON.stringify(form) !== JSON.stringify(baseline);
  const { leaveWithoutAsking } = useLeaveWarning(dirty, t('editor.leaveQuestion'));

  const missing = attempted ? missingFields(type, form) : {};
  /** Every message to show beside a field: "required" once a save was tried, then the server's. */
  const errorsFor = (name: string): string[] => [
    ...(missing[name] ? [t('common:validation.required')] : []),
    ...(submission.serverFieldErrors[name] ?? []),
  ];

  /** Changes some fields; a function gets the current form (for changes made after an await). */
  function update(changes: Partial<EditorForm> | ((current: EditorForm) => Partial<EditorForm>)) {
    setForm((current) => ({ ...current, ...(typeof changes === 'function' ? changes(current) : changes) }));
  }

  /**
   * After a write, every list of the type may be stale (the home page's highlights, the lists, the
   * staff table): they are dropped from the cache, so pages show their fresh fallback and the ones
   * on screen fetch again. Revalidating alone would refetch only the lists on screen, and the
   * others would come back stale from the cache.
   */
  async function forgetLists() {
    await mutate((key) => isContentListKey(type, key), undefined, { revalidate: true });
  }

  /** Saves the form; resolves to whether it was saved (else the errors are on the form). */
  async function save(): Promise<boolean> {
    setAttempted(true);
    if (Object.keys(missingFields(type, form)).length > 0) return false;
    const timeZone = zoneOf(form.country);
    let result: ContentItem | null = null;
    const ok = await submission.submit(async () => {
      result = await saveContentItem(apiClient, type, formToInput(type, form, timeZone), id);
    });
    if (!ok || !result) return false;
    const item: ContentItem = result;
    // The sanitizer loads with the first save, not with the editor.
    const { sanitizeHtml } = await import('@/lib/html/sanitize');
    await mutate(contentItemKey(type, item.id), readableItem(item, sanitizeHtml), { revalidate: false });
    await forgetLists();
    showToast(t('editor.saved'), 'success');
    const next = itemToForm(type, item, countryTimeZone(item.country.code));
    setBaseline(next);
    setForm(next);
    setAttempted(false);
    if (id === null) await leaveWithoutAsking(() => router.replace(editorPath(type, item.id)));
    return true;
  }

  async function remove(): Promise<boolean> {
    if (id === null) return false;
    setDeleting(true);
    try {
      await deleteContentItem(apiClient, type, id);
    } catch {
      setDeleting(false);
      showToast(t('editor.deleteFailed'), 'danger');
      return false;
    }
    await forgetLists();
    showToast(t('editor.deleted'), 'success');
    await leaveWithoutAsking(() => router.push(type.pages.admin));
    return true;
  }

  return {
    saved: saved ?? null,
    options,
    form,
    update,
    setExtra: (name: string, value: ExtraValue) =>
      setForm((current) => ({ ...current, extra: { ...current.extra, [name]: value } })),
    timeZone: zoneOf(form.country),
    attempted,
    errorsFor,
    serverErrorsFor: (name: string) => submission.serverFieldErrors[name] ?? [],
    failure: attempted && Object.keys(missing).length > 0 ? [t('common:failure.checkFields')] : submission.failure,
    submitting: submission.submitting,
    dirty,
    save,
    deleting,
    remove,
  };
}

export type ContentEditorState = ReturnType<typeof useContentEditor>;
