/**
 * A field's error messages under it, or nothing when it has none. `id` is what the field's
 * `aria-describedby` names, so screen readers read the messages with the field.
 */
export function FieldError({
  id,
  errors,
  announce = false,
}: {
  id?: string;
  errors: readonly string[];
  announce?: boolean;
}) {
  if (errors.length === 0) return null;
  return (
    <div id={id} className="invalid-feedback d-block" role={announce ? 'alert' : undefined}>
      {errors.join(' ')}
    </div>
  );
}
