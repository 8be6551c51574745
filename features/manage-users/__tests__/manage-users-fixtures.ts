import { http, HttpResponse } from 'msw';
import type { Page } from '@/lib/contract/page';
import type { AuditEntry, ManagedUser } from '@/lib/contract/settings';
import { USER_ROLE } from '@/lib/rules/levels';
import { BROWSER_API } from '@/testing/msw-server';

export function buildManagedUser(overrides: Partial<ManagedUser> = {}): ManagedUser {
  return {
    id: 3,
    firstName: 'Olivia',
    lastName: 'Owner',
    email: 'owner@vetnet.example',
    title: 0,
    role: USER_ROLE.owner,
    isShared: false,
    isStaff: false,
    isActive: true,
    status: 'active',
    invitedAt: null,
    invitationExpired: false,
    lastLogin: '2026-11-20T08:00:00Z',
    ...overrides,
  };
}

/** The signed-in owner (id 3, as buildSession's user), a manager, and a pending invitation. */
export const OLIVIA = buildManagedUser();
export const MAGNUS = buildManagedUser({
  id: 5,
  firstName: 'Magnus',
  lastName: 'Manager',
  email: 'manager@vetnet.example',
  role: USER_ROLE.manager,
});
export const PETRA = buildManagedUser({
  id: 8,
  firstName: 'Petra',
  lastName: 'Pending',
  email: 'petra@vetnet.example',
  role: USER_ROLE.viewer,
  isActive: false,
  status: 'invited',
  invitedAt: '2026-11-22T10:00:00Z',
  lastLogin: null,
});

export function page<T>(results: T[], count = results.length): Page<T> {
  return { count, next: null, previous: null, results };
}

export const ROLE_CHANGE: AuditEntry = {
  id: 70,
  createdAt: '2026-11-23T13:02:00Z',
  action: 'role_changed',
  actor: { id: 9, name: 'Erik Engaged' },
  target: { id: 8, name: 'Petra Pending', email: 'petra@vetnet.example' },
  details: { from: USER_ROLE.viewer, to: USER_ROLE.manager },
};

export const INVITED: AuditEntry = {
  id: 69,
  createdAt: '2026-11-22T10:00:00Z',
  action: 'invited',
  actor: { id: 9, name: 'Erik Engaged' },
  target: { id: 8, name: 'Petra Pending', email: 'petra@vetnet.example' },
  details: { role: USER_ROLE.viewer },
};

/** The reads a change is followed by: the list, the owners' count and the log, from a state the test edits. */
export function readHandlers(state: { users: ManagedUser[]; owners: number; log: AuditEntry[] }) {
  return [
    http.get(`${BROWSER_API}/users/audit-log/`, () => HttpResponse.json(page(state.log))),
    http.get(`${BROWSER_API}/users/`, ({ request }) =>
      new URL(request.url).searchParams.get('page_size') === '1'
        ? HttpResponse.json(page([], state.owners))
        : HttpResponse.json(page(state.users)),
    ),
  ];
}
