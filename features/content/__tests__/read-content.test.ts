import { expectOnlyApiErrors } from '@/testing/never-crashes';
import { ApiError } from '@/lib/api/api-error';
import { specOnlyItem } from '@/testing/spec-only-answers';
import { readCategories, readContentItem, readContentPage, readTags } from '../api/read-content';
import { buildItem, CATEGORIES, page, TAGS } from './content-fixtures';


describe('reading content answers', () => {
  it('keeps our API’s full item and list as they are', () => {
    const event = buildItem({ startsAt: '2026-12-03T08:00:00Z', endsAt: '2026-12-03T15:00:00Z', place: 'Uppsala', signUpUrl: null });
    expect(readContentItem(event)).toEqual(event);
    expect(readContentPage(page([buildItem()], 31))).toEqual(page([buildItem()], 31));
    expect(readCategories(CATEGORIES)).toEqual(CATEGORIES);
    expect(readTags(TAGS)).toEqual(TAGS);
  });

  it('fills what a spec-only item lacks', () => {
    expect(readContentItem(specOnlyItem(1, 'Prices'))).toMatchObject({
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
    const item = readContentItem({ id: 1, publishDate: 'soon', createdAt: '2026-11-19T14:02:11Z', startsAt: 'tomorrow', endsAt: 3 });
    expect(item.publishDate).toBe('2026-11-19T14:02:11Z');
    expect(item.startsAt).toBeUndefined();
    expect(() => readContentItem({ id: 1 })).toThrow(ApiError);
  });

  it('leaves an unreadable item out of a list, and refuses a list without results', () => {
    expect(readContentPage({ count: 2, results: [buildItem(), { title: 'no id' }] }).results).toEqual([buildItem()]);
    expect(() => readContentPage({ count: 2 })).toThrow(ApiError);
  });

  it('answer anything with a value or an ApiError', () => {
    expectOnlyApiErrors(readContentItem);
    expectOnlyApiErrors(readContentPage);
    expectOnlyApiErrors(readCategories);
    expectOnlyApiErrors(readTags);
  });
});
