// The digest's writes and the work behind its reads (docs/admin-api.md "Digest"): the member's toggle,
// drafts (assembled, edited, assembled again), the rendered mail, starting a send (once), header
// images, the unsubscribe token's state and changes, and the weekly schedules.
import { and, eq, not, sql } from 'drizzle-orm';
import { type AppContext } from '../../context';
import { apiPath } from '../../contract/api-prefix';
import {
  DIGEST_API,
  DIGEST_ITEM_TYPES,
  DIGEST_PAGES,
  type DigestItem,
  type DigestItemRef,
  type DigestItemType,
  HEADER_IMAGE_MAX_BYTES,
  type IssueChanges,
  ONE_CLICK_BODY,
  type ScheduleInput,
  type UnsubscribeState,
} from '../../contract/digest';
import { type Db, type DbExecutor, rowsOf } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { digestDeliveries, digestHeaderImages, digestIssues, digestSchedules } from '../../db/schema/digest';
import { languages } from '../../db/schema/locale';
import { ApiError, fieldError, notFound } from '../../http/errors';
import { voiceOf } from '../../i18n/translate';
import { newStorageKey } from '../../storage/storage';
import { assembleItems, findItems, type Source } from './assemble';
import { headerImageInfo } from './header-image';
import {
  countRecipients,
  findCountry,
  findDraft,
  findHeaderImage,
  findIssue,
  isCountryLanguage,
  isHeaderImageInUse,
  type IssueRow,
  lastSentAt,
  recipientsOf,
} from './queries';
import { personalise, type RenderedMail, renderDigest } from './render';
import { FIRST_ISSUE_LOOKBACK_DAYS, itemKey, maskEmail, refsProblem, timeZoneOf } from './rules';
import { absoluteItems, apiUrl } from './serialize';
import { createImageSignatures, DIGEST_LIST, type ImageSignatures, type UnsubscribeTokens } from './tokens';

const DAY_MS = 86_400_000;

type Ctx = Pick<AppContext, 'db' | 'config' | 'now'>;

/** Flips the subscription in one statement, so two quick toggles cannot both read the old value. */
export async function toggleDigestSubscription(db: Db, userId: number): Promise<{ hasDigestSubscribed: boolean }> {
  const [row] = await db
    .update(users)
    .set({ hasDigestSubscribed: not(users.hasDigestSubscribed) })
    .where(eq(users.id, userId))
    .returning({ hasDigestSubscribed: users.hasDigestSubscribed });
  if (!row) throw new Error(`user ${userId} vanished while toggling the digest`);
  return row;
}

const conflict = (code: string, detail: string) => new ApiError(409, { code, detail });
export const notADraft = () => conflict('not_a_draft', 'Only a draft can be changed.');

async function issueOr404(db: DbExecutor, id: number): Promise<IssueRow> {
  const issue = await findIssue(db, id);
  if (!issue) throw notFound();
  return issue;
}

export const findIssueOr404 = (ctx: Pick<AppContext, 'db'>, id: number): Promise<IssueRow> => issueOr404(ctx.db, id);

export async function draftOr409(db: DbExecutor, id: number): Promise<IssueRow> {
  const issue = await issueOr404(db, id);
  if (issue.status !== 'draft') throw notADraft();
  return issue;
}

const imageSignatures = new Map<string, ImageSignatures>();

/** A cover image's public path, signed with a key made once per secret. */
function imagePathFor(secret: string): (fileId: number) => string {
  let signatures = imageSignatures.get(secret);
  if (!signatures) {
    signatures = createImageSignatures(secret);
    imageSignatures.set(secret, signatures);
  }
  const signer = signatures;
  return (fileId) => apiPath(DIGEST_API.itemImage(fileId, signer.sign(fileId)));
}

function sourceOf(ctx: Ctx, issue: { countryId: number; languageId: number; since: Date }): Source {
  return {
    countryId: issue.countryId,
    languageId: issue.languageId,
    since: issue.since,
    now: ctx.now(),
    imagePath: imagePathFor(ctx.config.jwtSecret),
  };
}

