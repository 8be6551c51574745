// The visibility rule of spec §5 as a WHERE condition, so lists, counts, categories and bulk
// actions only ever see what the user may be shown. The same rule as the portal's
// `isNotificationVisible` (lib/rules/notifications.ts); the integration test checks they agree.
import { inArray, type SQL, sql } from 'drizzle-orm';
import { notifications } from '../../db/schema/notifications';
import { type FeatureFlag } from '../../rules/features';
import { isUserRoleLevel, USER_ROLE_IDS } from '../../rules/levels';
import { visibleNotificationTypes } from '../../rules/notifications';

/** An int[] literal of ids (integers only, so nothing else can reach the SQL text). */
function intArray(ids: readonly number[]): SQL {
  return sql`${`{${ids.map((id) => Math.trunc(Number(id))).join(',')}}`}::int[]`;
}

/**
 * The actor's levels allow the viewer (`levelsAllow`): the role ids among them, when there are
 * any, must include one the viewer holds, and so must the member-level ids.
 */
function actorLevelsAllow(heldLevels: readonly number[]): SQL {
  const actorLevels = sql`coalesce(${notifications.actorLevels}, '{}'::int[])`;
  const roles = intArray(USER_ROLE_IDS);
  const heldRoles = intArray(heldLevels.filter(isUserRoleLevel));
  const heldMemberLevels = intArray(heldLevels.filter((id) => !isUserRoleLevel(id)));
  return sql`(not (${actorLevels} && ${roles}) or ${actorLevels} && ${heldRoles})
    and (${actorLevels} <@ ${roles} or ${actorLevels} && ${heldMemberLevels})`;
}

export function visibleWhere(featureFlags: readonly FeatureFlag[], heldLevels: readonly number[]): SQL {
  return sql`${inArray(notifications.description, visibleNotificationTypes(featureFlags, heldLevels))} and ${actorLevelsAllow(heldLevels)}`;
}
