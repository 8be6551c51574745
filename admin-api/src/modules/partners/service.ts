// Writes of the partners module and the checks that need the stored state: discovery categories and
// a partner's links to them, sales reps, contact requests (stored and mailed), the contract document.
import { and, eq, max } from 'drizzle-orm';
import { type DbExecutor } from '../../db/client';
import { contentFiles, contentItems } from '../../db/schema/content';
import {
  partnerContactRequests,
  partnerDiscoveryCategories,
  partnerDiscoveryLinks,
  partnerSalesReps,
} from '../../db/schema/partners';
import { type CurrentUser } from '../../domain/current-user';
import { fullName } from '../../domain/full-name';
import { notFound, nonFieldError, validationError } from '../../http/errors';
import { invalidPkMessage } from '../../http/fields';
import { voiceOfItem } from '../../i18n/recipients';
import { type Voice, voiceOfUser } from '../../i18n/translate';
import { type Mailer } from '../../mail/mailer';
import { newStorageKey } from '../../storage/storage';
import { deleteUnusedBlobs, type WriteDeps } from '../content/service';
import {
  existingDiscoveryIds,
  findSalesRep,
  findSubject,
  type PartnerRow,
  type SalesRepRow,
  type SubjectRow,
} from './queries';

export type DiscoveryInput = { code?: string; name?: string; description?: string; position?: number };

const CODE_TAKEN = 'partner discovery category with this code already exists.';

async function assertCodeFree(db: DbExecutor, code: string, exceptId?: number): Promise<void> {
  const rows = await db
    .select({ id: partnerDiscoveryCategories.id })
    .from(partnerDiscoveryCategories)
    .where(eq(partnerDiscoveryCategories.code, code));
  if (rows.some((row) => row.id !== exceptId)) throw validationError({ code: [CODE_TAKEN] });
}

export async function createDiscovery(
  db: DbExecutor,
  input: Required<Pick<DiscoveryInput, 'code' | 'name'>> & DiscoveryInput,
): Promise<number> {
  await assertCodeFree(db, input.code);
  const [row] = await db
    .insert(partnerDiscoveryCategories)
    .values({
      code: input.code,
      name: input.name,
      description: input.description ?? '',
      position: input.position ?? 0,
    })
    .returning({ id: partnerDiscoveryCategories.id });
  if (!row) throw new Error('insert returned nothing');
  return row.id;
}

/** False when there is no such category. */
export async function updateDiscovery(db: DbExecutor, id: number, input: DiscoveryInput): Promise<boolean> {
  const [existing] = await db
    .select({ id: partnerDiscoveryCategories.id })
    .from(partnerDiscoveryCategories)
    .where(eq(partnerDiscoveryCategories.id, id));
  if (!existing) return false;
  if (input.code !== undefined) await assertCodeFree(db, input.code, id);
  if (Object.values(input).some((value) => value !== undefined)) {
    await db.update(partnerDiscoveryCategories).set(input).where(eq(partnerDiscoveryCategories.id, id));
  }
  return true;
}

export async function deleteDiscovery(db: DbExecutor, id: number): Promise<boolean> {
  const deleted = await db
    .delete(partnerDiscoveryCategories)
    .where(eq(partnerDiscoveryCategories.id, id))
    .returning({ id: partnerDiscoveryCategories.id });
  return deleted.length > 0;
}

/** Replaces the partner's discovery categories; every id must exist (400 names the first unknown one). */
export async function setPartnerDiscovery(db: DbExecutor, partnerId: number, ids: readonly number[]): Promise<void> {
  const wanted = [...new Set(ids)];
  const found = new Set((await existingDiscoveryIds(db, wanted)).map((row) => row.id));
  const missing = wanted.find((id) => !found.has(id));
  if (missing !== undefined) throw validationError({ categories: [invalidPkMessage(missing)] });
  await db.transaction(async (tx) => {
    await tx.delete(partnerDiscoveryLinks).where(eq(partnerDiscoveryLinks.partnerId, partnerId));
    if (wanted.length > 0) {
      await tx.insert(partnerDiscoveryLinks).values(wanted.map((categoryId) => ({ categoryId, partnerId })));
    }
  });
}

