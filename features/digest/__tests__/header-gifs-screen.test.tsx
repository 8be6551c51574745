import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { DIGEST_API, HEADER_IMAGE_MAX_BYTES } from '@/lib/contract/digest';
import { buildSession } from '@/testing/fixtures';
import { BROWSER_API, server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { HEADER_GIFS_KEY } from '../api/header-gifs';
import { HeaderGifsScreen } from '../components/header-gifs-screen';
import { HEADER } from './digest-fixtures';

function renderScreen() {
  renderWithProviders(<HeaderGifsScreen />, {
    session: buildSession({ isStaff: true }),
    route: '/digest/headergifs',
    fallback: { [HEADER_GIFS_KEY]: [HEADER] },
  });
  return userEvent.setup({ applyAccept: false });
}

const gif = (name: string, bytes = 1000, type = 'image/gif') => new File([new Uint8Array(bytes)], name, { type });

describe('the header images page', () => {
  it('shows each image with its description, and deletes one after asking', async () => {
    const deleted: string[] = [];
    server.use(
      http.delete(`${BROWSER_API}${DIGEST_API.headerGif(HEADER.id)}`, ({ request }) => {
        deleted.push(new URL(request.url).pathname);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = renderScreen();
    expect(screen.getByRole('img', { name: 'Autumn banner' })).toHaveAttribute('src', HEADER.url);

    await user.click(screen.getByRole('button', { name: 'Delete Autumn banner' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete the image “Autumn banner”?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('img', { name: 'Autumn banner' })).not.toBeInTheDocument());
    expect(deleted).toEqual([`/api/v1${DIGEST_API.headerGif(HEADER.id)}`]);
  });

  it('refuses a file of the wrong type or too large before sending it', async () => {
    const user = renderScreen();
    const file = screen.getByLabelText(/Image file/);

    await user.upload(file, gif('notes.pdf', 1000, 'application/pdf'));
    expect(screen.getByText('notes.pdf is not a GIF, PNG or WebP image.')).toBeInTheDocument();
    expect(file).toHaveAttribute('aria-invalid', 'true');

    await user.upload(file, gif('huge.gif', HEADER_IMAGE_MAX_BYTES + 1));
    expect(screen.getByText('huge.gif is larger than 1 MB.')).toBeInTheDocument();
  });

  it('uploads an image with its description, and shows the API’s reason under the file when it refuses one', async () => {
    const uploads: string[] = [];
    let refuse = true;
    server.use(
      http.post(`${BROWSER_API}${DIGEST_API.headerGifs}`, async ({ request }) => {
        const form = await request.formData();
        uploads.push(`${form.has('file') ? 'file' : 'no file'} ${String(form.get('alt'))}`);
        if (refuse) return HttpResponse.json({ file: ['The file is not a GIF, PNG or WebP image.'] }, { status: 400 });
        return HttpResponse.json({ ...HEADER, id: 4, alt: 'Winter banner' }, { status: 201 });
      }),
    );
    const user = renderScreen();
    await user.upload(screen.getByLabelText(/Image file/), gif('winter.gif'));
    await user.type(screen.getByRole('textbox', { name: /Description/ }), 'Winter banner');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(/not a GIF, PNG or WebP image/)).toBeInTheDocument();

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Winter banner was uploaded.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Winter banner' })).toBeInTheDocument();
    expect(uploads).toEqual(['file Winter banner', 'file Winter banner']);
  });
});
