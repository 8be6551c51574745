import { staticImportGraph } from '@/testing/static-imports';

/**
 * Issue 28: the staff editors' first load is the form; the rich-text editor (tiptap), the preview
 * with the sanitizer (DOMPurify) and the copy dialog (react-bootstrap's modal) load after the first
 * paint or on first use.
 */
describe('first load of the staff editor', () => {
  const graph = staticImportGraph('features/content/components/editor/content-editor-screen.tsx');

  it.each([
    'components/rich-text-editor/rich-text-editor.tsx',
    'features/content/components/editor/editor-preview.tsx',
    'features/content/components/editor/copy-dialog.tsx',
    'lib/html/sanitize.ts',
    'isomorphic-dompurify',
    'react-bootstrap',
    'lib/forms/server-messages.ts',
    // Each type's reader of its related data loads with the answer it reads (type-registry/related-readers).
    'features/content/types/partners/api/read-partner.ts',
    'features/content/types/handbooks/api/read-handbook.ts',
    'features/content/types/campaigns/api/read-campaign.ts',
  ])('does not carry %s', (module) => {
    expect(graph.has('features/content/components/editor/content-editor-screen.tsx')).toBe(true);
    expect(graph.has(module)).toBe(false);
  });

  it('carries what it renders at once (the form fields)', () => {
    expect(graph.has('components/forms/text-field.tsx')).toBe(true);
  });
});

describe('first load of a new item’s editor', () => {
  it.each([
    ['features/content/types/partners/components/partner-editor-extras.tsx', 'editor-sales-reps.tsx'],
    ['features/content/types/partners/components/partner-editor-extras.tsx', 'editor-contract.tsx'],
    ['features/content/types/partners/components/partner-editor-extras.tsx', 'editor-discovery.tsx'],
    ['features/content/types/handbooks/components/parts-editor-extras.tsx', 'parts-order.tsx'],
  ])('%s loads %s only for a saved item', (extras, part) => {
    const graph = staticImportGraph(extras);
    expect(graph.has(extras)).toBe(true);
    expect([...graph].filter((module) => module.endsWith(`/${part}`))).toEqual([]);
  });
});
