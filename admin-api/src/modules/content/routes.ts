// The content endpoints of every routed type of the registry: list, detail, create, update,
// delete, categories and files; plus tags, copy-content and the handbooks list. The contract is
// docs/api.md, "Content (issue 4)".
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type FastifyInstance, type FastifyPluginAsync, type FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isFeatureAvailable } from '../../rules/features';
import { type AppContext } from '../../context';
import { contentCategories, contentTags } from '../../db/schema/content';
import { countries, languages } from '../../db/schema/locale';
import { heldLevelIds } from '../../domain/current-user';
import { countryFeatureFlags } from '../../domain/feature-flags';
import { currentUser, requireStaff } from '../../http/auth';
import { notFound, validationError } from '../../http/errors';
import { choiceError, idFilter, idParam, queryValues } from '../../http/params';
import { invalidPkMessage, primaryKey } from '../../http/fields';
import { pageOf, requestedWindow } from '../../http/pagination';
import { parseBody, parseFields } from '../../http/validation';
import { assertReadable, requireTypeFeature } from './access';
import { registerFilesScope } from './files';
import { itemSchema, STATUSES, toItemInput } from './input';
import { endedCondition, listItems, loadItem, memberVisible, visibleTranslations } from './queries';
import { type ContentType, HANDBOOKS, orderingColumns, ROUTED_TYPES } from './registry';
import { scheduleUploadSweep } from './upload-sweep';
import { copyItem, createItem, deleteItem, findItem, updateItem, type WriteDeps } from './service';

/** The request's query string with its parameters in a fixed order: one cache key per query. */
function sortedQuery(request: FastifyRequest): string {
  const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
  const params = new URLSearchParams(search);
  params.sort();
  return params.toString();
}

/** 400 for the first id of `wanted` that `found` lacks. */
function requireKnown(key: string, wanted: readonly number[], found: readonly { id: number }[]): void {
  const ids = new Set(found.map((row) => row.id));
  const missing = wanted.find((id) => !ids.has(id));
  if (missing !== undefined) throw choiceError(key, String(missing));
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

const sqlIds = (ids: readonly number[]) => sql.join(ids.map((id) => sql`${id}`), sql`, `);

function categoryCondition(type: ContentType, ids: readonly number[]): SQL {
  const wanted = type.categoryTree
    ? sql`(with recursive tree(id) as (
              select id from content_categories where id in (${sqlIds(ids)})
              union select child.id from content_categories child join tree on child.parent_id = tree.id)
            select id from tree)`
    : sql`(${sqlIds(ids)})`;
  return sql`exists (select 1 from content_item_categories ic where ic.item_id = i.id and ic.category_id in ${wanted})`;
}

type CategoryRow = { id: number; name: string; parentId: number | null };

/** A tree's rows with every parent followed by its children (siblings keep the rows' order). */
export function depthFirst(rows: readonly CategoryRow[]): CategoryRow[] {
  const ids = new Set(rows.map((row) => row.id));
  const children = new Map<number | null, CategoryRow[]>();
  for (const row of rows) {
    const parent = row.parentId !== null && ids.has(row.parentId) ? row.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), row]);
  }
  const out: CategoryRow[] = [];
  const seen = new Set<number>();
  const visit = (row: CategoryRow) => {
    if (seen.has(row.id)) return;
    seen.add(row.id);
    out.push(row);
    for (const child of children.get(row.id) ?? []) visit(child);
  };
  for (const root of children.get(null) ?? []) visit(root);
  return out;
}

const categorySchema = z.object({
  name: z.string().trim().min(1).max(100),
  parentId: primaryKey.nullable().optional(),
});

const tagSchema = z.object({ name: z.string().trim().min(1).max(100) });

const copySchema = z.object({
  type: z.enum([...ROUTED_TYPES.keys()] as [string, ...string[]]),
  id: primaryKey,
  countries: z.array(primaryKey).min(1).max(50),
});

