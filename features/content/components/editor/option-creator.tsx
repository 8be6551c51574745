import { useId, useState } from 'react';
import { FieldError } from '@/components/forms/field-error';
import { charactersOver } from '@/components/forms/length-limit';
import { useFailureMessages } from '@/lib/forms/use-failure-messages';
import { useTranslation } from '@/lib/i18n/use-translation';

/** The longest name a tag or category may have. */
const NAME_MAX = 100;

type OptionCreatorProps = {
  label: string;
  buttonLabel: string;
  /** Creates the option; an API refusal's `name` messages are shown under the field. */
  create: (name: string) => Promise<void>;
};

/** A field and button that add a new choice (a tag, a category) to a picker without leaving the form. */
export function OptionCreator({ label, buttonLabel, create }: OptionCreatorProps) {
  const { t } = useTranslation('content');
  const serverMessages = useFailureMessages();
  const id = useId();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [shownErrors, setErrors] = useState<string[]>([]);
  // Over the limit, the name is kept whole and the field says by how much (as the shared fields do).
  const over = charactersOver(name, NAME_MAX);
  const errors = over > 0 ? [t('common:validation.tooLong', { count: over })] : shownErrors;

  async function add() {
    if (!name.trim()) {
      setErrors([t('common:validation.required')]);
      return;
    }
    if (over > 0) return;
    setBusy(true);
    setErrors([]);
    try {
      await create(name.trim());
      setName('');
    } catch (error) {
      setErrors((await serverMessages.field(error, 'name')) ?? [t('editor.createFailed')]);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mt-2">
      <label htmlFor={id} className="form-label small mb-1">
        {label}
      </label>
      <div className="input-group input-group-sm">
        <input
          id={id}
          className={`form-control${errors.length > 0 ? ' is-invalid' : ''}`}
          value={name}
          aria-invalid={errors.length > 0 || undefined}
          aria-describedby={errors.length > 0 ? `${id}-error` : undefined}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={(event) => {
            // Enter adds the choice here instead of submitting the whole editor.
            if (event.key === 'Enter') {
              event.preventDefault();
              void add();
            }
          }}
        />
        <button type="button" className="btn btn-outline-primary" onClick={() => void add()} disabled={busy}>
          {buttonLabel}
        </button>
      </div>
      <FieldError id={`${id}-error`} errors={errors} />
    </div>
  );
}
