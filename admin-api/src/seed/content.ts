// Demo content for a database that has none: news, wiki articles, services, events and handbooks
// in five countries and their languages, in every status, with categories (a wiki tree), tags,
// cover images, attachments, videos, and events on both sides of "now". Idempotent: it runs only
// while there is no content item (also on a data directory created before content existed).
import { count, eq } from 'drizzle-orm';
import { contentType } from '../content-types';
import { type Db } from '../db/client';
import {
  contentCategories,
  contentFiles,
  contentItemCategories,
  contentItems,
  contentItemTags,
  contentTags,
  contentTranslationGroups,
} from '../db/schema/content';
import { isoUtc } from '../http/dates';
import { fileUrl } from '../modules/content/serialize-item';
import { type FileStorage, newStorageKey } from '../storage/storage';
import { ascii, CATEGORIES, COLOURS, CONTENT_COUNTRIES, TAGS, TEXTS, VIDEOS } from './data/content';
import { pdfDocument, pngImage } from './files';
import { localeIds } from './locale-ids';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

type Blob = { key: string; name: string; contentType: string; size: number };

type ItemSeed = {
  type: string;
  country: string;
  language: string;
  title: string;
  summary: string;
  body: string;
  status: number;
  publishDate: Date;
  extra?: Record<string, unknown>;
  categories: string[];
  tags: string[];
  cover?: number;
  attachments?: Blob[];
  /** An image of the item's files endpoint used inside the body. */
  inlineImage?: boolean;
  videoUrl?: string;
  /** Seeds with the same key are linked as translations of one another. */
  translationKey?: string;
};

function bodyHtml(paragraph: string, title: string, extra = ''): string {
  return [
    `<p>${paragraph}</p>`,
    `<h2>${title}</h2>`,
    '<ul><li><strong>Vetnet</strong></li><li><em>2026</em></li></ul>',
    extra,
    '<p><a href="https://www.vetnet.example/" target="_blank" rel="noopener noreferrer">vetnet.example</a></p>',
  ].join('');
}