/** 400 `{partner: [...]}` unless `id` is a partner item. */
/**
 * A copy of a partner (`copy-content/`) is in the same discovery categories. Its sales reps are not
 * copied: a rep covers regions of the source's country, and the copy's country has its own.
 */
export async function copyPartnerExtras(
  tx: DbExecutor,
  sourceId: number,
  copies: readonly { id: number; country: number }[],
): Promise<void> {
  const links = await tx
    .select({ categoryId: partnerDiscoveryLinks.categoryId })
    .from(partnerDiscoveryLinks)
    .where(eq(partnerDiscoveryLinks.partnerId, sourceId));
  const rows = copies.flatMap((copy) => links.map((link) => ({ categoryId: link.categoryId, partnerId: copy.id })));
  if (rows.length > 0) await tx.insert(partnerDiscoveryLinks).values(rows);
}

export async function assertPartnerItem(db: DbExecutor, id: number): Promise<void> {
  const rows = await db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(and(eq(contentItems.id, id), eq(contentItems.type, 'partners')));
  if (rows.length === 0) throw validationError({ partner: [invalidPkMessage(id)] });
}

export type SalesRepInput = {
  partner?: number;
  region?: string;
  name?: string;
  phone?: string;
  email?: string;
  position?: number;
};

/** A new rep goes last among the partner's reps unless a position is sent. */
export async function createSalesRep(
  db: DbExecutor,
  input: SalesRepInput & { partner: number; name: string },
): Promise<SalesRepRow> {
  await assertPartnerItem(db, input.partner);
  let position = input.position;
  if (position === undefined) {
    const [last] = await db
      .select({ position: max(partnerSalesReps.position) })
      .from(partnerSalesReps)
      .where(eq(partnerSalesReps.partnerId, input.partner));
    position = last?.position === null || last?.position === undefined ? 0 : last.position + 1;
  }
  const [row] = await db
    .insert(partnerSalesReps)
    .values({
      partnerId: input.partner,
      name: input.name,
      region: input.region ?? '',
      phone: input.phone ?? '',
      email: input.email ?? '',
      position,
    })
    .returning({ id: partnerSalesReps.id });
  const created = row ? await findSalesRep(db, row.id) : null;
  if (!created) throw new Error('insert returned nothing');
  return created;
}

/** Null when there is no such rep. */
export async function updateSalesRep(db: DbExecutor, id: number, input: SalesRepInput): Promise<SalesRepRow | null> {
  const existing = await findSalesRep(db, id);
  if (!existing) return null;
  if (input.partner !== undefined) await assertPartnerItem(db, input.partner);
  const { partner, ...rest } = input;
  const changes = { ...rest, ...(partner !== undefined ? { partnerId: partner } : {}) };
  if (Object.values(changes).some((value) => value !== undefined)) {
    await db.update(partnerSalesReps).set(changes).where(eq(partnerSalesReps.id, id));
  }
  return findSalesRep(db, id);
}

export async function deleteSalesRep(db: DbExecutor, id: number): Promise<boolean> {
  const deleted = await db
    .delete(partnerSalesReps)
    .where(eq(partnerSalesReps.id, id))
    .returning({ id: partnerSalesReps.id });
  return deleted.length > 0;
}

export const NO_CONTACT = 'This partner takes no contact requests.';

/** Mail headers must not carry line breaks from user input. */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ');

function requestText(
  { t, contactSubject }: Voice,
  user: CurrentUser,
  partner: PartnerRow,
  subject: SubjectRow,
  message: string,
): string {
  const name = fullName(user);
  return [
    t('mail.partnerContact.heading', { partner: partner.title }),
    '',
    t('mail.partnerContact.subjectLine', { subject: contactSubject(subject) }),
    t('mail.partnerContact.from', { name }),
    t('mail.sender.clinic', { clinic: user.member.name }),
    t('mail.sender.email', { email: user.email }),
    ...(user.phoneNumber ? [t('mail.sender.phone', { phone: user.phoneNumber })] : []),
    '',
    message,
  ].join('\n');
}

