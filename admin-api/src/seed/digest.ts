// The digest's demo data (README "Demo accounts"): a subscriber in every country with members, two
// header images, three sent issues with their figures (Sweden twice, Denmark once), and Sweden's
// Swedish draft assembled from what came since its last issue. Runs only while no issue exists.
// The sent issues' mails are rendered with PORTAL_URL as it is when the seed runs.
import { count, eq, inArray, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/client';
import { users } from '../db/schema/accounts';
import { digestDeliveries, digestHeaderImages, digestIssues } from '../db/schema/digest';
import { countries, languages } from '../db/schema/locale';
import { voiceOf } from '../i18n/translate';
import { assembleItems } from '../modules/digest/assemble';
import { recipientsOf } from '../modules/digest/queries';
import { renderDigest } from '../modules/digest/render';
import { absoluteItems, apiUrl } from '../modules/digest/serialize';
import { type FileStorage, newStorageKey } from '../storage/storage';
import { HEADER_SIZE, headerGif, headerPng } from './digest-images';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Besides staff@ and owner@ (subscribed in data/users.ts): one member user per other country with members. */
export const DIGEST_SUBSCRIBERS = [
  'engaged@vetnet.example',
  'contributor@vetnet.example',
  'new@vetnet.example',
  'de.owner@vetnet.example',
  'be.owner@vetnet.example',
] as const;

/** The sent issues: country, language, how long ago, and whether one delivery failed. */
const PAST = [
  { country: 'se', language: 'sv', daysAgo: 21, oneFailed: false },
  { country: 'dk', language: 'da', daysAgo: 10, oneFailed: false },
  { country: 'se', language: 'sv', daysAgo: 7, oneFailed: true },
] as const;

const INTRODUCTION =
  'Hej! Här är det viktigaste från Vetnet sedan förra utskicket: nyheter, kommande evenemang och vad kollegorna diskuterar i forumet.\n\nTrevlig läsning!';

const portalUrl = () => (process.env.PORTAL_URL ?? 'http://localhost:3000').replace(/\/+$/, '');

async function idsOf(db: Db, countryCode: string, languageCode: string) {
  const [country] = await db.select({ id: countries.id }).from(countries).where(eq(countries.code, countryCode));
  const [language] = await db.select({ id: languages.id }).from(languages).where(eq(languages.code, languageCode));
  if (!country || !language) throw new Error(`Seed data names an unknown country or language: ${countryCode}/${languageCode}`);
  return { countryId: country.id, languageId: language.id };
}

export async function seedDigest(db: Db, storage: FileStorage, at: Date = new Date()): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(digestIssues);
  if ((existing?.n ?? 0) > 0) return;
  const now = new Date(Math.floor(at.getTime() / 1000) * 1000);
  const portal = portalUrl();

  await db.update(users).set({ hasDigestSubscribed: true }).where(inArray(users.email, [...DIGEST_SUBSCRIBERS]));

  const images = [
    { data: headerGif(), contentType: 'image/gif', alt: 'Vetnet: nytt från nätverket' },
    { data: headerPng(), contentType: 'image/png', alt: 'Vetnet' },
  ];
  const headerIds: number[] = [];
  for (const [index, image] of images.entries()) {
    const key = `digestheaders/${newStorageKey(now)}`;
    await storage.put(key, image.data, image.contentType);
    const [row] = await db
      .insert(digestHeaderImages)
      .values({
        storageKey: key,
        contentType: image.contentType,
        size: image.data.length,
        width: HEADER_SIZE.width,
        height: HEADER_SIZE.height,
        alt: image.alt,
        createdAt: new Date(now.getTime() - (30 - index) * DAY_MS),
      })
      .returning({ id: digestHeaderImages.id });
    if (row) headerIds.push(row.id);
  }
  const [gifId] = headerIds;

  for (const past of PAST) {
    const { countryId, languageId } = await idsOf(db, past.country, past.language);
    const sentAt = new Date(now.getTime() - past.daysAgo * DAY_MS);
    const since = new Date(sentAt.getTime() - 14 * DAY_MS);
    const items = await assembleItems(db, { countryId, languageId, since, now: sentAt });
    const voice = voiceOf(past.language);
    const subject = voice.t('digest.defaultSubject', { date: voice.date(sentAt) });
    const mail = await renderDigest({
      voice,
      subject,
      introduction: '',
      header: gifId
        ? { url: apiUrl(portal, `/digest/headergifs/${gifId}/file/`), alt: images[0]?.alt ?? '', ...HEADER_SIZE }
        : null,
      items: absoluteItems(items, portal),
      settingsUrl: `${portal}/settings/me`,
      portalUrl: `${portal}/`,
    });
    await db.transaction(async (tx) => {
      const [issue] = await tx
        .insert(digestIssues)
        .values({
          countryId,
          languageId,
          status: 'sent',
          subject,
          headerImageId: gifId ?? null,
          items,
          since,
          html: mail.html,
          text: mail.text,
          createdAt: new Date(sentAt.getTime() - DAY_MS),
          updatedAt: sentAt,
          sentAt,
          finishedAt: new Date(sentAt.getTime() + 2 * 60 * 1000),
        })
        .returning({ id: digestIssues.id });
      if (!issue) throw new Error('Could not seed a digest issue');
      const recipients = await rowsOf<{ id: number }>(tx, recipientsOf({ countryId, languageId, levels: [] }));
      if (recipients.length === 0) return;
      await tx.insert(digestDeliveries).values(
        recipients.map((recipient, index) => {
          const failed = past.oneFailed && index === recipients.length - 1;
          return {
            issueId: issue.id,
            userId: recipient.id,
            status: failed ? 'failed' : 'sent',
            attempts: failed ? 3 : 1,
            lastError: failed ? 'Mailbox unavailable (550)' : null,
            sentAt: failed ? null : sentAt,
          };
        }),
      );
      await tx
        .update(digestIssues)
        .set({
          recipients: recipients.length,
          sentCount: sql`(select count(*) from digest_deliveries d where d.issue_id = ${issue.id} and d.status = 'sent')`,
          failedCount: sql`(select count(*) from digest_deliveries d where d.issue_id = ${issue.id} and d.status = 'failed')`,
        })
        .where(eq(digestIssues.id, issue.id));
    });
  }

  // Sweden's Swedish draft: what came since its last issue.
  const sweden = await idsOf(db, 'se', 'sv');
  const since = new Date(now.getTime() - PAST[2].daysAgo * DAY_MS);
  const voice = voiceOf('sv');
  await db.insert(digestIssues).values({
    ...sweden,
    subject: voice.t('digest.defaultSubject', { date: voice.date(now) }),
    introduction: INTRODUCTION,
    headerImageId: gifId ?? null,
    items: await assembleItems(db, { ...sweden, since, now }),
    since,
    createdAt: now,
    updatedAt: now,
  });
}
