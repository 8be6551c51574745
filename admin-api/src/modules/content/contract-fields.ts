// A type's own fields as the contract declares them (lib/contract/content-fields.ts), turned into
// what this program needs of them; the registry adds only the API's own concerns (a number's
// default, a child type's parent stored in `parent_id`).
import { type FieldFact, type FieldFacts } from '../../contract/content-fields';
import { type FieldSpec, type ParentSpec } from './content-type';

/** What the API adds to a contract's number field. */
export type NumberExtras = { default?: number; decimal?: boolean };

function fieldSpec(fact: FieldFact, extras: NumberExtras | undefined): FieldSpec {
  const common = { ...(fact.required ? { required: true } : {}), ...(fact.private ? { private: true } : {}) };
  switch (fact.kind) {
    case 'text':
    case 'tel':
      return { kind: fact.kind, max: fact.maxLength, ...common };
    case 'email':
    case 'url':
    case 'datetime':
      return { kind: fact.kind, ...common };
    case 'boolean':
      return { kind: 'boolean', ...(fact.private ? { private: true } : {}) };
    case 'number':
      return { kind: 'number', ...valueRange(fact.values), ...extras, ...common };
    case 'choice':
      return { kind: 'choice', options: fact.values, ...common };
    case 'reference':
      return { kind: 'reference', type: fact.type, ...common };
  }
}

/** A number field's values as the range the API checks: they must be whole and without gaps. */
function valueRange(values: readonly number[] | undefined): { min?: number; max?: number } {
  if (!values) return {};
  const min = Math.min(...values);
  const max = Math.max(...values);
  if (values.some((value) => !Number.isInteger(value)) || max - min + 1 !== new Set(values).size) {
    throw new Error(`The values ${values.join(', ')} are no range`);
  }
  return { min, max };
}

/**
 * The type's own fields of `facts`, a number field with the API's `extras`; without the field
 * `parent` (a child type's parent, stored apart: `parentOf`).
 */
export function ownFields(
  facts: FieldFacts,
  extras: Readonly<Record<string, NumberExtras>> = {},
  parent?: string,
): Record<string, FieldSpec> {
  const fields: Record<string, FieldSpec> = {};
  for (const [name, fact] of Object.entries(facts)) {
    if (name !== parent) fields[name] = fieldSpec(fact, extras[name]);
  }
  return fields;
}

/** A child type's parent: the reference field `field` of `facts`. */
export function parentOf(facts: FieldFacts, field: string): ParentSpec {
  const fact = facts[field];
  if (fact?.kind !== 'reference') throw new Error(`${field} is no reference field`);
  return { type: fact.type, field, required: fact.required === true };
}
