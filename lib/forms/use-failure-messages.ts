import { useMemo } from 'react';
import { ApiError, type FieldErrors } from '@/lib/api/api-error';
import type { formFailureMessages } from '@/lib/forms/failure-messages';
import type { MessageTranslator, translateFieldErrors, translateServerMessage } from '@/lib/forms/server-messages';
import { useTranslation } from '@/lib/i18n/use-translation';

/** The server-message table (lib/forms/server-messages) and the failure messages that read it. */
type Readers = {
  formFailureMessages: typeof formFailureMessages;
  translateFieldErrors: typeof translateFieldErrors;
  translateServerMessage: typeof translateServerMessage;
};

let readers: Promise<Readers> | null = null;

/**
 * Loads the table once, on the first submission or failure that needs it: no page carries it in its
 * first load. A failed load (the network is gone) is forgotten, so the next attempt tries again.
 */
export function loadFailureReaders(): Promise<Readers> {
  readers ??= Promise.all([import('@/lib/forms/failure-messages'), import('@/lib/forms/server-messages')]).then(
    ([failure, server]) => ({
      formFailureMessages: failure.formFailureMessages,
      translateFieldErrors: server.translateFieldErrors,
      translateServerMessage: server.translateServerMessage,
    }),
  );
  readers.catch(() => {
    readers = null;
  });
  return readers;
}

export type FailureMessages = {
  /** Starts loading the table (a form calls it when it is sent, before any answer). */
  preload(): void;
  /** The form-level messages of a failed call (lib/forms/failure-messages), in the page's language. */
  failure(error: unknown): Promise<string[]>;
  /** Every field's messages of a refused write, translated. */
  fieldErrors(errors: FieldErrors): Promise<FieldErrors>;
  /** The translated messages of one field of a failed call, or undefined when the call did not fail on it. */
  field(error: unknown, name: string): Promise<string[] | undefined>;
};

/**
 * What a form or an action shows when a call fails, with the table loaded
 * on first use. When it cannot load, the network is down: the "service unavailable" message, and
 * the fields' messages as the server sent them.
 */
export function useFailureMessages(): FailureMessages {
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    const translator: MessageTranslator = { t, locale: i18n.language };
    return {
      preload: () => void loadFailureReaders().catch(() => undefined),
      failure: (error) =>
        loadFailureReaders().then(
          (loaded) => loaded.formFailureMessages(error, translator),
          () => [t('common:serverMessage.unavailable')],
        ),
      fieldErrors: (errors) =>
        loadFailureReaders().then(
          (loaded) => loaded.translateFieldErrors(errors, translator),
          () => errors,
        ),
      field: async (error, name) => {
        const messages = error instanceof ApiError ? error.fieldErrors[name] : undefined;
        if (!messages) return undefined;
        return loadFailureReaders().then(
          (loaded) => messages.map((message) => loaded.translateServerMessage(message, translator)),
          () => messages,
        );
      },
    };
  }, [t, i18n.language]);
}