/** Where a new issue of the country starts from: its last issue's send, or some weeks back. */
async function sinceFor(ctx: Ctx, countryId: number): Promise<Date> {
  return (await lastSentAt(ctx.db, countryId)) ?? new Date(ctx.now().getTime() - FIRST_ISSUE_LOOKBACK_DAYS * DAY_MS);
}

/** The draft of a country and language: the existing one, or a new one assembled from what is new. */
export async function draftFor(
  ctx: Ctx,
  userId: number | null,
  request: { country: number; language: number },
): Promise<{ issue: IssueRow; created: boolean }> {
  const existing = await findDraft(ctx.db, request.country, request.language);
  if (existing) return { issue: existing, created: false };
  const country = await findCountry(ctx.db, request.country);
  if (!country) throw fieldError('country', `Invalid pk "${request.country}" - object does not exist.`);
  if (!(await isCountryLanguage(ctx.db, request.country, request.language)))
    throw fieldError('language', "The language is not one of the country's languages.");
  const since = await sinceFor(ctx, request.country);
  const items = await assembleItems(
    ctx.db,
    sourceOf(ctx, { countryId: request.country, languageId: request.language, since }),
  );
  const [language] = await ctx.db
    .select({ code: languages.code })
    .from(languages)
    .where(eq(languages.id, request.language));
  const voice = voiceOf(language?.code);
  const [row] = await ctx.db
    .insert(digestIssues)
    .values({
      countryId: request.country,
      languageId: request.language,
      subject: voice.t('digest.defaultSubject', { date: voice.date(ctx.now()) }),
      items,
      since,
      createdById: userId,
    })
    // Two staff opening the composer at once: the second finds the first's draft.
    .onConflictDoNothing()
    .returning({ id: digestIssues.id });
  const issue = await (row ? findIssue(ctx.db, row.id) : findDraft(ctx.db, request.country, request.language));
  if (!issue) throw new Error('the draft vanished while it was created');
  return { issue, created: Boolean(row) };
}

/** The items of a PATCH: kept ones keep their copy (with the note given), added ones are copied from their source. */
async function resolveItems(ctx: Ctx, issue: IssueRow, refs: readonly DigestItemRef[]): Promise<DigestItem[]> {
  const problem = refsProblem(refs);
  if (problem) throw fieldError('items', problem);
  const known = new Map(issue.items.map((item) => [itemKey(item), item]));
  const missing = new Map<DigestItemType, number[]>();
  for (const ref of refs) {
    if (!known.has(itemKey(ref))) missing.set(ref.type, [...(missing.get(ref.type) ?? []), ref.id]);
  }
  for (const [type, ids] of missing) {
    const found = await findItems(ctx.db, sourceOf(ctx, issue), type, { ids, limit: ids.length });
    for (const item of found) known.set(itemKey(item), item);
  }
  return refs.map((ref) => {
    const item = known.get(itemKey(ref));
    if (!item) throw fieldError('items', `${ref.type} ${ref.id} is not an item the issue may show.`);
    return ref.note === undefined ? item : { ...item, note: ref.note };
  });
}

export async function updateDraft(ctx: Ctx, id: number, changes: IssueChanges): Promise<IssueRow> {
  const issue = await draftOr409(ctx.db, id);
  if (changes.headerImage != null && !(await findHeaderImage(ctx.db, changes.headerImage)))
    throw fieldError('headerImage', `Invalid pk "${changes.headerImage}" - object does not exist.`);
  const items = changes.items ? await resolveItems(ctx, issue, changes.items) : undefined;
  const updated = await ctx.db
    .update(digestIssues)
    .set({
      ...(changes.subject !== undefined ? { subject: changes.subject } : {}),
      ...(changes.introduction !== undefined ? { introduction: changes.introduction } : {}),
      ...(changes.headerImage !== undefined ? { headerImageId: changes.headerImage } : {}),
      ...(changes.levels !== undefined ? { levels: [...new Set(changes.levels)] } : {}),
      ...(items ? { items } : {}),
      updatedAt: ctx.now(),
    })
    .where(and(eq(digestIssues.id, id), eq(digestIssues.status, 'draft')))
    .returning({ id: digestIssues.id });
  // A send started between the read and the write: the draft is no longer one.
  if (updated.length === 0) throw notADraft();
  return issueOr404(ctx.db, id);
}

