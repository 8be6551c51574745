// The registry's own fields are the contract's (lib/contract/content-fields.ts): a field added,
// dropped or changed in the registry alone fails here.
import { CONTENT_TYPES } from '../../../content-types';
import { CONTENT_FIELDS, type FieldFact } from '../../../contract/content-fields';
import { type ContentType, type FieldSpec } from '../content-type';

/** The contract's facts of a registry field, read back. */
function factOf(spec: FieldSpec): FieldFact {
  const common = {
    ...('required' in spec && spec.required ? { required: true } : {}),
    ...(spec.private ? { private: true } : {}),
  };
  switch (spec.kind) {
    case 'text':
    case 'tel':
      return { kind: spec.kind, maxLength: spec.max, ...common };
    case 'number': {
      if (spec.min === undefined || spec.max === undefined) return { kind: 'number', ...common };
      const values = Array.from({ length: spec.max - spec.min + 1 }, (_, index) => spec.min! + index);
      return { kind: 'number', values, ...common };
    }
    case 'choice':
      return { kind: 'choice', values: spec.options, ...common };
    case 'reference':
      return { kind: 'reference', type: spec.type, ...common };
    default:
      return { kind: spec.kind, ...common };
  }
}

function factsOf(type: ContentType): Record<string, FieldFact> {
  const facts: Record<string, FieldFact> = {};
  if (type.parent) {
    const { type: parentType, field, required } = type.parent;
    facts[field] = { kind: 'reference', type: parentType, ...(required ? { required: true } : {}) };
  }
  for (const [name, spec] of Object.entries(type.fields)) facts[name] = factOf(spec);
  return facts;
}

describe('the registry and the contract', () => {
  it('declare the same types', () => {
    expect(CONTENT_TYPES.map((type) => type.key).sort()).toEqual(Object.keys(CONTENT_FIELDS).sort());
  });

  it.each(CONTENT_TYPES.map((type) => [type.key, type] as const))('%s has the fields of the contract', (key, type) => {
    expect(factsOf(type)).toEqual(CONTENT_FIELDS[key as keyof typeof CONTENT_FIELDS]);
  });
});
