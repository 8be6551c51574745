import en from '@/locales/en/content.json';
import sv from '@/locales/sv/content.json';
import { CONTENT_TYPES } from '../../../content-types';

// The shared editor titles a type's own fields `editor.extra.<type>` (ExtraFields): a chapter's
// and a section's parent field showed the raw key, as their types had no title there.
describe('the editor’s title over a type’s own fields', () => {
  const withFields = Object.values(CONTENT_TYPES)
    .filter((type) => type.extraFields.length > 0)
    .map((type) => type.key);

  it('covers the handbook’s parts', () => {
    expect(withFields).toEqual(expect.arrayContaining(['chapters', 'sections']));
  });

  it.each(withFields)('exists for %s in English and Swedish', (key) => {
    const extra = (texts: typeof en) => (texts.editor.extra as Record<string, string | undefined>)[key];
    expect(extra(en)).toEqual(expect.any(String));
    expect(extra(sv as typeof en)).toEqual(expect.any(String));
  });
});
