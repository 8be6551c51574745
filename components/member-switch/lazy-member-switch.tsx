import dynamic from 'next/dynamic';

/**
 * The member switch, loaded (and server-rendered) only where a chain user or staff has one: every
 * other user's first-load JavaScript of the page does not carry it.
 */
export const LazyMemberSwitch = dynamic(() => import('./member-switch').then((module) => module.MemberSwitch));
