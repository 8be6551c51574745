import { SelectField } from '@/components/forms/select-field';
import { TextField } from '@/components/forms/text-field';
import { CONTENT_STATUSES } from '@/lib/contract/content-item';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { ContentEditorState } from './use-content-editor';

/** Status, country, language and publish date: who sees the item, and from when. */
export function PublishingFields({ editor }: { editor: ContentEditorState }) {
  const { t } = useTranslation('content');
  const { form, options, update } = editor;
  const countries = options?.countries ?? (editor.saved ? [{ ...editor.saved.country, languages: [] }] : []);
  const languages = countries.find((country) => String(country.id) === form.country)?.languages ?? [];

  function changeCountry(country: string) {
    const kept = options?.countries
      .find((option) => String(option.id) === country)
      ?.languages.some((language) => String(language.id) === form.language);
    update({ country, language: kept ? form.language : '' });
  }

  return (
    <fieldset>
      <legend className="h6">{t('editor.publishing')}</legend>
      <SelectField
        label={t('editor.fields.status')}
        required
        placeholder={t('editor.choose')}
        value={form.status}
        options={CONTENT_STATUSES.map((status) => ({ value: String(status), label: t(`status.${status}`) }))}
        onChange={(status) => update({ status })}
        showErrors={editor.attempted}
        errors={editor.serverErrorsFor('status')}
        hint={t('editor.statusHint')}
      />
      <SelectField
        label={t('editor.fields.country')}
        required
        placeholder={t('editor.choose')}
        value={form.country}
        options={countries.map((country) => ({ value: String(country.id), label: country.name }))}
        onChange={changeCountry}
        showErrors={editor.attempted}
        errors={editor.serverErrorsFor('country')}
      />
      <SelectField
        label={t('editor.fields.language')}
        placeholder={t('editor.anyLanguage')}
        value={form.language}
        options={languages.map((language) => ({ value: String(language.id), label: language.name }))}
        onChange={(language) => update({ language })}
        errors={editor.serverErrorsFor('language')}
      />
      <TextField
        label={t('editor.fields.publishDate')}
        type="datetime-local"
        required
        value={form.publishDate}
        onChange={(event) => update({ publishDate: event.target.value })}
        errors={editor.errorsFor('publishDate')}
        hint={t('editor.timeZoneHint', { zone: editor.timeZone })}
      />
    </fieldset>
  );
}
