import fc from 'fast-check';
import { readLocale } from '@/testing/i18n';
import { pseudoLocalize, pseudoLocalizeTree, type TranslationTree } from '../pseudo-locale';

describe('pseudoLocalize', () => {
  it('accents letters, brackets the text and keeps interpolations working', () => {
    expect(pseudoLocalize('Welcome, {{name}}!')).toBe('[Ŵéĺçóɱé, {{name}}!]');
    expect(pseudoLocalize('See $t(other.key)')).toBe('[Šéé $t(other.key)]');
  });

  it('keeps the placeholders and the length plus the two brackets', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.stringMatching(/^[\w ,.!]{0,10}$/), fc.constantFrom('{{name}}', '{{count}}'))),
        (parts) => {
          const text = parts.join('');
          const pseudo = pseudoLocalize(text);
          const names = (value: string) => value.match(/\{\{\w+\}\}/g) ?? [];
          return (
            Array.from(pseudo).length === Array.from(text).length + 2 && names(pseudo).join() === names(text).join()
          );
        },
      ),
    );
  });
});

describe('the generated locales', () => {
  it('are in step with English (run `npm run i18n:sync` after changing locales/en)', () => {
    const english = readLocale('en');
    const test = readLocale('xx');
    const dev = readLocale('dev');
    for (const [namespace, tree] of Object.entries(english)) {
      expect(test[namespace]).toEqual(pseudoLocalizeTree(tree as TranslationTree));
      expect(dev[namespace]).toEqual({});
    }
  });
});
