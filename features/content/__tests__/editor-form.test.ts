import type { ContentItem } from '@/lib/contract/content-item';
import { CONTENT_TYPES } from '../content-types';
import { emptyForm, formToInput, itemToForm, missingFields } from '../editor-form';
import { buildItem, type AnyOwnFields } from './content-fixtures';

const zone = 'Europe/Stockholm';
const event: ContentItem<AnyOwnFields> = buildItem({
  id: 4,
  title: 'Kurs',
  summary: 'Heldag',
  body: '<p>Text</p>',
  publishDate: '2026-11-01T08:00:00Z',
  categories: [{ id: 3, code: null, name: 'Kurser', parentId: null }],
  tags: [{ id: 2, name: 'Tand' }],
  image: { id: 9, name: 'c.png', url: '/api/v1/event-files/9/', size: 10, contentType: 'image/png' },
  files: [{ id: 10, name: 'p.pdf', url: '/api/v1/event-files/10/', size: 10, contentType: 'application/pdf' }],
  startsAt: '2026-12-03T08:00:00Z',
  endsAt: '2026-12-03T15:00:00Z',
  place: 'HQ',
  address: '',
  signUpUrl: null,
});

describe('the editor form', () => {
  it('goes from an item to the API input and back unchanged', () => {
    const form = itemToForm(CONTENT_TYPES.events, event, zone);
    expect(form.publishDate).toBe('2026-11-01T09:00');
    expect(form.extra.startsAt).toBe('2026-12-03T09:00');
    expect(formToInput(CONTENT_TYPES.events, form, zone)).toEqual({
      title: 'Kurs',
      summary: 'Heldag',
      body: '<p>Text</p>',
      status: 2,
      country: 15,
      language: 14,
      publishDate: '2026-11-01T08:00:00Z',
      categories: [3],
      tags: [2],
      image: 9,
      files: [10],
      videoUrl: null,
      translations: [],
      startsAt: '2026-12-03T08:00:00Z',
      endsAt: '2026-12-03T15:00:00Z',
      place: 'HQ',
      address: '',
      signUpUrl: null,
    });
  });

  it('starts a new item as a draft of the staff user’s country, dated now', () => {
    const form = emptyForm(CONTENT_TYPES.news, 15, '2026-11-22T14:30:00Z', zone);
    expect(form).toMatchObject({ status: '1', country: '15', publishDate: '2026-11-22T15:30', extra: { author: '' } });
  });

  it('asks for the title, status, country, date and the type’s required fields before saving', () => {
    const form = { ...emptyForm(CONTENT_TYPES.events, 15, '2026-11-22T14:30:00Z', zone), status: '', country: '' };
    expect(missingFields(CONTENT_TYPES.events, form)).toEqual({
      title: 'required',
      status: 'required',
      country: 'required',
      startsAt: 'required',
      endsAt: 'required',
      place: 'required',
    });
    expect(missingFields(CONTENT_TYPES.news, itemToForm(CONTENT_TYPES.news, { ...event, author: '' }, zone))).toEqual(
      {},
    );
  });
});
