// `POST <child type>/reorder/` (staff): a parent's children in their new order, all of them, in
// one transaction (children.ts), so no two share a place. docs/api.md "Handbooks" has the contract.
import { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type AppContext } from '../../context';
import { requireStaff } from '../../http/auth';
import { validationError } from '../../http/errors';
import { primaryKey } from '../../http/fields';
import { parseFields } from '../../http/validation';
import { requireKnownParent } from './check-references';
import { reorderChildren } from './children';
import { type ContentType } from './content-type';

export function registerReorderRoute(app: FastifyInstance, ctx: AppContext, type: ContentType): void {
  const parent = type.parent;
  if (!parent) return;
  const schema = z.object({ [parent.field]: primaryKey, order: z.array(primaryKey).max(1000) });
  app.post(`/${type.path}/reorder/`, { preHandler: requireStaff }, async (request) => {
    const { values, errors } = parseFields(schema, request.body);
    if (Object.keys(errors).length > 0) throw validationError(errors);
    const parentId = values[parent.field] as number;
    await requireKnownParent(ctx.db, type, parentId);
    const order = values.order as number[];
    await reorderChildren(ctx.db, type, parentId, order);
    return { [parent.field]: parentId, order };
  });
}
