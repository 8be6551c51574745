import { createTestI18n } from '@/testing/i18n';
import { vocabularyKey, vocabularyName } from '../vocabulary';

// Issue 24: the categories and tags the network uses are data in English; every page names them in
// the reader's language through common:vocabulary, and any other name as staff wrote it (the seeded
// names are checked against the vocabulary in admin-api/src/seed/__tests__/vocabulary.test.ts).

it('makes a key of a name', () => {
  expect(vocabularyKey('Staff and HR')).toBe('staffAndHr');
  expect(vocabularyKey('IT and software')).toBe('itAndSoftware');
  expect(vocabularyKey('Pharmaceuticals')).toBe('pharmaceuticals');
  expect(vocabularyKey('Säkerhet på kliniken')).toBe('sakerhetPaKliniken');
  expect(vocabularyKey(' — ')).toBe('');
});

it("names a seeded category in the reader's language, any other as written", () => {
  const t = createTestI18n('da').getFixedT('da', 'content');
  expect(vocabularyName(t, 'Pharmaceuticals')).toBe('Lægemidler');
  expect(vocabularyName(t, 'Staff and HR')).toBe('Personale og HR');
  expect(vocabularyName(t, 'Hestepraksis')).toBe('Hestepraksis');
  expect(vocabularyName(createTestI18n('de').getFixedT('de', 'settings'), 'Cats')).toBe('Katzen');
});
