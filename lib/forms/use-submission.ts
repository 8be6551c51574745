import { useCallback, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ApiError, type FieldErrors } from '@/lib/api/api-error';
import { formFailureMessages } from '@/lib/forms/failure-messages';
import { reportError } from '@/lib/monitoring/monitoring';

export type Submission = {
  submitting: boolean;
  /** Form-level messages from the last failed attempt. */
  failure: string[];
  /** The server's messages per field from the last failed attempt. */
  serverFieldErrors: FieldErrors;
  /** Runs `action`; on failure keeps what the user typed and records the messages. Resolves to whether it succeeded. */
  submit(action: () => Promise<void>): Promise<boolean>;
};

/** The state of one form's submit: busy flag and the server's answer when it says no. */
export function useSubmission(): Submission {
  const { t } = useTranslation();
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string[]>([]);
  const [serverFieldErrors, setServerFieldErrors] = useState<FieldErrors>({});

  const submit = useCallback(
    async (action: () => Promise<void>) => {
      setSubmitting(true);
      setFailure([]);
      setServerFieldErrors({});
      try {
        await action();
        return true;
      } catch (error) {
        // An answer from the API is the member's business; anything else is a bug to know about.
        if (!(error instanceof ApiError)) reportError(error, { action: 'form submit' });
        setFailure(formFailureMessages(error, t));
        setServerFieldErrors(error instanceof ApiError ? error.fieldErrors : {});
        return false;
      } finally {
        setSubmitting(false);
      }
    },
    [t],
  );

  return { submitting, failure, serverFieldErrors, submit };
}