/** Assembles the draft's items again from what came since the country's last issue (replacing them). */
export async function reassemble(ctx: Ctx, id: number): Promise<IssueRow> {
  const issue = await draftOr409(ctx.db, id);
  const since = await sinceFor(ctx, issue.countryId);
  const items = await assembleItems(ctx.db, sourceOf(ctx, { ...issue, since }));
  await ctx.db
    .update(digestIssues)
    .set({ items, since, updatedAt: ctx.now() })
    .where(and(eq(digestIssues.id, id), eq(digestIssues.status, 'draft')));
  return draftOr409(ctx.db, id);
}

export async function deleteDraft(ctx: Ctx, id: number): Promise<void> {
  await draftOr409(ctx.db, id);
  const deleted = await ctx.db
    .delete(digestIssues)
    .where(and(eq(digestIssues.id, id), eq(digestIssues.status, 'draft')))
    .returning({ id: digestIssues.id });
  if (deleted.length === 0) throw notADraft();
}

/** Items staff may add: of one type or all, not already in the issue. */
export async function candidates(
  ctx: Ctx,
  id: number,
  type: DigestItemType | undefined,
  search: string | undefined,
): Promise<DigestItem[]> {
  const issue = await issueOr404(ctx.db, id);
  const inIssue = new Set(issue.items.map(itemKey));
  const types = type ? [type] : DIGEST_ITEM_TYPES;
  const limit = type ? 30 : 8;
  const found = await Promise.all(
    types.map((each) => findItems(ctx.db, sourceOf(ctx, issue), each, { limit: limit + inIssue.size, search })),
  );
  return found
    .map((list) => list.filter((item) => !inIssue.has(itemKey(item))).slice(0, limit))
    .flat()
    .slice(0, 30);
}

/** The issue's mail as the renderer makes it (the preview's and the send's). */
export async function renderIssue(ctx: Ctx, issue: IssueRow, notice?: string): Promise<RenderedMail> {
  const portalUrl = ctx.config.portalUrl;
  const header = issue.headerImage;
  return renderDigest({
    voice: voiceOf(issue.language.code),
    subject: issue.subject,
    introduction: issue.introduction,
    header: header
      ? {
          url: apiUrl(portalUrl, DIGEST_API.headerGifFile(header.id)),
          alt: header.alt,
          width: header.width,
          height: header.height,
        }
      : null,
    items: absoluteItems(issue.items, portalUrl),
    settingsUrl: `${portalUrl}${DIGEST_PAGES.settings}`,
    portalUrl: `${portalUrl}/`,
    notice,
  });
}

/**
 * "Send a test to me": the draft's mail as the send would render it, to the staff member alone, at
 * their account's address, with the subject and a note on top in their language. Their own
 * unsubscribe link (it is theirs to use) and no list headers: it is not a mail of the list.
 */
export async function sendTest(
  ctx: Ctx & Pick<AppContext, 'mailer'>,
  id: number,
  actor: { id: number; email: string; language: { code: string } },
  tokens: UnsubscribeTokens,
): Promise<{ to: string }> {
  const issue = await draftOr409(ctx.db, id);
  const voice = voiceOf(actor.language.code);
  const page = `${ctx.config.portalUrl}${DIGEST_PAGES.unsubscribe(tokens.sign(actor.id))}`;
  const mail = personalise(await renderIssue(ctx, issue, voice.t('digest.test.notice')), page);
  await ctx.mailer.send({
    to: actor.email,
    subject: voice.t('digest.test.subject', { subject: issue.subject }),
    text: mail.text,
    html: mail.html,
  });
  return { to: actor.email };
}

