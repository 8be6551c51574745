import type { ContentField, ContentType, OwnFields } from './content-types';

// The shared screens reach a type's own fields only by the names its declaration gives them.

/** The type's declaration of one of its own fields, if it has it. */
export function ownField(type: ContentType, name: string): ContentField | undefined {
  return type.extraFields.find((field) => field.name === name);
}

/** The value of one of an item's own fields (whatever its type declared), or undefined. */
export function ownValue(item: object, name: string | undefined): unknown {
  return name === undefined ? undefined : (item as OwnFields)[name];
}

/**
 * The translation key of the label of an own field's value where the type offers options for it (a
 * choice, a number with options such as a partner's contact type), else undefined.
 */
export function optionLabelKey(type: ContentType, name: string, value: unknown): string | undefined {
  const field = ownField(type, name);
  if (!field || !(field.kind === 'choice' || field.kind === 'number')) return undefined;
  return field.options?.find((option) => option.value === value)?.label;
}
