// The reading calls of a handbook (registered through the type's extraRoutes, inside the content
// plugin: under /api/v1/ and behind authentication): a search within it, the reader's read mark,
// and the whole handbook as one PDF. Each reads the handbook as its detail does (access.ts).
import { type FastifyInstance, type FastifyRequest } from 'fastify';
import { type AppContext } from '../../context';
import { HANDBOOK_API, HANDBOOK_SEARCH_MAX } from '../../contract/handbooks';
import { currentUser } from '../../http/auth';
import { KEEPS_READ_CACHES } from '../../http/cache-invalidation';
import { notFound } from '../../http/errors';
import { idParams, firstQueryValue, querySchema } from '../../http/params';
import { routeOf } from '../../http/route-path';
import { assertReadable, hasTypeFeature, requireTypeFeature } from '../content/access';
import { type ContentType } from '../content/content-type';
import { contentDisposition } from '../content/file-types';
import { loadItem } from '../content/queries';
import { pdfLabels } from './pdf-labels';
import { handbookChapters, handbookTags, markRead, searchHandbook } from './queries';
import { lastReadsKey } from './related';

const searchQuery = querySchema({ q: firstQueryValue });

export function handbookRoutes(app: FastifyInstance, ctx: AppContext, type: ContentType): void {
  /** The handbook as its reader may read it: 404 for one they may not see, 403 for another country's. */
  async function readableHandbook(request: FastifyRequest, id: number) {
    const user = currentUser(request);
    await requireTypeFeature(ctx, user, type);
    const loaded = await loadItem(ctx.db, type, id);
    if (!loaded) throw notFound();
    assertReadable(user, loaded, ctx.now());
    return { user, loaded };
  }

  // Spec §7 names `wiki/handbooks/tags/`; like the list, `{data, count}`, empty without the feature.
  app.get(HANDBOOK_API.tags, async (request) => {
    const user = currentUser(request);
    if (!(await hasTypeFeature(ctx, user, type))) return { data: [], count: 0 };
    const reader = { isStaff: user.isStaff, now: ctx.now(), countryId: user.member.countryId };
    // The same for every member of a country: through the content cache, which any write empties.
    const key = `handbook-tags|${type.key}|${user.isStaff ? 'staff' : reader.countryId}`;
    const data = (await ctx.contentCache.get(key, () => handbookTags(ctx.db, type.key, reader))) as Awaited<
      ReturnType<typeof handbookTags>
    >;
    return { data, count: data.length };
  });

  app.get(
    routeOf(HANDBOOK_API.search, 'id'),
    { schema: { params: idParams, querystring: searchQuery } },
    async (request) => {
      const { id } = request.params as { id: number };
      const { user } = await readableHandbook(request, id);
      const raw = (request.query as { q?: unknown }).q;
      const words = typeof raw === 'string' ? raw.trim().slice(0, HANDBOOK_SEARCH_MAX) : '';
      if (words === '') return { results: [] };
      const reader = { isStaff: user.isStaff, now: ctx.now() };
      return { results: await searchHandbook(ctx.db, id, { words, language: user.language.code }, reader) };
    },
  );

  app.post(
    routeOf(HANDBOOK_API.read, 'id'),
    { schema: { params: idParams }, config: KEEPS_READ_CACHES },
    async (request, reply) => {
      const { id } = request.params as { id: number };
      const { user } = await readableHandbook(request, id);
      await markRead(ctx.db, user.id, id, ctx.now());
      // The read caches stay (a page view marks it each time); only this reader's last visit goes.
      ctx.contentCache.forget(lastReadsKey(user.id, [id]));
      return reply.code(204).send();
    },
  );

  app.get(routeOf(HANDBOOK_API.pdf, 'id'), { schema: { params: idParams } }, async (request, reply) => {
    const { id } = request.params as { id: number };
    const { user, loaded } = await readableHandbook(request, id);
    const chapters = await handbookChapters(ctx.db, [id], { isStaff: user.isStaff, now: ctx.now() });
    const { title, summary, body } = loaded.item;
    // pdfkit and the fonts load on the first export, not with the API.
    const { handbookPdf } = await import('./pdf');
    const pdf = await handbookPdf(
      { title, summary, body: body ?? '', chapters: (chapters.get(id) ?? []).map(toPdfChapter) },
      pdfLabels(user.language.code),
    );
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', contentDisposition(`${title}.pdf`, false))
      .header('Cache-Control', 'private, no-store')
      .send(pdf);
  });
}

function toPdfChapter(chapter: {
  id: number;
  title: string;
  body: string;
  sections: { id: number; title: string; body: string; updatedAt: string }[];
}) {
  return {
    id: chapter.id,
    title: chapter.title,
    body: chapter.body,
    sections: chapter.sections.map((section) => ({ ...section, updatedAt: new Date(section.updatedAt) })),
  };
}
