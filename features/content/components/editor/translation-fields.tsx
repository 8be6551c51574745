import { AppLink } from '@/components/app-link/app-link';
import { SelectField } from '@/components/forms/select-field';
import type { ContentItem, TranslationRef } from '@/lib/contract/content-item';
import { useTranslation } from '@/lib/i18n/use-translation';
import { contentListKey, useContentList } from '../../api/content-list';
import { editorPath } from '../../content-paths';
import type { ContentEditorState } from './use-content-editor';
import type { ContentType } from '../../content-types';

/** The most recent items of the country offered as translations (the API's largest page). */
const CANDIDATES = 100;

const asRef = (item: ContentItem): TranslationRef => ({
  id: item.id,
  title: item.title,
  status: item.status,
  publishDate: item.publishDate,
  language: item.language,
});

/**
 * The other versions of this text: items of the same type and country in other languages. Picking
 * one also links the versions it already has, so a third language joins the whole group; the API
 * checks the rest (docs/api.md "Translations") and its messages show under the picker.
 */
export function TranslationFields({ type, editor }: { type: ContentType; editor: ContentEditorState }) {
  const { t } = useTranslation('content');
  const { form, update, saved } = editor;
  const country = editor.options?.countries.find((option) => String(option.id) === form.country);
  // Only a country with several languages has translations to link.
  const offered = (country?.languages.length ?? 0) > 1 || form.translations.length > 0;
  const key =
    offered && form.country && form.language
      ? contentListKey(type, { page: 1, pageSize: CANDIDATES, country: [Number(form.country)] })
      : null;
  const { data } = useContentList(type, key);
  const linked = form.translations;
  const takenLanguages = new Set([form.language, ...linked.map((other) => String(other.language?.id ?? ''))]);
  const candidates = (data?.results ?? []).filter(
    (item) =>
      item.id !== saved?.id &&
      item.language !== null &&
      !takenLanguages.has(String(item.language.id)) &&
      !linked.some((other) => other.id === item.id),
  );

  function link(value: string) {
    const picked = candidates.find((item) => String(item.id) === value);
    if (!picked) return;
    const others = picked.translations.filter(
      (other) => other.id !== saved?.id && !linked.some((mine) => mine.id === other.id),
    );
    update((current) => ({ translations: [...current.translations, asRef(picked), ...others] }));
  }

  if (!offered) return null;
  return (
    <fieldset className="mt-3 pt-3 border-top">
      <legend className="h6">{t('editor.translations.legend')}</legend>
      {linked.length === 0 ? (
        <p className="small text-body-secondary mb-2">{t('editor.translations.none')}</p>
      ) : (
        <ul className="list-unstyled mb-2">
          {linked.map((other) => (
            <li key={other.id} className="d-flex align-items-center justify-content-between gap-2 mb-1">
              <span className="text-break">
                <span className="badge text-bg-light border me-1">
                  {other.language?.name ?? t('editor.anyLanguage')}
                </span>
                <AppLink href={editorPath(type, other.id)} lang={other.language?.code}>
                  {other.title}
                </AppLink>
              </span>
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary"
                aria-label={t('editor.translations.unlinkLabel', { title: other.title })}
                onClick={() =>
                  update((current) => ({ translations: current.translations.filter((mine) => mine.id !== other.id) }))
                }
              >
                {t('editor.translations.unlink')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <SelectField
        label={t('editor.translations.add')}
        placeholder={form.language ? t('editor.choose') : t('editor.translations.languageFirst')}
        value=""
        disabled={!form.language}
        options={candidates.map((item) => ({
          value: String(item.id),
          label: `${item.title} (${item.language?.name ?? ''})`,
        }))}
        onChange={link}
        errors={editor.serverErrorsFor('translations')}
        hint={t('editor.translations.hint')}
      />
    </fieldset>
  );
}
