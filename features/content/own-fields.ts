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
