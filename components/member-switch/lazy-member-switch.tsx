import dynamic from 'next/dynamic';
import type { MemberSwitch } from './member-switch';
import type { ComponentProps } from 'react';

const LoadedMemberSwitch = dynamic(() => import('./member-switch').then((module) => module.MemberSwitch));

/**
 * The member switch, loaded (and server-rendered) only for those who have one, chain users and
 * staff: every other user's page neither carries nor fetches its code.
 */
export function LazyMemberSwitch(props: ComponentProps<typeof MemberSwitch>) {
  return props.options.length > 0 ? <LoadedMemberSwitch {...props} /> : null;
}
