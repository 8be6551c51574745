import fc from 'fast-check';
import { DEFAULT_VIEW_PREFERENCES, parseViewPreferences, viewPreferencesKey } from '../view-preferences';

describe('view preferences', () => {
  it('defaults to showing country, member name, levels and roles, and staff as staff (spec §9)', () => {
    expect(parseViewPreferences(null)).toEqual(DEFAULT_VIEW_PREFERENCES);
    expect(DEFAULT_VIEW_PREFERENCES).toMatchObject({
      displayCountry: true,
      displayMemberName: true,
      displayMemberLevels: true,
      displayUserRoles: true,
    });
  });

  it('keeps what was stored and ignores the rest', () => {
    expect(parseViewPreferences('{"obfuscate":true,"displayCountry":false,"evil":"x","viewAsStaff":"no"}')).toEqual({
      ...DEFAULT_VIEW_PREFERENCES,
      obfuscate: true,
      displayCountry: false,
    });
  });

  it('never throws and always answers a complete set of booleans', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (stored) => {
        const preferences = parseViewPreferences(stored);
        return Object.keys(DEFAULT_VIEW_PREFERENCES).every(
          (key) => typeof preferences[key as keyof typeof preferences] === 'boolean',
        );
      }),
    );
  });

  it('is kept per user', () => {
    expect(viewPreferencesKey(3)).not.toBe(viewPreferencesKey(4));
  });
});
