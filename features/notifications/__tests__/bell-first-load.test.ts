import { staticImportGraph } from '@/testing/static-imports';

/**
 * Issue 28: the frame every signed-in page loads carries the bell and its unread dot, not the open
 * menu's items (each notification's sentence and actions), which load after the page.
 */
describe('first load of the signed-in frame', () => {
  const graph = staticImportGraph('shell/signed-in-shell.tsx');

  it.each([
    'features/notifications/components/bell-menu-items.tsx',
    'features/notifications/components/notification-item.tsx',
    'features/notifications/api/use-notification-actions.ts',
    'features/notifications/notification-rules.ts',
    'features/dev-panel/components/dev-panel.tsx',
    'features/maintenance/components/maintenance-switch.tsx',
    'lib/forms/server-messages.ts',
  ])('does not carry %s', (module) => {
    expect(graph.has(module)).toBe(false);
  });

  it('carries the bell itself', () => {
    expect(graph.has('features/notifications/components/notification-bell.tsx')).toBe(true);
  });
});
