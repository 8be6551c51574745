import { staticImportGraph } from '@/testing/static-imports';

/**
 * Issue 28: what every page's first load carries is `_app` with its static imports, and every
 * signed-in page's adds the frame (shell/signed-in-shell). These load later, so they must not come
 * back into either by a static import.
 */
describe('the first load of every page', () => {
  const app = staticImportGraph('pages/_app.tsx');

  it('carries the translation provider but not i18next, which loads after hydration', () => {
    expect(app).toContain('lib/i18n/translation-provider.tsx');
    expect(app).not.toContain('i18next');
  });

  it('carries neither the activity record nor the digest contract (the route map reads only its page paths)', () => {
    expect(app).toContain('lib/activity/use-route-activity.ts');
    expect(app).toContain('lib/routes.ts');
    expect(
      [...app].filter((module) => ['lib/activity/activity-record.ts', 'lib/contract/digest.ts'].includes(module)),
    ).toEqual([]);
  });

  it('of a signed-in page carries the bell but not its items, their actions, the notification rules or the maintenance banner', () => {
    const shell = staticImportGraph('shell/signed-in-shell.tsx');
    expect(shell).toContain('features/notifications/components/notification-bell.tsx');
    const later = [
      'features/notifications/components/bell-items.tsx',
      'features/notifications/components/notification-item.tsx',
      'features/notifications/api/use-notification-actions.ts',
      'features/notifications/notification-rules.ts',
      'features/maintenance/components/warning-banner.tsx',
    ];
    expect(later.filter((module) => shell.has(module))).toEqual([]);
  });
});
