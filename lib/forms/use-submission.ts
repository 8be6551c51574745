import { useCallback, useState } from 'react';
import { ApiError, type FieldErrors } from '@/lib/api/api-error';
import { useFailureMessages } from '@/lib/forms/use-failure-messages';
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

/**
 * The state of one form's submit: busy flag and the server's answer when it says no. The
 * server-message table loads on the first submission, beside the call, not with the page.
 */
export function useSubmission(): Submission {
  const messages = useFailureMessages();
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string[]>([]);
  const [serverFieldErrors, setServerFieldErrors] = useState<FieldErrors>({});

  const submit = useCallback(
    async (action: () => Promise<void>) => {
      setSubmitting(true);
      setFailure([]);
      setServerFieldErrors({});
      messages.preload();
      try {
        await action();
        return true;
      } catch (error) {
        // An answer from the API is the member's business; anything else is a bug to know about.
        if (!(error instanceof ApiError)) reportError(error, { action: 'form submit' });
        const [failure, fieldErrors] = await Promise.all([
          messages.failure(error),
          error instanceof ApiError ? messages.fieldErrors(error.fieldErrors) : {},
        ]);
        setFailure(failure);
        setServerFieldErrors(fieldErrors);
        return false;
      } finally {
        setSubmitting(false);
      }
    },
    [messages],
  );

  return { submitting, failure, serverFieldErrors, submit };
}
