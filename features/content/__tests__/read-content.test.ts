import { expectOnlyApiErrors } from '@/testing/never-crashes';
import { ApiError } from '@/lib/api/api-error';
import { specOnlyItem } from '@/testing/spec-only-answers';
import { readCategories, readContentItem, readContentPage, readTags } from '../api/read-content';
import { CONTENT_TYPES } from '../content-types';
import { buildItem, CATEGORIES, page, TAGS } from './content-fixtures';

const news = CONTENT_TYPES.news.extraFields;
const events = CONTENT_TYPES.events.extraFields;


describe('reading content answers', () => {
  it('keeps our API’s full item and list as they are', () => {
    const event = buildItem({ author: undefined, startsAt: '2026-12-03T08:00:00Z', endsAt: '2026-12-03T15:00:00Z', place: 'Uppsala', signUpUrl: null });
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
    const item = readContentItem({ id: 1, publishDate: 'soon', createdAt: '2026-11-19T14:02:11Z', startsAt: 'tomorrow', endsAt: 3 }, events);
    expect(item.publishDate).toBe('2026-11-19T14:02:11Z');
    expect(item.startsAt).toBeUndefined();
    expect(() => readContentItem({ id: 1 }, events)).toThrow(ApiError);
  });

  it('leaves an unreadable item out of a list, and refuses a list without results', () => {
    expect(readContentPage({ count: 2, results: [buildItem(), { title: 'no id' }] }, news).results).toEqual([buildItem()]);
    expect(() => readContentPage({ count: 2 }, news)).toThrow(ApiError);
  });

  it('answer anything with a value or an ApiError', () => {
    expectOnlyApiErrors((value) => readContentItem(value, events));
    expectOnlyApiErrors((value) => readContentPage(value, events));
    expectOnlyApiErrors(readCategories);
    expectOnlyApiErrors(readTags);
  });
});
