import { TextField } from '@/components/forms/text-field';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { ContentType } from '../../content-types';
import type { ContentEditorState } from './use-content-editor';

const INPUT_TYPE = { text: 'text', email: 'email', tel: 'tel', url: 'url', datetime: 'datetime-local' } as const;

/** The fields a content type declares for itself (an event's dates and place, a service's contact). */
export function ExtraFields({ type, editor }: { type: ContentType; editor: ContentEditorState }) {
  const { t } = useTranslation('content');
  if (type.extraFields.length === 0) return null;
  return (
    <fieldset>
      <legend className="h6">{t(`editor.extra.${type.key}`)}</legend>
      <div className="row">
        {type.extraFields.map((field) => (
          <TextField
            key={field.name}
            className="col-md-6 mb-3"
            label={t(`editor.fields.${field.name}`)}
            type={INPUT_TYPE[field.kind]}
            required={field.required}
            maxLength={field.maxLength}
            value={editor.form.extra[field.name] ?? ''}
            onChange={(event) => editor.setExtra(field.name, event.target.value)}
            errors={editor.errorsFor(field.name)}
            hint={field.kind === 'datetime' ? t('editor.timeZoneHint', { zone: editor.timeZone }) : undefined}
          />
        ))}
      </div>
    </fieldset>
  );
}
