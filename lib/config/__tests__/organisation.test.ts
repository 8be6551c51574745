import fc from 'fast-check';
import { LOCALES } from '@/lib/i18n/locales';
import { COOKIE_INFO_URLS, PRIVACY_POLICY_CODES, PRIVACY_POLICY_URLS, privacyPolicyCode } from '../organisation';

describe('privacyPolicyCode', () => {
  it.each([
    ['sv', 'se'],
    ['sv-SE', 'se'],
    ['da', 'dk'],
    ['nb', 'no'],
    ['no', 'no'],
    ['nn-NO', 'no'],
    ['de', 'de'],
    ['es', 'es'],
    ['fr', 'fr'],
    ['fr-BE', 'fr'],
    ['nl', 'nl'],
    ['nl-BE', 'nl'],
    ['en', 'en'],
    ['en-AU', 'en'],
    ['pl', 'en'],
    ['cs', 'en'],
    ['sk', 'en'],
    ['pt-BR', 'en'],
    ['xx', 'en'],
    [undefined, 'en'],
  ])('gives %s the %s policy', (locale, code) => {
    expect(privacyPolicyCode(locale)).toBe(code);
  });

  it('gives every portal locale, and any other text, one of the published policies', () => {
    for (const locale of LOCALES) expect(PRIVACY_POLICY_CODES).toContain(privacyPolicyCode(locale));
    fc.assert(fc.property(fc.string(), (text) => PRIVACY_POLICY_CODES.includes(privacyPolicyCode(text))));
  });

  it('has a distinct https address per policy language, in the language’s own path', () => {
    for (const code of PRIVACY_POLICY_CODES) {
      expect(PRIVACY_POLICY_URLS[code]).toMatch(new RegExp(`^https://[^/]+/${code}/privacy$`));
      expect(COOKIE_INFO_URLS[code]).toMatch(new RegExp(`^https://[^/]+/${code}/cookies$`));
    }
  });
});
