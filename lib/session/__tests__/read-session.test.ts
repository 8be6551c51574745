import fc from 'fast-check';
import { ApiError } from '@/lib/api/api-error';
import { buildFeatureFlags, buildUser } from '@/testing/fixtures';
import { expectOnlyApiErrors } from '@/testing/never-crashes';
import { SPEC_ONLY_USER } from '@/testing/spec-only-answers';
import { countryCodeOf, readCurrentUser, readFeatureFlags, readLocaleOptions } from '../read-session';

describe('reading the user (me/)', () => {
  it('keeps our API’s full answer as it is', () => {
    const user = buildUser();
    expect(readCurrentUser(JSON.parse(JSON.stringify(user)))).toEqual(user);
  });

  it('reads the spec’s fields alone, the country code known by the country’s name', () => {
    const user = readCurrentUser(SPEC_ONLY_USER);
    expect(user.member.country).toEqual({
      id: 15,
      name: 'England',
      code: 'gb',
      useLanguageSelector: true,
      // Not in the spec's answer: known from the country code.
      currency: 'GBP',
      languages: expect.any(Array),
    });
    expect(user.language.code).toBe('en');
  });

  it('gives missing or malformed fields a default', () => {
    const user = readCurrentUser({
      id: 3,
      member: { id: 2, country: { id: 9 } },
      firstName: 42,
      preferences: [1, 'x'],
      levels: 'none',
      title: 9,
    });
    expect(user).toMatchObject({
      firstName: '',
      preferences: [1],
      levels: [],
      title: null,
      isStaff: false,
      language: { code: '' },
    });
    expect(user.member).toEqual({
      id: 2,
      name: '',
      country: { id: 9, name: '', code: '', useLanguageSelector: false, languages: [], currency: 'EUR' },
      levels: [],
      isVetnet: false,
    });
  });

  it.each([
    null,
    'user',
    [],
    {},
    { id: 3 },
    { id: 3, member: { id: 2 } },
    { id: '3', member: { id: 2, country: { id: 9 } } },
  ])('refuses an answer without a user, member and country id (%p)', (answer) => {
    expect(() => readCurrentUser(answer)).toThrow(ApiError);
  });

  it('answers anything with a user or an ApiError', () => {
    expectOnlyApiErrors(readCurrentUser);
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.anything()), (extra) => {
        // Whatever else an answer holds, the fields the spec names are enough.
        expect(readCurrentUser({ ...extra, ...SPEC_ONLY_USER }).id).toBe(3);
      }),
    );
  });
});

describe('a country’s code', () => {
  it('is the one sent, else the one of the spec’s country of that name, else none', () => {
    expect(countryCodeOf('SE', 'Sweden')).toBe('se');
    expect(countryCodeOf(undefined, 'Czech Republic')).toBe('cz');
    expect(countryCodeOf(null, ' belgium ')).toBe('be');
    expect(countryCodeOf(undefined, 'Showroom')).toBe('');
  });
});

describe('reading the feature flags and locale options', () => {
  it('keeps good flags and leaves out unreadable ones, so their feature is off', () => {
    const flags = buildFeatureFlags();
    expect(readFeatureFlags([...flags, { available: true }, 'x'])).toEqual(flags);
    expect(readFeatureFlags([{ feature: 2 }])).toEqual([
      { feature: 2, available: false, displayInMenu: false, levels: [] },
    ]);
  });

  it('refuses a flag list that is no list, and reads one sent as a DRF page', () => {
    expect(() => readFeatureFlags({ flags: [] })).toThrow(ApiError);
    expect(() => readFeatureFlags('flags')).toThrow(ApiError);
    expect(readFeatureFlags({ count: 0, next: null, previous: null, results: [] })).toEqual([]);
  });

  it('reads countries without codes', () => {
    expect(
      readLocaleOptions({
        countries: [{ id: 4, name: 'Norway', languages: [], useLanguageSelector: false }],
        languages: [{ id: 9, code: 'nb', name: 'Norsk' }],
      }),
    ).toEqual({
      countries: [{ id: 4, name: 'Norway', code: 'no', languages: [], useLanguageSelector: false, currency: 'NOK' }],
      languages: [{ id: 9, code: 'nb', name: 'Norsk' }],
    });
  });

  it('answer anything with a value or an ApiError', () => {
    expectOnlyApiErrors(readFeatureFlags);
    expectOnlyApiErrors(readLocaleOptions);
  });
});
