import fc from 'fast-check';
import { ApiError } from '@/lib/api/api-error';
import { expectOnlyApiErrors } from '@/testing/never-crashes';
import { specOnlyItem } from '@/testing/spec-only-answers';
import { readCategories, readContentItem, readContentPage, readTags } from '../api/read-content';
import { CONTENT_TYPES, type ContentField } from '../content-types';
import { buildItem, CATEGORIES, page, TAGS } from './content-fixtures';

const news = CONTENT_TYPES.news.extraFields;
const events = CONTENT_TYPES.events.extraFields;

describe('reading content answers', () => {
  it('keeps our API’s full item and list as they are', () => {
    const event = buildItem({
      author: undefined,
      startsAt: '2026-12-03T08:00:00Z',
      endsAt: '2026-12-03T15:00:00Z',
      place: 'Uppsala',
      signUpUrl: null,
    });
    expect(readContentItem(event, events)).toEqual(event);
    expect(readContentPage(page([buildItem()], 31), news)).toEqual(page([buildItem()], 31));
    expect(readCategories(CATEGORIES)).toEqual(CATEGORIES);
    expect(readTags(TAGS)).toEqual(TAGS);
  });

  it('fills what a spec-only item lacks', () => {
    expect(readContentItem(specOnlyItem(1, 'Prices'), news)).toMatchObject({
      country: { id: 15, name: 'England', code: 'gb' },
      categories: [],
      tags: [],
      files: [],
      image: null,
      language: null,
      createdAt: '2026-11-20T08:00:00Z',
      body: undefined,
    });
  });

  it('never keeps a date Intl cannot format', () => {
    const item = readContentItem(
      { id: 1, publishDate: 'soon', createdAt: '2026-11-19T14:02:11Z', startsAt: 'tomorrow', endsAt: 3 },
      events,
    );
    expect(item.publishDate).toBe('2026-11-19T14:02:11Z');
    expect(item.startsAt).toBeUndefined();
    expect(() => readContentItem({ id: 1 }, events)).toThrow(ApiError);
  });

  it('leaves an unreadable item out of a list, and refuses a list without results', () => {
    expect(readContentPage({ count: 2, results: [buildItem(), { title: 'no id' }] }, news).results).toEqual([
      buildItem(),
    ]);
    expect(() => readContentPage({ count: 2 }, news)).toThrow(ApiError);
  });

  it('answer anything with a value or an ApiError', () => {
    expectOnlyApiErrors((value) => readContentItem(value, events));
    expectOnlyApiErrors((value) => readContentPage(value, events));
    expectOnlyApiErrors(readCategories);
    expectOnlyApiErrors(readTags);
  });
});

/** Names a type could give its own fields: not a common field's, nor one every object has. */
const COMMON = new Set(Object.keys(buildItem()));
const fieldName = fc
  .stringMatching(/^[a-z][a-zA-Z]{0,9}$/)
  .filter((name) => !COMMON.has(name) && !(name in Object.prototype));

/** A declared field of any kind, with a value of that kind as the API would send it. */
const declaredWithValue = (name: string) =>
  fc.oneof(
    fc.record({
      field: fc.constantFrom<ContentField>({ name, kind: 'text' }, { name, kind: 'email' }, { name, kind: 'tel' }),
      value: fc.string(),
    }),
    fc.record({
      field: fc.constant<ContentField>({ name, kind: 'url' }),
      value: fc.option(fc.webUrl(), { nil: null }),
    }),
    fc.record({
      field: fc.constant<ContentField>({ name, kind: 'datetime' }),
      value: fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString()),
    }),
    fc.record({
      field: fc.constant<ContentField>({ name, kind: 'number' }),
      value: fc.option(fc.double({ noNaN: true, noDefaultInfinity: true }), { nil: null }),
    }),
    fc.record({ field: fc.constant<ContentField>({ name, kind: 'boolean' }), value: fc.boolean() }),
    fc.uniqueArray(fc.string({ minLength: 1 }), { minLength: 1, maxLength: 4 }).chain((values) =>
      fc.record({
        field: fc.constant<ContentField>({
          name,
          kind: 'choice',
          options: values.map((value) => ({ value, label: `options.${value}` })),
        }),
        value: fc.option(fc.constantFrom(...values), { nil: null }),
      }),
    ),
  );

describe('reading a type’s own fields by their declared kinds', () => {
  it('keeps every declared field as sent, and drops fields the type does not declare', () => {
    const names = fc.uniqueArray(fieldName, { minLength: 0, maxLength: 8 });
    fc.assert(
      fc.property(
        names,
        fc.uniqueArray(fieldName, { maxLength: 4 }),
        fc.integer({ min: 0, max: 8 }),
        (all, unknown, split) => {
          const declaredNames = all.slice(0, split);
          const others = [...all.slice(split), ...unknown.filter((name) => !all.includes(name))];
          return fc.assert(
            fc.property(
              fc.tuple(...declaredNames.map(declaredWithValue)),
              fc.tuple(...others.map(() => fc.jsonValue())),
              (declared, otherValues) => {
                const sent = Object.fromEntries([
                  ...declared.map(({ field, value }) => [field.name, value]),
                  ...others.map((name, index) => [name, otherValues[index]]),
                ]);
                const item = readContentItem(
                  { ...buildItem({ author: undefined }), ...sent },
                  declared.map(({ field }) => field),
                ) as Record<string, unknown>;
                for (const { field, value } of declared) expect(item[field.name]).toEqual(value);
                for (const name of others) expect(Object.prototype.hasOwnProperty.call(item, name)).toBe(false);
              },
            ),
            { numRuns: 5 },
          );
        },
      ),
      { numRuns: 40 },
    );
  });

  it('leaves out a value that is not of its field’s kind, and a choice the type does not offer', () => {
    const declared: ContentField[] = [
      { name: 'seats', kind: 'number' },
      { name: 'online', kind: 'boolean' },
      { name: 'level', kind: 'choice', options: [{ value: 'basic', label: 'level.basic' }] },
      { name: 'opens', kind: 'datetime' },
    ];
    const item = readContentItem(
      { ...buildItem(), seats: '12', online: 'yes', level: 'expert', opens: 'soon' },
      declared,
    ) as Record<string, unknown>;
    expect(item).not.toHaveProperty('seats');
    expect(item).not.toHaveProperty('online');
    expect(item).not.toHaveProperty('opens');
    expect(item.level).toBeNull();
  });
});
