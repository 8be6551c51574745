// Which partner a user may act on: staff any, members a published partner of their own country whose
// publish date has come (the content rules). Unlike a content detail, a partner of another country
// answers 404 here: its actions (contact, spend, reps, contract, logo) must not tell that it exists.
import { type FastifyRequest } from 'fastify';
import { type AppContext } from '../../context';
import { type CurrentUser } from '../../domain/current-user';
import { currentUser } from '../../http/auth';
import { notFound } from '../../http/errors';
import { isPublishedAt } from '../content/published';
import { findPartner, type PartnerRow } from './queries';

export function isReadableBy(user: CurrentUser, partner: PartnerRow, now: Date): boolean {
  if (user.isStaff) return true;
  const facts = { status: partner.status, publishDate: partner.publish_date, countryId: partner.country_id };
  return isPublishedAt(facts, now, user.member.countryId);
}

/** The partner the request's user may read, or null. */
export async function partnerIfReadable(ctx: AppContext, user: CurrentUser, id: number): Promise<PartnerRow | null> {
  // The partner as stored is the same for every reader (any write empties the cache); who may read it
  // is checked here on every request.
  const partner = (await ctx.contentCache.get(`partner-row|${id}`, () => findPartner(ctx.db, id))) as PartnerRow | null;
  return partner && isReadableBy(user, partner, ctx.now()) ? partner : null;
}

/** `(request, id)` → the partner, or 404. */
export function readablePartnerOf(ctx: AppContext) {
  return async (request: FastifyRequest, id: number): Promise<PartnerRow> => {
    const partner = await partnerIfReadable(ctx, currentUser(request), id);
    if (!partner) throw notFound();
    return partner;
  };
}
