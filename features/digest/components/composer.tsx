import dynamic, { type DynamicOptionsLoadingProps } from 'next/dynamic';
import { createContext, useContext } from 'react';
import { DIGEST_STATUS, type DigestIssue } from '@/lib/contract/digest';
import type { Level } from '@/lib/contract/member';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useIssue } from '../api/issue';
import { EditorPending } from './draft-summary';
import { SendPanel } from './send-panel';

/** The issue whose editor is loading, for its loading view (next/dynamic hands that view no props). */
const LoadingIssue = createContext<DigestIssue | null>(null);

function EditorLoading({ error }: DynamicOptionsLoadingProps) {
  return <EditorPending issue={useContext(LoadingIssue)} failed={Boolean(error)} />;
}

// The editor (fields, items with their buttons, items to add, preview, test and send) loads after the
// page's first paint: the server's HTML shows the draft's summary, which stays until the editor is there.
const DraftEditor = dynamic(() => import('./draft-editor').then((module) => module.DraftEditor), {
  ssr: false,
  loading: EditorLoading,
});

/** The draft chosen on `/digest`: its texts, items, preview and send; a sending or sent issue shows its figures. */
export function Composer({ issueId, levels }: { issueId: number; levels: Level[] }) {
  const { t } = useTranslation('digest');
  const { data: issue, error } = useIssue(issueId);
  if (!issue) {
    return error ? (
      <p className="alert alert-danger" role="alert">
        {t('composer.loadFailed')}
      </p>
    ) : (
      <p role="status">{t('loading')}</p>
    );
  }
  return (
    <section aria-labelledby="digest-composer-heading" className="mb-5">
      <h2 id="digest-composer-heading" className="h4">
        {t('composer.heading', { country: issue.country.name, language: issue.language.name })}
      </h2>
      {issue.status === DIGEST_STATUS.draft ? (
        <LoadingIssue.Provider value={issue}>
          <DraftEditor key={issue.id} issue={issue} levels={levels} />
        </LoadingIssue.Provider>
      ) : (
        <>
          <p>{issue.subject}</p>
          <SendPanel issue={issue} />
        </>
      )}
    </section>
  );
}
