// The portal's registry declares each type's own fields as the contract does
// (lib/contract/content-fields.ts): a field added, dropped or changed here alone fails.
import { CONTENT_FIELDS, type FieldFact } from '@/lib/contract/content-fields';
import { type ContentField, CONTENT_TYPES } from '../content-types';

/** The contract's facts of a portal field, read back (without what only the portal adds). */
function factOf(field: ContentField): FieldFact {
  const {
    name: _name,
    orElse: _orElse,
    options,
    ...fact
  } = field as ContentField & {
    orElse?: string;
    options?: readonly { value: unknown }[];
  };
  return (options ? { ...fact, values: options.map((option) => option.value) } : fact) as FieldFact;
}

describe('the portal registry and the contract', () => {
  it('declare the same types', () => {
    expect(Object.keys(CONTENT_TYPES).sort()).toEqual(Object.keys(CONTENT_FIELDS).sort());
  });

  it.each(Object.values(CONTENT_TYPES).map((type) => [type.key, type] as const))(
    '%s has the fields of the contract, in its order',
    (key, type) => {
      const fields = type.extraFields as readonly ContentField[];
      expect(fields.map((field) => field.name)).toEqual(Object.keys(CONTENT_FIELDS[key]));
      expect(Object.fromEntries(fields.map((field) => [field.name, factOf(field)]))).toEqual(CONTENT_FIELDS[key]);
    },
  );
});