export const contentRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  app.addHook('preHandler', ctx.authenticate);
  const deps: WriteDeps = { db: ctx.db, storage: ctx.storage, now: ctx.now, log: app.log };
  scheduleUploadSweep(app, deps, ctx.config.unattachedUploadMaxAgeMs);

  /** A read through the shared content cache; keys are prefixed by what they hold, so each key has one type. */
  function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    return ctx.contentCache.get(key, load) as Promise<T>;
  }

  /** The WHERE conditions of a list request, by the rules of docs/api.md. */
  async function listConditions(request: FastifyRequest, type: ContentType): Promise<SQL[]> {
    const user = currentUser(request);
    const now = ctx.now();
    const where: SQL[] = [];
    const [title] = queryValues(request, 'title');
    if (title !== undefined && title.trim() !== '') where.push(sql`i.title ilike ${`%${escapeLike(title.trim())}%`}`);

    const categories = idFilter(request, 'categories');
    if (categories.length > 0) {
      const found = await ctx.db
        .select({ id: contentCategories.id })
        .from(contentCategories)
        .where(and(eq(contentCategories.type, type.key), inArray(contentCategories.id, categories)));
      requireKnown('categories', categories, found);
      where.push(categoryCondition(type, categories));
    }
    const tags = idFilter(request, 'tags');
    if (tags.length > 0) {
      requireKnown('tags', tags, await ctx.db.select({ id: contentTags.id }).from(contentTags).where(inArray(contentTags.id, tags)));
      where.push(sql`exists (select 1 from content_item_tags it where it.item_id = i.id and it.tag_id in (${sqlIds(tags)}))`);
    }
    const language = idFilter(request, 'language');
    if (language.length > 0) {
      requireKnown('language', language, await ctx.db.select({ id: languages.id }).from(languages).where(inArray(languages.id, language)));
      where.push(sql`i.language_id in (${sqlIds(language)})`);
    }
    if (type.scopes) {
      const [scope] = queryValues(request, 'scope');
      if (scope !== undefined) {
        const definition = type.scopes[scope];
        if (!definition) throw choiceError('scope', scope);
        where.push(endedCondition(type, definition.where === 'ended', now));
      }
    }

    if (!user.isStaff) {
      where.push(...memberVisible(user.member.countryId, now));
      return where;
    }
    const statuses = queryValues(request, 'status').map((value) => {
      const status = /^\d$/.test(value) ? Number(value) : NaN;
      if (!(STATUSES as readonly number[]).includes(status)) throw choiceError('status', value);
      return status;
    });
    if (statuses.length > 0) where.push(sql`i.status in (${sqlIds(statuses)})`);
    const countryIds = idFilter(request, 'country');
    if (countryIds.length > 0) {
      requireKnown('country', countryIds, await ctx.db.select({ id: countries.id }).from(countries).where(inArray(countries.id, countryIds)));
      where.push(sql`i.country_id in (${sqlIds(countryIds)})`);
    }
    const [published] = queryValues(request, 'published');
    if (published !== undefined) {
      if (!['true', 'false', '1', '0'].includes(published)) throw choiceError('published', published);
      if (published === 'true' || published === '1') {
        where.push(sql`i.status = 2`, sql`i.publish_date <= ${now.toISOString()}::timestamptz`);
      }
    }
    return where;
  }

  /** The ordering terms asked for, else the scope's, else the type's default. */
  function ordering(request: FastifyRequest, type: ContentType): readonly string[] {
    const [raw] = queryValues(request, 'ordering');
    const asked = (raw ?? '')
      .split(',')
      .map((term) => term.trim())
      .filter(Boolean);
    const columns = orderingColumns(type);
    if (asked.some((term) => columns[term.replace(/^-/, '')] !== undefined)) return asked;
    const [scope] = queryValues(request, 'scope');
    return (scope !== undefined && type.scopes?.[scope]?.ordering) || type.defaultOrdering;
  }

  function registerType(type: ContentType) {
    const base = `/${type.path}/`;

    app.get(base, async (request) => {
      const user = currentUser(request);
      await requireTypeFeature(ctx, user, type);
      const window = requestedWindow(request);
      // Members, and staff asking for a member's view, get each group of translations once.
      const [published] = queryValues(request, 'published');
      const oneVersion = !user.isStaff || published === 'true' || published === '1';
      const list = async () =>
        listItems(ctx.db, type, {
          where: await listConditions(request, type),
          ordering: ordering(request, type),
          limit: window.limit,
          offset: window.offset,
          ...(oneVersion ? { oneVersionIn: user.language.id } : {}),
        });
      if (user.isStaff) {
        const { total, items } = await list();
        return pageOf(request, window, total, items);
      }
      // A member's list depends only on the country, the language and the query: members share one read.
      const key = `list|${type.key}|${user.member.countryId}|${user.language.id}|${sortedQuery(request)}`;
      const { total, items } = await cached(key, list);
      const now = ctx.now();
      return pageOf(request, window, total, items.map((item) => visibleTranslations(item, now)));
    });

    app.get(`${base}:id/`, async (request) => {
      const user = currentUser(request);
      await requireTypeFeature(ctx, user, type);
      const id = idParam(request);
      const loaded = await cached(`item|${type.key}|${id}`, () => loadItem(ctx.db, type, id));
      if (!loaded) throw notFound();
      const now = ctx.now();
      assertReadable(user, loaded, now);
      return user.isStaff ? loaded.item : visibleTranslations(loaded.item, now);
    });

    async function answerItem(id: number) {
      const loaded = await loadItem(ctx.db, type, id);
      if (!loaded) throw notFound();
      return loaded.item;
    }

    app.post(base, { preHandler: requireStaff }, async (request, reply) => {
      const { values, errors } = parseFields(itemSchema(type, true), request.body);
      const id = await createItem(deps, type, toItemInput(type, values), currentUser(request).member.countryId, errors);
      return reply.code(201).send(await answerItem(id));
    });

    app.patch(`${base}:id/`, { preHandler: requireStaff }, async (request) => {
      const existing = await findItem(ctx.db, type, idParam(request));
      if (!existing) throw notFound();
      const { values, errors } = parseFields(itemSchema(type, false), request.body);
      await updateItem(deps, type, existing, toItemInput(type, values), errors);
      return answerItem(existing.id);
    });

    app.delete(`${base}:id/`, { preHandler: requireStaff }, async (request, reply) => {
      if (!(await deleteItem(deps, type, idParam(request)))) throw notFound();
      return reply.code(204).send();
    });

    app.get(`${base}categories/`, async (request) => {
      await requireTypeFeature(ctx, currentUser(request), type);
      return cached(`categories|${type.key}`, async () => {
        const rows = await ctx.db
          .select({ id: contentCategories.id, name: contentCategories.name, parentId: contentCategories.parentId })
          .from(contentCategories)
          .where(eq(contentCategories.type, type.key))
          .orderBy(asc(contentCategories.position), asc(contentCategories.name), asc(contentCategories.id));
        return type.categoryTree ? depthFirst(rows) : rows;
      });
    });

    app.post(`${base}categories/`, { preHandler: requireStaff }, async (request, reply) => {
      const body = parseBody(categorySchema, request.body);
      const parentId = type.categoryTree ? (body.parentId ?? null) : null;
      if (parentId !== null) {
        const [parent] = await ctx.db
          .select({ id: contentCategories.id })
          .from(contentCategories)
          .where(and(eq(contentCategories.id, parentId), eq(contentCategories.type, type.key)));
        if (!parent) throw validationError({ parentId: [invalidPkMessage(parentId)] });
      }
      const siblings = await ctx.db
        .select({ name: contentCategories.name, parentId: contentCategories.parentId })
        .from(contentCategories)
        .where(eq(contentCategories.type, type.key));
      if (siblings.some((row) => row.parentId === parentId && row.name.toLowerCase() === body.name.toLowerCase())) {
        throw validationError({ name: ['A category with this name already exists.'] });
      }
      const [row] = await ctx.db
        .insert(contentCategories)
        .values({ type: type.key, name: body.name, parentId, position: 0 })
        .returning({ id: contentCategories.id, name: contentCategories.name, parentId: contentCategories.parentId });
      return reply.code(201).send(row);
    });
  }

  for (const type of ROUTED_TYPES.values()) registerType(type);

  // Multipart bodies are parsed in this scope only: every other endpoint stays JSON-only.
  await app.register(async (files: FastifyInstance) => registerFilesScope(files, ctx, deps, ROUTED_TYPES.values()));

  app.get('/tags/', async () =>
    ctx.db
      .select({ id: contentTags.id, name: contentTags.name })
      .from(contentTags)
      .orderBy(sql`lower(${contentTags.name})`, asc(contentTags.id)),
  );

  app.post('/tags/', { preHandler: requireStaff }, async (request, reply) => {
    const { name } = parseBody(tagSchema, request.body);
    const exists = () => validationError({ name: ['tag with this name already exists.'] });
    const [existing] = await ctx.db
      .select({ id: contentTags.id })
      .from(contentTags)
      .where(sql`lower(${contentTags.name}) = lower(${name})`);
    if (existing) throw exists();
    try {
      const [row] = await ctx.db.insert(contentTags).values({ name }).returning({ id: contentTags.id, name: contentTags.name });
      return reply.code(201).send(row);
    } catch (error) {
      // Two requests for the same new name: the unique index lets one win.
      if ((error as { code?: string }).code === '23505') throw exists();
      throw error;
    }
  });

  app.post('/copy-content/', { preHandler: requireStaff }, async (request, reply) => {
    const body = parseBody(copySchema, request.body);
    const type = ROUTED_TYPES.get(body.type);
    if (!type) throw validationError({ type: [`"${body.type}" is not a valid choice.`] });
    const result = await copyItem(deps, type, body.id, body.countries);
    if (!Array.isArray(result)) throw validationError(result);
    return reply.code(201).send({ created: result });
  });

  // The spec's odd shape for handbooks: `{data, count}`, not paginated.
  app.get(`/${HANDBOOKS.path}/`, async (request) => {
    const user = currentUser(request);
    const where: SQL[] = [];
    const now = ctx.now();
    if (!user.isStaff) {
      const flags = await countryFeatureFlags(ctx, user.member.countryId);
      if (!isFeatureAvailable(flags, HANDBOOKS.feature, heldLevelIds(user))) return { data: [], count: 0 };
      where.push(...memberVisible(user.member.countryId, now));
      const { items } = await listItems(ctx.db, HANDBOOKS, { where, ordering: HANDBOOKS.defaultOrdering, oneVersionIn: user.language.id });
      const data = items.map((item) => visibleTranslations(item, now));
      return { data, count: data.length };
    }
    const { items } = await listItems(ctx.db, HANDBOOKS, { where, ordering: HANDBOOKS.defaultOrdering });
    return { data: items, count: items.length };
  });
};
