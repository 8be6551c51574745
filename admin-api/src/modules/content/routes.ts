// The content endpoints of every type of the registry (the plug-in's `types`): for a routed type list,
// detail, create, update, delete, categories and files; tags and copy-content; then each type's
// own routes (extraRoutes). Routes parse and authorize; the SQL is in queries.ts, service.ts,
// taxonomy.ts and copy-item.ts. The contract is docs/api.md, "Content (issue 4)".
import { type FastifyInstance, type FastifyRequest } from 'fastify';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AppContext } from '../../context';
import { apiPath } from '../../contract/api-prefix';
import { CONTENT_SHARED_API } from '../../contract/content-api';
import { type CurrentUser } from '../../domain/current-user';
import { currentUser, requireStaff } from '../../http/auth';
import { notFound, validationError } from '../../http/errors';
import { primaryKey } from '../../http/fields';
import { requireFeature } from '../../http/guards';
import { pageBody, requestedWindow } from '../../http/pagination';
import { idParams } from '../../http/params';
import { requestAt } from '../../http/request-at';
import { parseFields } from '../../http/validation';
import { assertReadable, hasTypeFeature } from './access';
import { ancestorsReadable } from './children';
import { checkRegistry, type ContentReads, type ContentType } from './content-type';
import { copyItem } from './copy-item';
import { registerFilesScope } from './files';
import { itemSchema, toItemInput } from './input';
import { asksPublished, effectiveScope, listOrdering, parseListFilters, sortedQuery } from './list-query';
import { listWhere } from './list-where';
import { listItems, loadItem } from './queries';
import { relatedViewer, withRelated } from './related';
import { registerReorderRoute } from './reorder-route';
import { descendantTypes } from './search';
import { type Item, visibleTranslations, withoutPrivate } from './serialize-item';
import { createItem, deleteItem, findItem, updateItem, type WriteDeps } from './service';
import { registerCategoryRoutes, registerTagRoutes } from './taxonomy-routes';
import { scheduleUploadSweep } from './upload-sweep';

/** Copies of a child type would need a parent in each country: only top-level types are copied. */
function copySchema(copyable: readonly ContentType[]) {
  return z.object({
    type: z.enum(copyable.map((type) => type.key) as [string, ...string[]]),
    id: primaryKey,
    countries: z.array(primaryKey).min(1).max(50),
  });
}

/** The content plug-in serving `types`: the program builds the list where it starts (src/content-types.ts). */
export function contentRoutes(types: readonly ContentType[]): FastifyPluginAsyncZod<AppContext> {
  return (app, ctx) => serveContent(app, ctx, types);
}

