import { CheckField } from '@/components/forms/check-field';
import { SelectField } from '@/components/forms/select-field';
import { TextField } from '@/components/forms/text-field';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { ContentEditorState } from './use-content-editor';
import type { ContentField, ContentType } from '../../content-types';

const INPUT_TYPE = {
  text: 'text',
  email: 'email',
  tel: 'tel',
  url: 'url',
  datetime: 'datetime-local',
  number: 'number',
  reference: 'number',
} as const;

/** One own field, as its kind asks: a checkbox, a select of the declared options, or a typed input. */
function ExtraField({ field, editor }: { field: ContentField; editor: ContentEditorState }) {
  const { t } = useTranslation('content');
  const label = t(`editor.fields.${field.name}`);
  const value = editor.form.extra[field.name];
  const text = typeof value === 'string' ? value : '';
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
    case 'choice':
      return (
        <div className="col-md-6">
          <SelectField
            label={label}
            required={field.required}
            placeholder={t('editor.choose')}
            value={text}
            options={field.options.map((option) => ({ value: option.value, label: t(option.label) }))}
            onChange={(choice) => editor.setExtra(field.name, choice)}
            showErrors={editor.attempted}
            errors={editor.serverErrorsFor(field.name)}
          />
        </div>
      );
    default:
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
          value={text}
          onChange={(event) => editor.setExtra(field.name, event.target.value)}
          errors={editor.errorsFor(field.name)}
          hint={field.kind === 'datetime' ? t('editor.timeZoneHint', { zone: editor.timeZone }) : undefined}
        />
      );
  }
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
