// A type's files endpoint (`news-files/`, ...): multipart uploads by staff, downloads authorised
// like the item the file belongs to, deletion by staff. Downloads can never run script on the
// portal's origin: a fixed content type from our allowlist, nosniff, and `CSP: sandbox`.
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type AppContext } from '../../context';
import { rowsOf } from '../../db/client';
import { contentFiles, contentItems } from '../../db/schema/content';
import { currentUser, requireStaff } from '../../http/auth';
import { notFound, validationError } from '../../http/errors';
import { invalidPkMessage } from '../../http/fields';
import { fileError, readUpload, registerMultipart, requireMultipart } from '../../http/multipart';
import { idParams, isIdText } from '../../http/params';
import { newStorageKey } from '../../storage/storage';
import { assertReadable, requireTypeFeature } from './access';
import { ancestorsReadable } from './children';
import { extraDatetime, type ContentType } from './content-type';
import { cleanFileName, contentDisposition, detectFileType, INLINE_TYPES, ITEM_FILE_ROLES } from './file-types';
import { serializeFile } from './serialize-item';
import { deleteUnusedBlobs, type WriteDeps } from './service';

/** What sending a stored file needs to know of its row. */
export type StoredFile = { id: number; storage_key: string; name: string; size: number; content_type: string };

type FileWithItem = StoredFile & {
  type: string;
  item_id: number | null;
  role: string;
  status: number | null;
  publish_date: Date | string | null;
  country_id: number | null;
  /** The item's start (its type's `startField`), if the type has one and the item sets it. */
  starts_at: Date | string | null;
};

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** SQL of the item's start on the alias `i`, or null for a type without a start field. */
function startOf(type: ContentType): SQL {
  return type.startField ? sql.raw(extraDatetime(type.startField)) : sql`null::timestamptz`;
}

/**
 * Sends a stored file so that it can never run script on the portal's origin: the content type
 * from our allowlist, nosniff, and `CSP: sandbox`. Every download of the API goes through here.
 */
export async function sendStoredFile(
  ctx: Pick<AppContext, 'storage'>,
  request: FastifyRequest,
  reply: FastifyReply,
  file: StoredFile,
  options: { inline: boolean; cacheControl: string },
) {
  const stream = await ctx.storage.get(file.storage_key);
  if (!stream) {
    request.log.error({ fileId: file.id, key: file.storage_key }, 'stored file is missing');
    throw notFound();
  }
  const text = file.content_type.startsWith('text/');
  return reply
    .headers({
      'Content-Type': text ? `${file.content_type}; charset=utf-8` : file.content_type,
      'Content-Length': String(file.size),
      'Content-Disposition': contentDisposition(file.name, options.inline),
      'Content-Security-Policy': 'sandbox',
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': options.cacheControl,
    })
    .send(stream);
}

export function registerFileRoutes(app: FastifyInstance, ctx: AppContext, deps: WriteDeps, type: ContentType): void {
  const base = `/${type.filesPath}/`;
  const maxBytes = ctx.config.uploadMaxBytes;

  app.post(base, { preHandler: requireStaff }, async (request, reply) => {
    requireMultipart(request);
    const { file, fields } = await readUpload(request, maxBytes, ['item']);
    const { item } = fields;
    let itemId: number | null = null;
    if (item !== undefined && item !== '') {
      if (!isIdText(item)) throw validationError({ item: ['Incorrect type. Expected pk value, received str.'] });
      const [row] = await ctx.db
        .select({ id: contentItems.id })
        .from(contentItems)
        .where(and(eq(contentItems.id, Number(item)), eq(contentItems.type, type.key)));
      if (!row) throw validationError({ item: [invalidPkMessage(Number(item))] });
      itemId = row.id;
    }
    if (!file) throw fileError('No file was submitted.');
    if (file.data.length === 0) throw fileError('The submitted file is empty.');
    const name = cleanFileName(file.name);
    const detected = detectFileType(name, file.data);
    if ('error' in detected) throw fileError(detected.error);

    const key = newStorageKey(ctx.now());
    await ctx.storage.put(key, file.data, detected.type.contentType);
    try {
      const [row] = await ctx.db
        .insert(contentFiles)
        .values({
          type: type.key,
          itemId,
          role: 'attachment',
          storageKey: key,
          name,
          size: file.data.length,
          contentType: detected.type.contentType,
          createdAt: ctx.now(),
        })
        .returning();
      if (!row) throw new Error('insert returned nothing');
      return reply.code(201).send(serializeFile(type, row));
    } catch (error) {
      await ctx.storage.delete(key).catch(() => undefined);
      throw error;
    }
  });

  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(`${base}:id/`, { schema: { params: idParams } }, async (request, reply) => {
    const user = currentUser(request);
    const { id } = request.params;
    const [file] = await rowsOf<FileWithItem>(
      ctx.db,
      sql`
      select f.id, f.type, f.item_id, f.role, f.storage_key, f.name, f.size, f.content_type,
             i.status, i.publish_date, i.country_id, ${startOf(type)} as starts_at
        from content_files f left join content_items i on i.id = f.item_id
       where f.id = ${id} and f.type = ${type.key}`,
    );
    if (!file || !ITEM_FILE_ROLES.has(file.role)) throw notFound();
    if (file.item_id === null || file.status === null || file.publish_date === null || file.country_id === null) {
      // Not attached to an item yet: only staff, who uploaded it for an item being written.
      if (!user.isStaff) throw notFound();
    } else {
      await requireTypeFeature(ctx, user, type);
      const startsAt = file.starts_at === null ? null : asDate(file.starts_at);
      const item = {
        status: file.status,
        publishDate: asDate(file.publish_date),
        countryId: file.country_id,
        startsAt,
      };
      assertReadable(user, item, ctx.now());
      // A section's file is as hidden as its chapter or handbook when either is a draft.
      if (
        type.parent &&
        !user.isStaff &&
        !(await ancestorsReadable(ctx.db, file.item_id, user.member.countryId, ctx.now()))
      )
        throw notFound();
    }
    // A file id never gets new content; private: only the user's own browser may keep it.
    return sendStoredFile(ctx, request, reply, file, {
      inline: INLINE_TYPES.has(file.content_type),
      cacheControl: 'private, max-age=300',
    });
  });

  routes.delete(`${base}:id/`, { preHandler: requireStaff, schema: { params: idParams } }, async (request, reply) => {
    const { id } = request.params;
    const deleted = await ctx.db
      .delete(contentFiles)
      .where(
        and(eq(contentFiles.id, id), eq(contentFiles.type, type.key), inArray(contentFiles.role, [...ITEM_FILE_ROLES])),
      )
      .returning({ key: contentFiles.storageKey });
    if (deleted.length === 0) throw notFound();
    await deleteUnusedBlobs(
      deps,
      deleted.map((row) => row.key),
    );
    return reply.code(204).send();
  });
}

/** Registers multipart parsing (only in the files scope) and every type's files routes. */
export async function registerFilesScope(
  app: FastifyInstance,
  ctx: AppContext,
  deps: WriteDeps,
  types: Iterable<ContentType>,
): Promise<void> {
  await registerMultipart(app, ctx.config.uploadMaxBytes);
  for (const type of types) registerFileRoutes(app, ctx, deps, type);
}
