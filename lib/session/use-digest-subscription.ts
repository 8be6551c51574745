import { useState } from 'react';
import { apiClient } from '@/lib/api/browser-client';
import { useSubmission } from '@/lib/forms/use-submission';
import { useSession } from '@/lib/session/session-context';
import { toggleDigest } from '@/lib/session/toggle-digest';

export type DigestSubscription = {
  subscribed: boolean;
  submitting: boolean;
  failure: string[];
  /** Flips the subscription; resolves to the new state, or null when it failed (`failure` says why). */
  toggle(): Promise<boolean | null>;
};

/**
 * The member's digest subscription, as My settings and the onboarding's digest step both show it:
 * the session's `hasDigestSubscribed`, flipped by the toggle; the session is then loaded again so
 * every other place that shows it agrees. The toggle's own answer wins until then.
 */
export function useDigestSubscription(): DigestSubscription {
  const { user, refreshSession } = useSession();
  const [answered, setAnswered] = useState<{ basis: boolean; now: boolean } | null>(null);
  const { submitting, failure, submit } = useSubmission();
  // Once the session itself says what the toggle answered, the session speaks again.
  const subscribed = answered && answered.basis === user.hasDigestSubscribed ? answered.now : user.hasDigestSubscribed;

  async function toggle(): Promise<boolean | null> {
    let now: boolean | null = null;
    const basis = user.hasDigestSubscribed;
    await submit(async () => {
      now = await toggleDigest(apiClient);
      setAnswered({ basis, now });
    });
    if (now !== null) refreshSession().catch(() => undefined);
    return now;
  }

  return { subscribed, submitting, failure, toggle };
}
