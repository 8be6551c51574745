import { useCallback, useEffect, useRef, useState } from 'react';
import type { AnswerSaved, AnswerValue } from '@/lib/contract/vetdata';

/** How long typing may pause before the draft is saved. */
export const AUTOSAVE_DELAY_MS = 800;

export type SaveState = 'idle' | 'waiting' | 'saving' | 'saved' | 'failed';

type Autosave = {
  state: SaveState;
  /** Queues a question's value and saves after a pause in typing. */
  queue: (questionId: string, value: AnswerValue) => void;
  /** Drops a question's queued value (what it holds now cannot be saved). */
  drop: (questionId: string) => void;
  /** Saves what is queued now (before submitting, on "Try again"). */
  flush: () => Promise<boolean>;
  /** Whether anything typed is not saved yet. */
  pending: boolean;
  /** Why the last save failed (what the call threw), null after a save that worked. */
  failure: unknown;
  /** The same, read at once (after `flush` answered false, before the next render). */
  lastFailure: () => unknown;
};

/**
 * The survey's autosave: values queue by question and go as one PATCH after a pause; a value typed
 * while a save runs goes with the next. What the API answers is handed to `onSaved` (the refused
 * values' messages with the ids that were sent), and a failed save keeps its values queued.
 */
export function useAutosave(
  save: (values: Record<string, AnswerValue>) => Promise<AnswerSaved>,
  onSaved: (saved: AnswerSaved, sent: string[]) => void,
): Autosave {
  const queued = useRef(new Map<string, AnswerValue>());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const running = useRef<Promise<boolean> | null>(null);
  const [state, setState] = useState<SaveState>('idle');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const failed = useRef<unknown>(null);
  const latest = useRef({ save, onSaved });
  useEffect(() => {
    latest.current = { save, onSaved };
  });

  const flush = useCallback(async (): Promise<boolean> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (running.current) await running.current;
    if (queued.current.size === 0) {
      setPending(false);
      return true;
    }
    const values = Object.fromEntries(queued.current);
    queued.current = new Map();
    setState('saving');
    const run = (async () => {
      try {
        const saved = await latest.current.save(values);
        latest.current.onSaved(saved, Object.keys(values));
        failed.current = null;
        setFailure(null);
        setState(queued.current.size > 0 ? 'waiting' : 'saved');
        setPending(queued.current.size > 0);
        return true;
      } catch (error) {
        failed.current = error;
        setFailure(error);
        // Put back what failed, unless a newer value of the same question has been typed since.
        for (const [id, value] of Object.entries(values)) {
          if (!queued.current.has(id)) queued.current.set(id, value);
        }
        setState('failed');
        setPending(true);
        return false;
      }
    })();
    running.current = run;
    try {
      return await run;
    } finally {
      running.current = null;
    }
  }, []);

  const queue = useCallback(
    (questionId: string, value: AnswerValue) => {
      queued.current.set(questionId, value);
      setPending(true);
      setState((current) => (current === 'saving' ? current : 'waiting'));
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
    },
    [flush],
  );

  const drop = useCallback((questionId: string) => {
    queued.current.delete(questionId);
  }, []);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const lastFailure = useCallback(() => failed.current, []);

  return { state, queue, drop, flush, pending, failure, lastFailure };
}