/**
 * Stores the request and mails it to the partner's contact address (reply-to the member), then a
 * copy to the member without the partner's address. 400 for an unknown subject or a partner
 * without a contact address.
 */
export async function sendContactRequest(
  deps: { db: DbExecutor; mailer: Mailer; now: () => Date },
  user: CurrentUser,
  partner: PartnerRow,
  input: { subject: number; message: string },
): Promise<{ id: number; createdAt: Date }> {
  const subject = await findSubject(deps.db, input.subject);
  if (!subject) throw validationError({ subject: [invalidPkMessage(input.subject)] });
  const to = partner.contact_email?.trim();
  if (!to) throw nonFieldError(NO_CONTACT);
  const [row] = await deps.db
    .insert(partnerContactRequests)
    .values({
      partnerId: partner.id,
      userId: user.id,
      memberId: user.memberId,
      subjectId: subject.id,
      message: input.message,
      createdAt: deps.now(),
    })
    .returning({ id: partnerContactRequests.id, createdAt: partnerContactRequests.createdAt });
  if (!row) throw new Error('insert returned nothing');
  // The partner's mail in the partner's language (issue 24), the copy in the member's.
  const own = voiceOfUser(user);
  const theirs = await voiceOfItem(deps.db, { languageCode: partner.language_code, countryId: partner.country_id });
  await deps.mailer.send({
    to,
    replyTo: user.email,
    subject: oneLine(
      theirs.t('mail.partnerContact.subject', { subject: theirs.contactSubject(subject), clinic: user.member.name }),
    ),
    text: requestText(theirs, user, partner, subject, input.message),
  });
  await deps.mailer.send({
    to: user.email,
    subject: oneLine(own.t('mail.partnerContact.copySubject', { partner: partner.title })),
    text: [
      own.t('mail.partnerContact.copyIntro', { partner: partner.title }),
      '',
      requestText(own, user, partner, subject, input.message),
    ].join('\n'),
  });
  return row;
}

const contractOf = (partnerId: number) =>
  and(eq(contentFiles.itemId, partnerId), eq(contentFiles.role, 'contract'), eq(contentFiles.type, 'partners'));

/**
 * Stores the partner's contract document, replacing an earlier one (its stored content is deleted
 * once no copy of the partner uses it).
 */
export async function replaceContract(
  deps: WriteDeps,
  partnerId: number,
  file: { name: string; data: Buffer; contentType: string },
): Promise<number> {
  const key = newStorageKey(deps.now());
  await deps.storage.put(key, file.data, file.contentType);
  try {
    const { id, oldKeys } = await deps.db.transaction(async (tx) => {
      const removed = await tx
        .delete(contentFiles)
        .where(contractOf(partnerId))
        .returning({ key: contentFiles.storageKey });
      const [row] = await tx
        .insert(contentFiles)
        .values({
          type: 'partners',
          itemId: partnerId,
          role: 'contract',
          storageKey: key,
          name: file.name,
          size: file.data.length,
          contentType: file.contentType,
          createdAt: deps.now(),
        })
        .returning({ id: contentFiles.id });
      if (!row) throw new Error('insert returned nothing');
      return { id: row.id, oldKeys: removed.map((old) => old.key) };
    });
    await deleteUnusedBlobs(deps, oldKeys);
    return id;
  } catch (error) {
    await deps.storage.delete(key).catch(() => undefined);
    throw error;
  }
}

/** Deletes the partner's contract document; 404 when it has none. */
export async function deleteContract(deps: WriteDeps, partnerId: number): Promise<void> {
  const removed = await deps.db
    .delete(contentFiles)
    .where(contractOf(partnerId))
    .returning({ key: contentFiles.storageKey });
  if (removed.length === 0) throw notFound();
  await deleteUnusedBlobs(
    deps,
    removed.map((row) => row.key),
  );
}
