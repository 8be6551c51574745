import { useCallback, useState } from 'react';
import { ApiError, type FieldErrors } from '@/lib/api/api-error';
import { useServerMessages } from '@/lib/forms/use-server-messages';
import { reportError } from '@/lib/monitoring/monitoring';

export type Submission = {
  submitting: boolean;
  /** Form-level messages from the last failed attempt, in the member's language. */
  failure: string[];
  /** The server's messages per field from the last failed attempt, translated where known. */
  serverFieldErrors: FieldErrors;
  /** Runs `action`; on failure keeps what the user typed and records the messages. Resolves to whether it succeeded. */
  submit(action: () => Promise<void>): Promise<boolean>;
};

/** The state of one form's submit: busy flag and the server's answer when it says no. */
export function useSubmission(): Submission {
  const messages = useServerMessages();
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
        setFailure(messages.failure(error));
        setServerFieldErrors(error instanceof ApiError ? messages.fieldErrors(error.fieldErrors) : {});
        return false;
      } finally {
        setSubmitting(false);
      }
    },
    [messages],
  );

  return { submitting, failure, serverFieldErrors, submit };
}
