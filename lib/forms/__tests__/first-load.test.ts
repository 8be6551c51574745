import { staticImportGraph } from '@/testing/static-imports';

/**
 * Issue 28: the server-message table and the form checks (valibot) load on the first submission or
 * failure, not with the page. Each of these carries neither in its first load.
 */
const ENTRIES = [
  'lib/forms/use-submission.ts',
  'lib/forms/use-failure-messages.ts',
  'features/my-settings/components/my-settings-screen.tsx',
  'features/my-settings/components/profile-form.tsx',
  'features/my-settings/components/password-form.tsx',
  'features/manage-users/components/use-user-actions.ts',
  'features/forum/components/follow-button.tsx',
  'features/forum/components/use-thread-actions.ts',
  'features/dev-panel/components/use-server-change.ts',
];

describe('first load of the forms', () => {
  it.each(ENTRIES)('%s carries neither the server-message table nor valibot', (entry) => {
    const graph = staticImportGraph(entry);
    expect(graph.has(entry)).toBe(true);
    const deferred = [
      'lib/forms/server-messages.ts',
      'lib/forms/failure-messages.ts',
      'lib/forms/validate.ts',
      'valibot',
    ];
    expect(deferred.filter((module) => graph.has(module))).toEqual([]);
  });

  it('sees what a static import brings (the failure messages import the table)', () => {
    expect(staticImportGraph('lib/forms/failure-messages.ts')).toContain('lib/forms/server-messages.ts');
    expect(staticImportGraph('lib/forms/validate.ts')).toContain('valibot');
  });
});
