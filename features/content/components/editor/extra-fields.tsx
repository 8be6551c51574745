import { CheckField } from '@/components/forms/check-field';
import { SelectField, type SelectOption } from '@/components/forms/select-field';
import { TextField } from '@/components/forms/text-field';
import { useTranslation } from '@/lib/i18n/use-translation';
import { contentListKey, useContentList } from '../../api/content-list';
import { CONTENT_TYPES, type ContentField, type ContentType } from '../../content-types';
import type { ContentEditorState } from './use-content-editor';

const INPUT_TYPE = {
  text: 'text',
  email: 'email',
  tel: 'tel',
  url: 'url',
  datetime: 'datetime-local',
  number: 'number',
} as const;

/** The staff list a reference's select offers: the referenced type's items by title (every country). */
export function referenceListKey(type: ContentType): string {
  return contentListKey(type, { page: 1, pageSize: REFERENCE_CHOICES, ordering: 'title' });
}

/** The most items a reference's select offers (the API's largest page). */
const REFERENCE_CHOICES = 100;

/** An item of another type (a campaign's partner), chosen by its title and country; held as its id. */
function ReferenceField({
  field,
  label,
  editor,
}: {
  field: Extract<ContentField, { kind: 'reference' }>;
  label: string;
  editor: ContentEditorState;
}) {
  const { t } = useTranslation('content');
  const referenced: ContentType = CONTENT_TYPES[field.type];
  const { data, error } = useContentList(referenced, referenceListKey(referenced));
  const value = editor.form.extra[field.name];
  const current = typeof value === 'string' ? value : '';
  const options = (data?.results ?? []).map((item) => ({
    value: String(item.id),
    label: item.country.name ? `${item.title} (${item.country.name})` : item.title,
  }));
  // An item beyond the first page keeps its id, so saving never drops it.
  if (current && !options.some((option) => option.value === current))
    options.unshift({ value: current, label: t('editor.referenceById', { id: current }) });
  return (
    <OptionsField
      field={field}
      label={label}
      editor={editor}
      options={options}
      problems={error ? [t('editor.referenceFailed')] : []}
    />
  );
}

/** A field chosen from a select of options (a choice, a number with options, a reference). */
function OptionsField({
  field,
  label,
  editor,
  options,
  problems = [],
}: {
  field: ContentField;
  label: string;
  editor: ContentEditorState;
  options: readonly SelectOption[];
  problems?: readonly string[];
}) {
  const { t } = useTranslation('content');
  const value = editor.form.extra[field.name];
  return (
    <div className="col-md-6">
      <SelectField
        label={label}
        required={field.required}
        placeholder={t('editor.choose')}
        value={typeof value === 'string' ? value : ''}
        options={options}
        onChange={(choice) => editor.setExtra(field.name, choice)}
        showErrors={editor.attempted}
        errors={[...problems, ...editor.serverErrorsFor(field.name)]}
      />
    </div>
  );
}

/** One own field, as its kind asks: a checkbox, a select of the declared options, or a typed input. */
function ExtraField({ field, editor }: { field: ContentField; editor: ContentEditorState }) {
  const { t } = useTranslation('content');
  const label = t(`editor.fields.${field.name}`);
  const value = editor.form.extra[field.name];
  switch (field.kind) {
    case 'boolean':
      return (
        <div className="col-md-6 mb-3">
          <CheckField
            label={label}
            checked={value === true}
            onChange={(checked) => editor.setExtra(field.name, checked)}
            errors={editor.serverErrorsFor(field.name)}
          />
        </div>
      );
    case 'reference':
      return <ReferenceField field={field} label={label} editor={editor} />;
    case 'choice':
    case 'number':
      if (field.kind === 'number' && !field.options) return <TypedField field={field} label={label} editor={editor} />;
      return (
        <OptionsField
          field={field}
          label={label}
          editor={editor}
          options={(field.options ?? []).map((option) => ({ value: String(option.value), label: t(option.label) }))}
        />
      );
    default:
      return <TypedField field={field} label={label} editor={editor} />;
  }
}

/** A field typed into an input of its kind (text, e-mail, a number, a date and time). */
function TypedField({
  field,
  label,
  editor,
}: {
  field: Extract<ContentField, { kind: keyof typeof INPUT_TYPE }>;
  label: string;
  editor: ContentEditorState;
}) {
  const { t } = useTranslation('content');
  const value = editor.form.extra[field.name];
  return (
    <TextField
      className="col-md-6 mb-3"
      label={label}
      type={INPUT_TYPE[field.kind]}
      required={field.required}
      maxLength={'maxLength' in field ? field.maxLength : undefined}
      min={'min' in field ? field.min : undefined}
      max={'max' in field ? field.max : undefined}
      step={'step' in field ? field.step : undefined}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => editor.setExtra(field.name, event.target.value)}
      errors={editor.errorsFor(field.name)}
      hint={field.kind === 'datetime' ? t('editor.timeZoneHint', { zone: editor.timeZone }) : undefined}
    />
  );
}

/** The fields a content type declares for itself (an event's dates and venue, a service's contact), by their kinds. */
export function ExtraFields({ type, editor }: { type: ContentType; editor: ContentEditorState }) {
  const { t } = useTranslation('content');
  if (type.extraFields.length === 0) return null;
  return (
    <fieldset>
      <legend className="h6">{t(`editor.extra.${type.key}`)}</legend>
      <div className="row">
        {type.extraFields.map((field) => (
          <ExtraField key={field.name} field={field} editor={editor} />
        ))}
      </div>
    </fieldset>
  );
}