async function serveContent(
  app: Parameters<FastifyPluginAsyncZod<AppContext>>[0],
  ctx: AppContext,
  types: readonly ContentType[],
): Promise<void> {
  checkRegistry(types);
  const routed = types.filter((type) => type.routes);
  app.addHook('preHandler', ctx.authenticate);
  const deps: WriteDeps = { db: ctx.db, storage: ctx.storage, now: ctx.now, log: app.log };
  scheduleUploadSweep(app, deps, ctx.config.unattachedUploadMaxAgeMs);

  /** A read through the shared content cache; keys are prefixed by what they hold, so each key has one type. */
  function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    return ctx.contentCache.get(key, load) as Promise<T>;
  }

  /** Each routed type's list answer, for a combined answer's part (`reads.list`). */
  const lists = new Map<string, (request: FastifyRequest) => Promise<unknown>>();
  /** Each routed type's detail answer (`reads.detail`). */
  const details = new Map<string, (request: FastifyRequest, id: number) => Promise<unknown>>();

  function registerType(type: ContentType) {
    const base = `/${type.path}/`;
    // Members need the type's feature; staff read every type.
    const readable = { preHandler: requireFeature(type.feature, { orStaff: true }) };
    const dataCount = type.listShape === 'data-count';
    const searchTypes = [type.key, ...descendantTypes(types, type)];

    /** An answer's items as this user may read them, with the type's related fields. */
    function answered(user: CurrentUser, items: readonly Item[], answer: 'list' | 'detail'): Promise<Item[]> {
      const now = ctx.now();
      const visible = user.isStaff ? items : items.map((item) => withoutPrivate(type, visibleTranslations(item, now)));
      return withRelated(ctx.db, type, visible, relatedViewer(user, now), answer, cached);
    }

    // The `{data, count}` list checks the feature itself: a member without it gets an empty list.
    app.get(base, dataCount ? {} : readable, (request) => listAnswer(request));
    lists.set(type.key, listAnswer);

    async function listAnswer(request: FastifyRequest) {
      const user = currentUser(request);
      if (dataCount && !(await hasTypeFeature(ctx, user, type))) return { data: [], count: 0 };
      const window = requestedWindow(request);
      // Members, and staff asking for a member's view, get each group of translations once.
      const oneVersion = !user.isStaff || asksPublished(request);
      const filters = parseListFilters(request, type, user.isStaff);
      const scope = effectiveScope(request, type, user.isStaff);
      const list = async () => {
        const viewer = {
          isStaff: user.isStaff,
          countryId: user.member.countryId,
          language: user.language.code,
          searchTypes,
        };
        return listItems(ctx.db, type, {
          where: await listWhere(ctx.db, type, filters, viewer, ctx.now()),
          ordering: listOrdering(request, type, scope),
          limit: window.limit,
          offset: window.offset,
          ...(oneVersion ? { oneVersionIn: user.language.id } : {}),
        });
      };
      // A list depends only on staff or not, the country, the language, the scope and the query:
      // readers alike share one read (of whole items: a member's private fields are left out after
      // it). Staff's own key: their lists hold drafts and every version. Every write empties it.
      const reader = user.isStaff ? 'staff' : 'member';
      const key = `list|${type.key}|${reader}|${user.member.countryId}|${user.language.id}|${scope ?? ''}|${sortedQuery(request)}`;
      const { total, items } = await cached(key, list);
      const results = await answered(user, items, 'list');
      return dataCount ? { data: results, count: total } : pageBody(request, window, total, results);
    }

    app.get(`${base}:id/`, { ...readable, schema: { params: idParams } }, (request) =>
      detailAnswer(request, request.params.id),
    );
    details.set(type.key, detailAnswer);

    async function detailAnswer(request: FastifyRequest, id: number) {
      const user = currentUser(request);
      const loaded = await cached(`item|${type.key}|${id}`, () => loadItem(ctx.db, type, id));
      if (!loaded) throw notFound();
      const now = ctx.now();
      assertReadable(user, loaded, now);
      if (type.parent && !user.isStaff && !(await ancestorsReadable(ctx.db, id, user.member.countryId, now)))
        throw notFound();
      const [item] = await answered(user, [loaded.item], 'detail');
      return item;
    }

    /** A write's answer (staff): the item as its detail shows it. */
    async function answerItem(user: CurrentUser, id: number) {
      const loaded = await loadItem(ctx.db, type, id);
      if (!loaded) throw notFound();
      const [item] = await answered(user, [loaded.item], 'detail');
      return item;
    }

    app.post(base, { preHandler: requireStaff }, async (request, reply) => {
      const user = currentUser(request);
      const { values, errors } = parseFields(itemSchema(type, true), request.body);
      const id = await createItem(deps, type, toItemInput(type, values), user.member.countryId, errors);
      return reply.code(201).send(await answerItem(user, id));
    });

    // No body schema: the body is parsed field by field after the 404 (DRF's order), and its errors
    // are answered together with the references' (parseFields, check-references.ts).
    app.patch(`${base}:id/`, { preHandler: requireStaff, schema: { params: idParams } }, async (request) => {
      const existing = await findItem(ctx.db, type, request.params.id);
      if (!existing) throw notFound();
      const { values, errors } = parseFields(itemSchema(type, false), request.body);
      await updateItem(deps, type, existing, toItemInput(type, values), errors);
      return answerItem(currentUser(request), existing.id);
    });

    app.delete(`${base}:id/`, { preHandler: requireStaff, schema: { params: idParams } }, async (request, reply) => {
      if (!(await deleteItem(deps, type, request.params.id))) throw notFound();
      return reply.code(204).send();
    });

    if (type.parent) registerReorderRoute(app, ctx, type);
    registerCategoryRoutes(app, ctx, type, readable.preHandler, cached);
  }

  for (const type of routed) registerType(type);
  const reads: ContentReads = {
    type: (key) => {
      const type = routed.find((candidate) => candidate.key === key);
      if (!type) throw new Error(`no routed content type ${key}`);
      return type;
    },
    detail: (type, request, id) => {
      const answer = details.get(type.key);
      if (!answer) throw new Error(`${type.key} has no detail`);
      return answer(request, id);
    },
    list: (type, request, search) => {
      const answer = lists.get(type.key);
      if (!answer) throw new Error(`${type.key} has no list`);
      return answer(requestAt(request, apiPath(`/${type.path}/${search}`)));
    },
  };

  // Multipart bodies are parsed in this scope only: every other endpoint stays JSON-only.
  await app.register(async (files: FastifyInstance) => registerFilesScope(files, ctx, deps, routed));

  registerTagRoutes(app, ctx);

  const copyable = routed.filter((type) => !type.parent);
  const copyBody = copySchema(copyable);
  app.post(
    CONTENT_SHARED_API.copy,
    { preHandler: requireStaff, schema: { body: copyBody } },
    async (request, reply) => {
      const { body } = request;
      const type = copyable.find((candidate) => candidate.key === body.type);
      if (!type) throw validationError({ type: [`"${body.type}" is not a valid choice.`] });
      return reply.code(201).send({ created: await copyItem(deps, type, body.id, body.countries, types) });
    },
  );

  for (const type of types) await type.extraRoutes?.(app, ctx, type, reads);
}