/** The items of one country and language; `first` marks the country's main language. */
function itemsFor(
  code: string,
  language: string,
  now: Date,
  first: boolean,
  blobs: { pdf: Blob; csv: Blob },
): ItemSeed[] {
  const t = TEXTS[language];
  if (!t) throw new Error(`No seed texts for ${language}`);
  const items: ItemSeed[] = [];
  const at = (offset: number) => new Date(now.getTime() + offset);
  const newsCategories = CATEGORIES.news?.map((c) => c.name) ?? [];
  const sweden = code === 'se';

  // News: Sweden gets two rounds (34 published) so the list has pages; the others one round.
  const rounds = sweden ? 2 : 1;
  let n = 0;
  for (let round = 0; round < rounds; round += 1) {
    for (const headline of t.news) {
      const title = round === 0 ? headline : `${headline} – ${t.followUp}`;
      items.push({
        type: 'news',
        country: code,
        language,
        title,
        summary: t.newsSummary,
        body: bodyHtml(t.paragraph, title),
        status: 2,
        publishDate: at(-(n * 4 + 1) * DAY - (n % 5) * HOUR),
        extra: { author: `Vetnet ${code.toUpperCase()}` },
        categories: [newsCategories[n % newsCategories.length] ?? 'Purchasing'],
        tags: n % 3 === 0 ? [TAGS[n % TAGS.length] ?? 'Pricing', TAGS[(n + 4) % TAGS.length] ?? 'Staff'] : [],
        ...(n % 3 !== 2 ? { cover: n % COLOURS.length } : {}),
        ...(n % 5 === 0 ? { attachments: [blobs.pdf] } : {}),
        ...(n === 0 ? { inlineImage: true } : {}),
        ...(n === 2 || n === 11 ? { videoUrl: VIDEOS[n % VIDEOS.length] } : {}),
      });
      n += 1;
    }
  }
  if (first) {
    const [headline] = t.news;
    const extra = { author: `Vetnet ${code.toUpperCase()}` };
    const base = {
      type: 'news',
      country: code,
      language,
      summary: t.newsSummary,
      categories: ['Network'],
      tags: [],
      extra,
    };
    items.push({
      ...base,
      title: `${headline} (draft)`,
      body: bodyHtml(t.paragraph, 'Draft'),
      status: 1,
      publishDate: at(-DAY),
    });
    if (sweden) {
      items.push(
        {
          ...base,
          title: 'Utkast: nyheter om frakt',
          body: bodyHtml(t.paragraph, 'Utkast'),
          status: 1,
          publishDate: at(2 * DAY),
        },
        {
          ...base,
          title: 'Arkiverad: sommarkampanj 2025',
          body: bodyHtml(t.paragraph, 'Arkiv'),
          status: 3,
          publishDate: at(-400 * DAY),
        },
        { ...base, title: 'Ej tillämplig: intern testnotis', body: '', status: 0, publishDate: at(-10 * DAY) },
        {
          ...base,
          title: 'Publiceras snart: nya avtal 2027',
          body: bodyHtml(t.paragraph, 'Snart'),
          status: 2,
          publishDate: at(7 * DAY),
          cover: 1,
        },
      );
    }
  }

  // Wiki articles over the category tree (leaves and roots alike).
  const wikiCategories = ['Surgery', 'Anaesthesia', 'Dentistry', 'Purchasing', 'Staff and HR', 'Finance', 'Clinical'];
  t.wikis.forEach((title, index) => {
    items.push({
      type: 'wikis',
      country: code,
      language,
      title,
      summary: t.newsSummary,
      body: bodyHtml(t.paragraph, title, '<table><tr><th>1</th><td>Vetnet</td></tr></table>'),
      status: 2,
      publishDate: at(-(index * 9 + 3) * DAY),
      categories: [wikiCategories[index % wikiCategories.length] ?? 'Clinical'],
      tags: index % 2 === 0 ? [TAGS[index % TAGS.length] ?? 'Staff'] : [],
      ...(index % 4 === 0 ? { cover: (index + 2) % COLOURS.length } : {}),
      ...(index % 3 === 0 ? { attachments: [blobs.csv] } : {}),
      ...(index === 1 ? { videoUrl: VIDEOS[1] } : {}),
    });
  });
  if (sweden) {
    const base = { type: 'wikis', country: code, language, summary: t.newsSummary, categories: ['Clinical'], tags: [] };
    items.push(
      {
        ...base,
        title: 'Utkast: hygienrutiner',
        body: bodyHtml(t.paragraph, 'Utkast'),
        status: 1,
        publishDate: at(-DAY),
      },
      {
        ...base,
        title: 'Arkiverad: gamla beställningsrutiner',
        body: bodyHtml(t.paragraph, 'Arkiv'),
        status: 3,
        publishDate: at(-300 * DAY),
      },
    );
  }

  // Services with a contact.
  const phonePrefix: Record<string, string> = {
    se: '+46 8 555 01',
    dk: '+45 70 55 01',
    de: '+49 40 555 01',
    no: '+47 22 55 01',
    be: '+32 9 555 01',
  };
  const serviceCategories = CATEGORIES.services?.map((c) => c.name) ?? [];
  t.services.forEach((service, index) => {
    items.push({
      type: 'services',
      country: code,
      language,
      title: service.name,
      summary: t.newsSummary,
      body: bodyHtml(t.paragraph, service.name),
      status: sweden && index === t.services.length - 1 ? 1 : 2,
      publishDate: at(-(index * 11 + 20) * DAY),
      extra: {
        contactName: service.contact,
        contactEmail: `${ascii(service.contact) || 'contact'}@partner.example`,
        contactPhone: `${phonePrefix[code] ?? '+46 8 555 01'}${index}`,
        websiteUrl: index % 2 === 0 ? `https://partner.example/${code}/${index}` : null,
      },
      categories: [serviceCategories[index % serviceCategories.length] ?? 'Insurance'],
      tags: index % 2 === 1 ? ['Digital'] : [],
      ...(index % 2 === 0 ? { cover: (index + 3) % COLOURS.length } : {}),
      ...(index === 0 ? { attachments: [blobs.pdf] } : {}),
      ...(index === 1 ? { videoUrl: VIDEOS[2] } : {}),
    });
  });

  // Events: near ones relative to the seed time, and far ones (years away) so the upcoming/past
  // split stays true on later days. Sweden also has one under way and a draft.
  const offsets = sweden
    ? [5, 12, 30, 60, 1100, -5, -20, -45, -90, -120, -1100]
    : first
      ? [14, 400, -14, -400]
      : [21, -21];
  const eventCategories = CATEGORIES.events?.map((c) => c.name) ?? [];
  const event = (index: number, startOffset: number, hours: number, status = 2): ItemSeed => {
    const text = t.events[index % t.events.length] ?? { title: 'Vetnet', place: 'Online', address: '' };
    // Mornings (08:00 UTC); an event under way started yesterday and ends tomorrow.
    const startsAt = new Date(now.getTime() + startOffset);
    startsAt.setUTCHours(8, 0, 0, 0);
    const endsAt = new Date(startsAt.getTime() + hours * HOUR);
    const year = startsAt.getUTCFullYear();
    return {
      type: 'events',
      country: code,
      language,
      title: `${text.title} ${year}`,
      summary: t.eventSummary,
      body: bodyHtml(t.paragraph, text.title),
      status,
      publishDate: new Date(Math.min(now.getTime() - DAY, startsAt.getTime() - 30 * DAY)),
      extra: {
        startsAt: isoUtc(startsAt),
        endsAt: isoUtc(endsAt),
        place: text.place,
        address: text.address,
        signUpUrl: startOffset > 0 ? `https://www.vetnet.example/events/sign-up?event=${code}-${index}` : null,
      },
      categories: [eventCategories[index % eventCategories.length] ?? 'Course'],
      tags: index % 2 === 0 ? ['Staff'] : [],
      ...(index % 2 === 0 ? { cover: (index + 4) % COLOURS.length } : {}),
      ...(index === 3 ? { attachments: [blobs.pdf] } : {}),
      ...(index === 2 ? { videoUrl: VIDEOS[0] } : {}),
    };
  };
  offsets.forEach((days, index) => items.push(event(index, days * DAY, days > 300 ? 48 : 7)));
  if (sweden) {
    items.push(event(offsets.length, -DAY, 48)); // under way: started yesterday, ends tomorrow
    items.push(event(offsets.length + 1, 20 * DAY, 6, 1)); // a draft
  }

  // Handbooks: one published in Sweden only (and a draft), so the menu shows them there only.
  if (t.handbook && first) {
    const base = { type: 'handbooks', country: code, language, summary: t.newsSummary, categories: [], tags: [] };
    items.push(
      {
        ...base,
        title: t.handbook,
        body: bodyHtml(t.paragraph, t.handbook),
        status: 2,
        publishDate: at(-60 * DAY),
        cover: 0,
      },
      {
        ...base,
        title: `${t.handbook} 2027 (utkast)`,
        body: bodyHtml(t.paragraph, 'Utkast'),
        status: 1,
        publishDate: at(-DAY),
      },
    );
  }
  return items;
}

