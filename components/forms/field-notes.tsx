import { FieldError } from './field-error';

export type FieldNoteIds = { hintId: string | undefined; errorId: string | undefined; describedBy: string | undefined };

/** The ids that tie a control to its hint and errors (`aria-describedby`), from the control's own id. */
export function fieldNoteIds(id: string, hint: string | undefined, errors: readonly string[]): FieldNoteIds {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errors.length > 0 ? `${id}-error` : undefined;
  return { hintId, errorId, describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined };
}

/** A control's hint and error messages under it, with the ids its `aria-describedby` names. */
export function FieldNotes({
  ids,
  hint,
  errors,
}: {
  ids: FieldNoteIds;
  hint: string | undefined;
  errors: readonly string[];
}) {
  return (
    <>
      {hint && (
        <div id={ids.hintId} className="form-text">
          {hint}
        </div>
      )}
      <FieldError id={ids.errorId} errors={errors} />
    </>
  );
}
