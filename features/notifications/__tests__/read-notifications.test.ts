import { expectOnlyApiErrors } from '@/testing/never-crashes';
import { readNotificationCategories, readNotificationPage } from '../api/read-notifications';

const SPEC_NOTIFICATION = {
  id: 5,
  actor: { id: 9, title: 'New price list', levels: [] },
  verb: 'published',
  unread: true,
  timestamp: '2026-11-20T08:00:00Z',
  description: 'News',
};

describe('reading notifications', () => {
  it('reads spec §3’s notification and leaves out one without a readable time', () => {
    const page = readNotificationPage({
      count: 2,
      next: null,
      previous: null,
      results: [SPEC_NOTIFICATION, { ...SPEC_NOTIFICATION, id: 6, timestamp: 'never' }],
    });
    expect(page.results).toEqual([{ ...SPEC_NOTIFICATION, targetId: null }]);
  });

  it('keeps the reply a forum notification points at', () => {
    const post = { ...SPEC_NOTIFICATION, description: 'Post', targetId: 41 };
    expect(readNotificationPage({ results: [post] }).results[0]?.targetId).toBe(41);
    expect(readNotificationPage({ results: [{ ...post, targetId: '41' }] }).results[0]?.targetId).toBeNull();
  });

  it('gives a notification without an actor an empty one', () => {
    const { actor, ...rest } = SPEC_NOTIFICATION;
    expect(readNotificationPage({ results: [rest] }).results[0]?.actor).toEqual({ id: 0, title: '', levels: [] });
    expect(actor.id).toBe(9);
  });

  it('answer anything with a value or an ApiError', () => {
    expectOnlyApiErrors(readNotificationPage);
    expectOnlyApiErrors(readNotificationCategories);
  });
});