/** Keys the items of one language by type and place, so the same place in each language links up. */
function withTranslationKeys(code: string, items: ItemSeed[]): ItemSeed[] {
  const places = new Map<string, number>();
  return items.map((item) => {
    const place = places.get(item.type) ?? 0;
    places.set(item.type, place + 1);
    return { ...item, translationKey: `${code}|${item.type}|${place}` };
  });
}

export async function hasContent(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(contentItems);
  return (row?.n ?? 0) > 0;
}

/** Seeds the demo content; returns false (and changes nothing) when there is content already. */
export async function seedContent(db: Db, storage: FileStorage, at: Date = new Date()): Promise<boolean> {
  if (await hasContent(db)) return false;
  const locales = await localeIds(db);
  if (!locales) return false;
  const { countryId, languageId } = locales;
  const now = new Date(Math.floor(at.getTime() / 1000) * 1000);

  // The stored files, written once; file rows share them as copies of an item do.
  const store = async (name: string, contentType: string, data: Buffer): Promise<Blob> => {
    const key = newStorageKey(now);
    await storage.put(key, data, contentType);
    return { key, name, contentType, size: data.length };
  };
  const covers = await Promise.all(
    COLOURS.map((colour, index) => store(`cover-${index + 1}.png`, 'image/png', pngImage(640, 360, colour))),
  );
  const inline = await store('illustration.png', 'image/png', pngImage(320, 180, [120, 144, 156]));
  const pdf = await store(
    'Price list 2027.pdf',
    'application/pdf',
    pdfDocument('Vetnet price list 2027', ['Vaccines: -12 %', 'Consumables: -5 %', 'Dental instruments: -8 %']),
  );
  const csv = await store(
    'products.csv',
    'text/csv',
    Buffer.from('article;name;price\n1001;Suture 3-0;42.50\n1002;Gloves M;89.00\n', 'utf8'),
  );

  const seeds = CONTENT_COUNTRIES.flatMap(({ code, languages: codes, translated }) =>
    codes.flatMap((language, index) => {
      const items = itemsFor(code, language, now, index === 0 || translated === true, { pdf, csv });
      return translated ? withTranslationKeys(code, items) : items;
    }),
  );

  await db.transaction(async (tx) => {
    const categoryId = new Map<string, number>();
    for (const [type, tree] of Object.entries(CATEGORIES)) {
      for (const [position, root] of tree.entries()) {
        const [parent] = await tx
          .insert(contentCategories)
          .values({ type, code: root.code, name: root.name, position })
          .returning({ id: contentCategories.id });
        if (!parent) throw new Error('category insert returned nothing');
        categoryId.set(`${type}:${root.name}`, parent.id);
        for (const [childPosition, child] of (root.children ?? []).entries()) {
          const [row] = await tx
            .insert(contentCategories)
            .values({ type, code: child.code, name: child.name, parentId: parent.id, position: childPosition })
            .returning({ id: contentCategories.id });
          if (row) categoryId.set(`${type}:${child.name}`, row.id);
        }
      }
    }
    const groups = new Map<string, number>();
    const groupOf = async (key: string | undefined): Promise<number | null> => {
      if (key === undefined) return null;
      const known = groups.get(key);
      if (known !== undefined) return known;
      const [group] = await tx
        .insert(contentTranslationGroups)
        .values({})
        .returning({ id: contentTranslationGroups.id });
      if (!group) throw new Error('group insert returned nothing');
      groups.set(key, group.id);
      return group.id;
    };
    const tagRows = await tx
      .insert(contentTags)
      .values(TAGS.map((name) => ({ name })))
      .returning();
    const tagId = new Map(tagRows.map((row) => [row.name, row.id]));

    for (const seed of seeds) {
      const type = contentType(seed.type);
      const [item] = await tx
        .insert(contentItems)
        .values({
          type: seed.type,
          title: seed.title,
          summary: seed.summary,
          body: seed.body,
          status: seed.status,
          countryId: countryId.get(seed.country) ?? 0,
          languageId: languageId.get(seed.language) ?? null,
          publishDate: seed.publishDate,
          createdAt: new Date(seed.publishDate.getTime() - DAY),
          updatedAt: new Date(Math.min(seed.publishDate.getTime(), now.getTime())),
          videoUrl: seed.videoUrl ?? null,
          extra: seed.extra ?? {},
          translationGroupId: await groupOf(seed.translationKey),
        })
        .returning({ id: contentItems.id });
      if (!item) throw new Error('item insert returned nothing');
      const categoryIds = seed.categories
        .map((name) => categoryId.get(`${seed.type}:${name}`))
        .filter((id) => id !== undefined);
      if (categoryIds.length > 0) {
        await tx.insert(contentItemCategories).values(categoryIds.map((id) => ({ itemId: item.id, categoryId: id })));
      }
      const tagIds = seed.tags.map((name) => tagId.get(name)).filter((id) => id !== undefined);
      if (tagIds.length > 0)
        await tx.insert(contentItemTags).values(tagIds.map((id) => ({ itemId: item.id, tagId: id })));

      const file = async (blob: Blob, role: string) => {
        const [row] = await tx
          .insert(contentFiles)
          .values({
            type: seed.type,
            itemId: item.id,
            role,
            storageKey: blob.key,
            name: blob.name,
            size: blob.size,
            contentType: blob.contentType,
            createdAt: now,
          })
          .returning({ id: contentFiles.id });
        if (!row) throw new Error('file insert returned nothing');
        return row.id;
      };
      const changes: { imageId?: number; body?: string } = {};
      if (seed.cover !== undefined) {
        const cover = covers[seed.cover % covers.length];
        if (cover) changes.imageId = await file(cover, 'image');
      }
      for (const attachment of seed.attachments ?? []) await file(attachment, 'attachment');
      if (seed.inlineImage) {
        const id = await file(inline, 'inline');
        changes.body = `${seed.body}<figure><img src="${fileUrl(type, id)}" alt="" /><figcaption>Vetnet</figcaption></figure>`;
      }
      if (changes.imageId !== undefined || changes.body !== undefined) {
        await tx.update(contentItems).set(changes).where(eq(contentItems.id, item.id));
      }
    }
  });
  return true;
}
