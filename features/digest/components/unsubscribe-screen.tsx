import { useState } from 'react';
import { AppLink } from '@/components/app-link/app-link';
import { FormAlert } from '@/components/forms/form-alert';
import { CardPageLayout } from '@/components/layout/card-page-layout';
import { apiClient } from '@/lib/api/browser-client';
import type { UnsubscribeState } from '@/lib/contract/digest';
import { useSubmission } from '@/lib/forms/use-submission';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ROUTES } from '@/lib/routes';
import { resubscribe, unsubscribe } from '../api/unsubscribe';
import type { UnsubscribePageProps } from '../server/unsubscribe-props';

/** What the member did on this page, for the message after it. */
type Done = 'unsubscribed' | 'resubscribed' | null;

/**
 * `/digest/unsubscribe/{token}`: opening the link changes nothing; the member presses the button to
 * unsubscribe (a POST), is told so in their language, and may subscribe again from the same page.
 */
export function UnsubscribeScreen({ token, state: loaded, problem }: UnsubscribePageProps) {
  const { t } = useTranslation('digest-unsubscribe');
  const [state, setState] = useState<UnsubscribeState | null>(loaded);
  const [done, setDone] = useState<Done>(null);
  const { submitting, failure, submit } = useSubmission();

  function act(call: typeof unsubscribe, outcome: Exclude<Done, null>) {
    void submit(async () => {
      setState(await call(apiClient, token));
      setDone(outcome);
    });
  }

  let heading: string;
  let body: React.ReactNode;
  if (!state) {
    heading = problem === 'unavailable' ? t('unsubscribe.unavailableTitle') : t('unsubscribe.invalidTitle');
    body = (
      <>
        <p>{problem === 'unavailable' ? t('unsubscribe.unavailable') : t('unsubscribe.invalid')}</p>
        <AppLink href={ROUTES.settings.me}>{t('unsubscribe.mySettings')}</AppLink>
      </>
    );
  } else if (state.subscribed) {
    heading = done === 'resubscribed' ? t('unsubscribe.resubscribedTitle') : t('unsubscribe.askTitle');
    body = (
      <>
        <p role={done ? 'status' : undefined}>
          {done === 'resubscribed' ? t('unsubscribe.resubscribed', { email: state.email }) : ''}
        </p>
        <p>{t('unsubscribe.ask', { email: state.email })}</p>
        <button
          type="button"
          className="btn btn-primary"
          disabled={submitting}
          aria-busy={submitting}
          onClick={() => act(unsubscribe, 'unsubscribed')}
        >
          {t('unsubscribe.confirm')}
        </button>
      </>
    );
  } else {
    heading = t('unsubscribe.doneTitle');
    body = (
      <>
        <p role="status">{t('unsubscribe.done', { email: state.email })}</p>
        <p>{t('unsubscribe.changedMind')}</p>
        <button
          type="button"
          className="btn btn-outline-primary"
          disabled={submitting}
          aria-busy={submitting}
          onClick={() => act(resubscribe, 'resubscribed')}
        >
          {t('unsubscribe.subscribeAgain')}
        </button>
      </>
    );
  }

  return (
    <CardPageLayout tabTitle={t('unsubscribe.tabTitle')} heading={heading}>
      <FormAlert messages={failure} />
      {body}
    </CardPageLayout>
  );
}
