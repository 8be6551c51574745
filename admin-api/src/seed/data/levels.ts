import { USER_ROLE } from '../../rules/levels';

/** Member levels and user roles, with the fixed ids the portal and production use. */
export const LEVELS: readonly { id: number; name: string }[] = [
  { id: 1, name: 'b-basic' },
  { id: 2, name: 'b-engaged' },
  { id: 3, name: 'b-plus' },
  { id: USER_ROLE.owner, name: 'owner' },
  { id: USER_ROLE.manager, name: 'manager' },
  { id: USER_ROLE.contributor, name: 'contributor' },
  { id: USER_ROLE.viewer, name: 'viewer' },
];

export const MEMBER_LEVEL = { basic: 1, engaged: 2, plus: 3 } as const;
