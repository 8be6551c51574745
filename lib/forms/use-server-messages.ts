import { useMemo } from 'react';
import { ApiError, type FieldErrors } from '@/lib/api/api-error';
import { formFailureMessages } from '@/lib/forms/failure-messages';
import { translateFieldErrors, translateServerMessage, type MessageTranslator } from '@/lib/forms/server-messages';
import { useTranslation } from '@/lib/i18n/use-translation';

export type ServerMessages = {
  /** The form-level messages of a failed call (lib/forms/failure-messages). */
  failure(error: unknown): string[];
  /** Every field's messages of a refused write, translated. */
  fieldErrors(errors: FieldErrors): FieldErrors;
  /** The translated messages of one field of a failed call, or undefined when the call did not fail on it. */
  field(error: unknown, name: string): string[] | undefined;
  message(text: string): string;
};

/** The server-message mapping bound to the page's language, for components that show what the admin API said. */
export function useServerMessages(): ServerMessages {
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    const translator: MessageTranslator = { t, locale: i18n.language };
    return {
      failure: (error) => formFailureMessages(error, translator),
      fieldErrors: (errors) => translateFieldErrors(errors, translator),
      field: (error, name) => {
        const messages = error instanceof ApiError ? error.fieldErrors[name] : undefined;
        return messages?.map((message) => translateServerMessage(message, translator));
      },
      message: (text) => translateServerMessage(text, translator),
    };
  }, [t, i18n.language]);
}