/** The preview: the issue's mail with a sample unsubscribe link that leads nowhere. */
export async function previewIssue(ctx: Ctx, id: number): Promise<RenderedMail> {
  const issue = await issueOr404(ctx.db, id);
  if (issue.status !== 'draft' && issue.html && issue.text)
    return personalise({ html: issue.html, text: issue.text }, '#');
  return personalise(await renderIssue(ctx, issue), `${ctx.config.portalUrl}${DIGEST_PAGES.settings}`);
}

/** A sent issue's HTML as mailed, with the personal link replaced by My settings. */
export async function pastIssueHtml(ctx: Ctx, id: number): Promise<string> {
  const issue = await issueOr404(ctx.db, id);
  if (issue.status === 'draft' || !issue.html) throw notFound();
  return personalise({ html: issue.html, text: '' }, `${ctx.config.portalUrl}${DIGEST_PAGES.settings}`).html;
}

/**
 * How many a draft would go to now, from the read cache (any write empties it, so a change of
 * subscription shows at once): the composer's issue and progress both ask, on every load.
 */
export async function recipientsNow(
  ctx: Ctx & Pick<AppContext, 'contentCache'>,
  issue: Pick<IssueRow, 'countryId' | 'languageId' | 'levels'>,
): Promise<number> {
  const key = `digest-recipients|${issue.countryId}|${issue.languageId}|${issue.levels.join(',')}`;
  return Number(await ctx.contentCache.get(key, () => countRecipients(ctx.db, issue)));
}

/**
 * Starts the send: the draft becomes `sending` and its mail is rendered and kept, and one delivery
 * row per recipient is queued, all in one transaction. Only one call can turn the draft (the update
 * names the status), so a second start is a 409, whatever the timing.
 */
export async function startSend(ctx: Ctx, id: number, levels: number[] | undefined): Promise<IssueRow> {
  const draft = await issueOr404(ctx.db, id);
  if (draft.status === 'sending') throw conflict('already_sending', 'This issue is being sent.');
  if (draft.status === 'sent') throw conflict('already_sent', 'This issue was sent.');
  if (draft.items.length === 0) throw fieldError('items', 'An issue needs at least one item.');
  const target = { ...draft, levels: levels ? [...new Set(levels)] : draft.levels };
  const mail = await renderIssue(ctx, target);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const turned = await tx
      .update(digestIssues)
      .set({ status: 'sending', levels: target.levels, html: mail.html, text: mail.text, sentAt: now, updatedAt: now })
      .where(and(eq(digestIssues.id, id), eq(digestIssues.status, 'draft')))
      .returning({ id: digestIssues.id });
    if (turned.length === 0) throw conflict('already_sending', 'This issue is being sent.');
    const queued = await rowsOf<{ n: number | string }>(
      tx,
      sql`with queued as (
          insert into digest_deliveries (issue_id, user_id)
          select ${id}, r.id from (${recipientsOf(target)}) r
          on conflict (issue_id, user_id) do nothing returning 1)
        select count(*) as n from queued`,
    );
    const recipients = Number(queued[0]?.n ?? 0);
    await tx
      .update(digestIssues)
      .set(recipients === 0 ? { recipients, status: 'sent', finishedAt: now } : { recipients })
      .where(eq(digestIssues.id, id));
  });
  return issueOr404(ctx.db, id);
}

// ---- Header images ------------------------------------------------------------------------------

export async function addHeaderImage(
  ctx: Pick<AppContext, 'db' | 'storage' | 'now'>,
  userId: number,
  file: { data: Buffer },
  alt: string,
) {
  if (file.data.length > HEADER_IMAGE_MAX_BYTES) throw fieldError('file', 'The file is too large: at most 1 MB.');
  const info = headerImageInfo(file.data);
  if (!info) throw fieldError('file', 'Upload an animated GIF, a PNG or a WebP image.');
  const key = `digestheaders/${newStorageKey(ctx.now())}`;
  await ctx.storage.put(key, file.data, info.contentType);
  const [row] = await ctx.db
    .insert(digestHeaderImages)
    .values({
      storageKey: key,
      contentType: info.contentType,
      size: file.data.length,
      width: info.width,
      height: info.height,
      alt,
      createdById: userId,
    })
    .returning();
  if (!row) throw new Error('the header image was not stored');
  return row;
}

