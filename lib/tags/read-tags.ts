import { fieldsOf, idOf, requiredListOf, textOr } from '@/lib/api/read-answer';
import type { Tag } from '@/lib/contract/settings';

// Tags are shared by the content items (their tags) and My settings (the topics a member follows).

export function readTag(value: unknown): Tag {
  const fields = fieldsOf(value, 'tag');
  return { id: idOf(fields.id, 'tag'), name: textOr(fields.name, '') };
}

/** `GET tags/`: every tag, by name. */
export function readTags(value: unknown): Tag[] {
  return requiredListOf(value, 'tag list', readTag);
}
