import type { ApiClient } from '@/lib/api/client';
import { extraOrNothing } from '@/lib/api/page-or-nothing';
import { fieldsOf, idOf, requiredListOf, textOr } from '@/lib/api/read-answer';
import { MEMBERS_API, type Level } from '@/lib/contract/member';
import { isUserRoleLevel } from '@/lib/rules/levels';

/** `GET members/levels/`: the member levels a send or a list can be limited to (the user roles left out). */
export async function getMemberLevels(api: ApiClient): Promise<Level[]> {
  return readMemberLevels(await api.get<unknown>(MEMBERS_API.levels));
}

/** `members/levels/`'s answer without the user roles. */
export function readMemberLevels(answer: unknown): Level[] {
  return requiredListOf(answer, 'level list', (value) => {
    const fields = fieldsOf(value, 'level');
    return { id: idOf(fields.id, 'level'), name: textOr(fields.name, '') };
  }).filter((level) => !isUserRoleLevel(level.id));
}

/** The filter still works without the levels' names: it just offers none. */
export function getMemberLevelsOrNothing(api: ApiClient): Promise<Level[]> {
  return extraOrNothing(() => getMemberLevels(api), []);
}
