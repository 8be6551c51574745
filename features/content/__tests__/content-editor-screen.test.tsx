import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import mockRouter from 'next-router-mock';
import type { ContentItem } from '@/lib/contract/content-item';
import { LOCALE_OPTIONS_KEY } from '@/lib/session/get-locale-options';
import { buildSession } from '@/testing/fixtures';
import { BROWSER_API, server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { categoriesKey } from '../api/content-categories';
import { contentItemKey } from '../api/content-item';
import { TAGS_KEY } from '../api/tags';
import { ContentEditorPage } from '../components/editor/content-editor-screen';
import { CONTENT_TYPES, type ContentType } from '../content-types';
import { buildItem, CATEGORIES, LOCALE_OPTIONS, TAGS } from './content-fixtures';

const NOW = '2026-11-22T14:05:00Z';

function renderEditor(item: ContentItem | null, typeKey: 'news' | 'wikis' = 'news') {
  const type: ContentType = CONTENT_TYPES[typeKey];
  return renderWithProviders(<ContentEditorPage typeKey={typeKey} id={item?.id ?? null} now={NOW} />, {
    session: buildSession({ isStaff: true }),
    route: item ? type.pages.adminItem(item.id) : type.pages.adminItem('new'),
    fallback: {
      ...(item ? { [contentItemKey(type, item.id)]: item } : {}),
      [categoriesKey(type)]: CATEGORIES,
      [TAGS_KEY]: TAGS,
      [LOCALE_OPTIONS_KEY]: LOCALE_OPTIONS,
    },
  });
}

describe('the content editor', () => {
  it('marks what a new item needs, keeps every edit when the server says no, and opens the saved item', async () => {
    const posted: Record<string, unknown>[] = [];
    let answer = 0;
    server.use(
      http.post(`${BROWSER_API}/news/`, async ({ request }) => {
        posted.push((await request.json()) as Record<string, unknown>);
        answer += 1;
        if (answer === 1)
          return HttpResponse.json(
            { title: ['A title like this exists.'], videoUrl: ['Enter a YouTube or Vimeo link.'] },
            { status: 400 },
          );
        return HttpResponse.json(buildItem({ id: 99, title: 'Price list', status: 2 }), { status: 201 });
      }),
    );
    renderEditor(null);
    const user = userEvent.setup({ delay: null });
    expect(screen.getByRole('heading', { level: 1, name: 'New news article' })).toBeInTheDocument();

    // Nothing is sent while a required field is empty; the fields say why.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const title = screen.getByRole('textbox', { name: /^Title/ });
    expect(title).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByRole('alert')).toHaveTextContent('Some fields need your attention.');
    await waitFor(() => expect(title).toHaveFocus());
    expect(posted).toHaveLength(0);

    // A required select shows its asterisk, and its error once touched while empty.
    const status = screen.getByRole('combobox', { name: /^Status/ });
    await user.selectOptions(status, '');
    expect(status).toHaveAccessibleDescription(/This field is required\./);
    await user.selectOptions(status, 'Published');

    await user.type(title, 'Price list');
    await user.type(screen.getByRole('textbox', { name: 'Summary' }), 'What changes.');
    await user.type(screen.getByRole('textbox', { name: 'Video link' }), 'https://example.com/video');
    await user.click(screen.getByRole('checkbox', { name: 'Network' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    // The server's messages sit beside their fields, and nothing typed is lost.
    expect(await screen.findByText('A title like this exists.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Price list');
    expect(screen.getByRole('textbox', { name: 'Video link' })).toHaveAccessibleDescription(
      /Enter a YouTube or Vimeo link\./,
    );
    expect(screen.getByRole('textbox', { name: 'Summary' })).toHaveValue('What changes.');
    expect(screen.getByRole('checkbox', { name: 'Network' })).toBeChecked();
    expect(posted[0]).toMatchObject({
      title: 'Price list',
      summary: 'What changes.',
      status: 2,
      country: 15,
      language: null,
      categories: [4],
      videoUrl: 'https://example.com/video',
      // The new item's publish date is now, read on the Swedish wall clock to the minute.
      publishDate: '2026-11-22T14:05:00Z',
    });

    await user.clear(screen.getByRole('textbox', { name: 'Video link' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mockRouter.asPath).toBe('/news/admin/99'));
    expect(posted[1]).toMatchObject({ videoUrl: null });
  });

  it('deletes only after the confirmation', async () => {
    const deleted: string[] = [];
    server.use(
      http.delete(`${BROWSER_API}/news/:id/`, ({ params }) => {
        deleted.push(String(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderEditor(buildItem());
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you wish to delete this item?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleted).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(mockRouter.asPath).toBe('/news/admin'));
    expect(deleted).toEqual(['12']);
  });

  it('uploads a cover image, and shows the API’s reason when it refuses one', async () => {
    let uploads = 0;
    server.use(
      http.post(`${BROWSER_API}/news-files/`, () => {
        uploads += 1;
        if (uploads === 1)
          return HttpResponse.json({ file: ['The file is too large: at most 10 MB.'] }, { status: 400 });
        return HttpResponse.json(
          { id: 77, name: 'cover.png', url: '/api/v1/news-files/77/', size: 2048, contentType: 'image/png' },
          { status: 201 },
        );
      }),
    );
    renderEditor(buildItem());
    const user = userEvent.setup();
    const input = screen.getByLabelText('Choose a cover image');
    const image = new File([new Uint8Array([137, 80, 78, 71])], 'cover.png', { type: 'image/png' });

    await user.upload(input, image);
    expect(await screen.findByText('cover.png: The file is too large: at most 10 MB.')).toBeInTheDocument();

    await user.upload(input, image);
    expect(await screen.findByRole('button', { name: 'Remove cover.png' })).toBeInTheDocument();
    expect(screen.queryByText(/too large/)).not.toBeInTheDocument();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('copies the saved item to other countries and links to each draft', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${BROWSER_API}/copy-content/`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ created: [{ id: 100, country: 16 }] }, { status: 201 });
      }),
    );
    renderEditor(buildItem());
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Copy to other countries…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy to other countries' });
    // The item's own country is not offered.
    expect(within(dialog).queryByRole('checkbox', { name: 'Sweden' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(within(dialog).getByText('Pick at least one country.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Norway' }));
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await within(dialog).findByRole('link', { name: 'Draft in Norway' })).toHaveAttribute(
      'href',
      '/news/admin/100',
    );
    expect(bodies).toEqual([{ type: 'news', id: 12, countries: [16] }]);
  });

  it('previews the unsaved item as members will read it', async () => {
    renderEditor(buildItem());
    const user = userEvent.setup();
    const title = screen.getByRole('textbox', { name: /^Title/ });
    await user.clear(title);
    await user.type(title, 'A better title');
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('heading', { name: 'A better title' })).toBeInTheDocument();
    expect(within(preview).getByText('new').tagName).toBe('STRONG');
    expect(screen.getByRole('button', { name: 'Preview' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('A better title');
  });

  it('places a new wiki category under another one, and picks it for the article', async () => {
    const created: unknown[] = [];
    server.use(
      http.post(`${BROWSER_API}/wikis/categories/`, async ({ request }) => {
        const body = (await request.json()) as { name: string; parentId?: number };
        created.push(body);
        return HttpResponse.json({ id: 77, name: body.name, parentId: body.parentId ?? null }, { status: 201 });
      }),
      http.get(`${BROWSER_API}/wikis/categories/`, () =>
        HttpResponse.json([...CATEGORIES, { id: 77, name: 'Dental x-ray', parentId: CATEGORIES[0]!.id }]),
      ),
    );
    renderEditor(null, 'wikis');
    const user = userEvent.setup();

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Place a new category under' }),
      String(CATEGORIES[0]!.id),
    );
    await user.type(screen.getByRole('textbox', { name: 'New category' }), 'Dental x-ray');
    await user.click(screen.getAllByRole('button', { name: 'Add' })[0]!);

    await waitFor(() => expect(created).toEqual([{ name: 'Dental x-ray', parentId: CATEGORIES[0]!.id }]));
    expect(await screen.findByRole('checkbox', { name: 'Dental x-ray' })).toBeChecked();
  });

  it('offers no place in a tree for the categories of a type without one', () => {
    renderEditor(null);
    expect(screen.queryByRole('combobox', { name: 'Place a new category under' })).not.toBeInTheDocument();
  });
});
