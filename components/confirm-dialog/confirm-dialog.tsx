import dynamic from 'next/dynamic';
import { useState } from 'react';
import type { ConfirmDialogProps } from './confirm-modal';

// The modal machinery is loaded on the first question, not with every page that may ask one.
const ConfirmModal = dynamic(() => import('./confirm-modal').then((module) => module.ConfirmModal), { ssr: false });

/** Asks before something that cannot be undone. Focus starts on Cancel, the safe answer. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  // Once shown it stays mounted, so closing plays the modal's exit and returns focus.
  const [asked, setAsked] = useState(props.show);
  if (props.show && !asked) setAsked(true);
  return asked ? <ConfirmModal {...props} /> : null;
}
