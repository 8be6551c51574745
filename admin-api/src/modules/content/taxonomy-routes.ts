// Categories of each routed type (`<type path>/categories/`) and the shared tags (`tags/`).
import { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type AppContext } from '../../context';
import { currentUser, requireStaff } from '../../http/auth';
import { primaryKey } from '../../http/fields';
import { parseBody } from '../../http/validation';
import { requireTypeFeature } from './access';
import { type ContentType } from './content-type';
import { createCategory, createTag, listCategories, listTags } from './taxonomy';

const categorySchema = z.object({
  name: z.string().trim().min(1).max(100),
  parentId: primaryKey.nullable().optional(),
});

const tagSchema = z.object({ name: z.string().trim().min(1).max(100) });

/** `cached`: a read through the shared content cache (routes.ts). */
export function registerCategoryRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  type: ContentType,
  cached: <T>(key: string, load: () => Promise<T>) => Promise<T>,
): void {
  const base = `/${type.path}/categories/`;

  app.get(base, async (request) => {
    await requireTypeFeature(ctx, currentUser(request), type);
    return cached(`categories|${type.key}`, () => listCategories(ctx.db, type));
  });

  app.post(base, { preHandler: requireStaff }, async (request, reply) => {
    const body = parseBody(categorySchema, request.body);
    return reply.code(201).send(await createCategory(ctx.db, type, body.name, body.parentId));
  });
}

export function registerTagRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/tags/', async () => listTags(ctx.db));

  app.post('/tags/', { preHandler: requireStaff }, async (request, reply) => {
    const { name } = parseBody(tagSchema, request.body);
    return reply.code(201).send(await createTag(ctx.db, name));
  });
}