export async function deleteHeaderImage(ctx: Pick<AppContext, 'db' | 'storage'>, id: number): Promise<void> {
  const image = await findHeaderImage(ctx.db, id);
  if (!image) throw notFound();
  if (await isHeaderImageInUse(ctx.db, id)) throw conflict('in_use', 'A draft or a sending issue shows this image.');
  await ctx.db.delete(digestHeaderImages).where(eq(digestHeaderImages.id, id));
  await ctx.storage.delete(image.storageKey);
}

// ---- Unsubscribe ------------------------------------------------------------------------------

export const invalidToken = () =>
  new ApiError(400, { code: 'invalid_token', detail: 'This unsubscribe link is not valid.' });

async function tokenUser(ctx: Ctx, tokens: UnsubscribeTokens, token: string) {
  const userId = tokens.verify(token);
  if (userId === null) throw invalidToken();
  const [row] = await ctx.db
    .select({ id: users.id, email: users.email, subscribed: users.hasDigestSubscribed, language: languages.code })
    .from(users)
    .innerJoin(languages, eq(languages.id, users.languageId))
    .where(eq(users.id, userId));
  if (!row) throw notFound();
  return row;
}

const stateOf = (row: { email: string; subscribed: boolean; language: string }): UnsubscribeState => ({
  subscribed: row.subscribed,
  email: maskEmail(row.email),
  language: row.language,
  list: DIGEST_LIST,
});

export async function subscriptionState(ctx: Ctx, tokens: UnsubscribeTokens, token: string): Promise<UnsubscribeState> {
  return stateOf(await tokenUser(ctx, tokens, token));
}

export async function setSubscription(
  ctx: Ctx,
  tokens: UnsubscribeTokens,
  token: string,
  subscribed: boolean,
): Promise<UnsubscribeState> {
  const row = await tokenUser(ctx, tokens, token);
  await ctx.db.update(users).set({ hasDigestSubscribed: subscribed }).where(eq(users.id, row.id));
  return stateOf({ ...row, subscribed });
}

/** Whether a form body is RFC 8058's one-click (`List-Unsubscribe=One-Click`). */
export function isOneClickBody(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const [name, value] = ONE_CLICK_BODY.split('=');
  return (body as Record<string, unknown>)[name ?? ''] === value;
}

// ---- Schedules --------------------------------------------------------------------------------

export async function putSchedule(ctx: Ctx, countryId: number, input: ScheduleInput) {
  const country = await findCountry(ctx.db, countryId);
  if (!country) throw notFound();
  const values = {
    weekday: input.weekday,
    hour: input.hour,
    enabled: input.enabled,
    timeZone: timeZoneOf(country.code),
    updatedAt: ctx.now(),
  };
  const [row] = await ctx.db
    .insert(digestSchedules)
    .values({ countryId, ...values })
    .onConflictDoUpdate({ target: digestSchedules.countryId, set: values })
    .returning();
  if (!row) throw new Error('the schedule was not stored');
  return { schedule: row, country };
}

export async function deleteSchedule(ctx: Ctx, countryId: number): Promise<void> {
  const deleted = await ctx.db
    .delete(digestSchedules)
    .where(eq(digestSchedules.countryId, countryId))
    .returning({ id: digestSchedules.countryId });
  if (deleted.length === 0) throw notFound();
}

/** For tests and the queue: the delivery rows of an issue. */
export async function deliveriesOf(db: DbExecutor, issueId: number) {
  return db.select().from(digestDeliveries).where(eq(digestDeliveries.issueId, issueId));
}
