// Categories of each routed type (`<type path>/categories/`) and the shared tags (`tags/`).
import { type FastifyInstance } from 'fastify';
import { type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AppContext } from '../../context';
import { SETTINGS_API } from '../../contract/settings';
import { type PreHandler, requireStaff } from '../../http/auth';
import { primaryKey, vocabularyCode } from '../../http/fields';
import { type ContentType } from './content-type';
import { createCategory, createTag, listCategories, listTags } from './taxonomy';

const categorySchema = z.object({
  /** Optional: a category staff add without one is shown by its name as typed. */
  code: vocabularyCode.nullable().optional(),
  name: z.string().trim().min(1).max(100),
  parentId: primaryKey.nullable().optional(),
});

const tagSchema = z.object({ name: z.string().trim().min(1).max(100) });

/** `readable`: the type's read guard; `cached`: a read through the shared content cache (routes.ts). */
export function registerCategoryRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  type: ContentType,
  readable: PreHandler,
  cached: <T>(key: string, load: () => Promise<T>) => Promise<T>,
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const base = `/${type.path}/categories/`;

  routes.get(base, { preHandler: readable }, async () =>
    cached(`categories|${type.key}`, () => listCategories(ctx.db, type)),
  );

  routes.post(base, { preHandler: requireStaff, schema: { body: categorySchema } }, async (request, reply) => {
    const { code, name, parentId } = request.body;
    return reply.code(201).send(await createCategory(ctx.db, type, { code: code ?? null, name }, parentId));
  });
}

export function registerTagRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(SETTINGS_API.tags, async () => listTags(ctx.db));

  routes.post(SETTINGS_API.tags, { preHandler: requireStaff, schema: { body: tagSchema } }, async (request, reply) => {
    return reply.code(201).send(await createTag(ctx.db, request.body.name));
  });
}
