import { useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { apiClient } from '@/lib/api/browser-client';
import type { DigestIssue, DigestItem, IssueChanges } from '@/lib/contract/digest';
import { useSubmission } from '@/lib/forms/use-submission';
import { issueKey, saveIssue } from '../api/issue';
import { DRAFTS_KEY } from '../api/issues';

export type Composer = {
  issue: DigestIssue;
  /** The items as staff arranged them (ahead of the server while a save runs or after one failed). */
  items: DigestItem[];
  saving: boolean;
  /** Messages of the last failed save; what was typed or arranged stays as it is. */
  failure: string[];
  /** Set after a save went through, for the "Saved" status. */
  saved: boolean;
  save(changes: IssueChanges): Promise<boolean>;
  setItems(items: DigestItem[]): Promise<boolean>;
  /** Resolves once the save running now (if any) has answered: a field left by a click saves first. */
  settled(): Promise<void>;
};

const refs = (items: DigestItem[]) => items.map(({ type, id, note }) => ({ type, id, ...(note ? { note } : {}) }));

/**
 * The draft being composed, saved change by change (`PATCH digest/issues/{id}/`): the answer
 * becomes the cached issue (and the drafts list learns the new subject); a failure keeps what
 * staff did on screen with the reason, so nothing is lost and the next change saves it all again.
 */
export function useComposer(issue: DigestIssue): Composer {
  const { mutate } = useSWRConfig();
  const { submitting, failure, submit } = useSubmission();
  const [items, setLocalItems] = useState<DigestItem[]>(issue.items);
  const [basis, setBasis] = useState(issue.items);
  const [saved, setSaved] = useState(false);
  const running = useRef<Promise<unknown>>(Promise.resolve());
  // The issue changed elsewhere (another tab's save came in through SWR): its items are the truth again.
  if (basis !== issue.items && !submitting && failure.length === 0) {
    setBasis(issue.items);
    setLocalItems(issue.items);
  }

  async function save(changes: IssueChanges): Promise<boolean> {
    setSaved(false);
    const run = submit(async () => {
      const answer = await saveIssue(apiClient, issue.id, changes);
      await mutate(issueKey(issue.id), answer, { revalidate: false });
      void mutate(DRAFTS_KEY);
    });
    running.current = run;
    const ok = await run;
    setSaved(ok);
    return ok;
  }

  async function setItems(next: DigestItem[]): Promise<boolean> {
    setLocalItems(next);
    return save({ items: refs(next) });
  }

  const settled = async () => {
    await running.current;
  };

  return { issue, items, saving: submitting, failure, saved, save, setItems, settled };
}
