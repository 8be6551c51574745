import { jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@/lib/api/api-error';
import { renderWithProviders } from '@/testing/render';
import RichTextEditor from '../rich-text-editor';

function renderEditor(initialHtml = '<p>Hello</p>', uploadImage?: (file: File) => Promise<string>) {
  const onChange = jest.fn<(html: string) => void>();
  renderWithProviders(
    <RichTextEditor label="Text" initialHtml={initialHtml} onChange={onChange} uploadImage={uploadImage} errors={[]} />,
  );
  return { onChange, user: userEvent.setup() };
}

const lastHtml = (onChange: jest.Mock<(html: string) => void>) => onChange.mock.calls.at(-1)?.[0] ?? '';

describe('the rich-text editor', () => {
  it('is a labelled text box with the content it was given', async () => {
    renderEditor('<p>Hello <strong>world</strong></p>');
    const box = await screen.findByRole('textbox', { name: 'Text' });
    expect(box).toHaveAttribute('contenteditable', 'true');
    expect(box.querySelector('strong')).toHaveTextContent('world');
  });

  it('has one tab stop in its toolbar, and arrow keys move along it', async () => {
    const { user } = renderEditor();
    const toolbar = await screen.findByRole('toolbar', { name: 'Formatting of Text' });
    const bold = screen.getByRole('button', { name: 'Bold' });
    expect(bold).toHaveAttribute('tabindex', '0');
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Italic' })).toHaveAttribute('tabindex', '-1');
    expect(toolbar).toHaveAttribute('aria-controls', screen.getByRole('textbox', { name: 'Text' }).id);

    bold.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Italic' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Redo' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(bold).toHaveFocus();
  });

  it('hands on its text without the empty paragraphs a last Enter leaves', async () => {
    const { onChange, user } = renderEditor('<p></p>');
    (await screen.findByRole('textbox', { name: 'Text' })).focus();
    await user.keyboard('Prices fall{Enter}{Enter}');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Text' }).querySelectorAll('p')).toHaveLength(3));
    expect(lastHtml(onChange)).toBe('<p>Prices fall</p>');
  });

  it('hands on an empty body as empty, even with paragraphs left in it', async () => {
    const { onChange, user } = renderEditor('<p></p>');
    (await screen.findByRole('textbox', { name: 'Text' })).focus();
    await user.keyboard('{Enter}{Enter}');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Text' }).querySelectorAll('p')).toHaveLength(3));
    expect(onChange).toHaveBeenCalled();
    expect(lastHtml(onChange)).toBe('');
  });

  it('keeps focus in the text when a toolbar button is clicked, so the next key lands there', async () => {
    const { onChange, user } = renderEditor('<p></p>');
    const box = await screen.findByRole('textbox', { name: 'Text' });
    box.focus();
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    expect(box).toHaveFocus();
    await user.keyboard('bold words');
    await waitFor(() => expect(lastHtml(onChange)).toBe('<p><strong>bold words</strong></p>'));
  });

  it('refuses a script link and inserts a web link', async () => {
    const { onChange, user } = renderEditor('<p></p>');
    await user.click(await screen.findByRole('button', { name: 'Link' }));
    expect(screen.getByRole('button', { name: 'Link' })).toHaveAttribute('aria-expanded', 'true');
    const address = screen.getByRole('textbox', { name: 'Link address' });

    await user.type(address, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Apply link' }));
    expect(address).toHaveAccessibleDescription(/Enter a web address/);

    await user.clear(address);
    await user.type(address, 'vetnet.se{Enter}');
    await waitFor(() =>
      expect(lastHtml(onChange)).toContain(
        '<a rel="noopener noreferrer" href="https://vetnet.se">https://vetnet.se</a>',
      ),
    );
    expect(screen.queryByRole('textbox', { name: 'Link address' })).not.toBeInTheDocument();
  });

  it('uploads an image with its description and places it in the text', async () => {
    const upload = jest.fn<(file: File) => Promise<string>>();
    upload.mockRejectedValueOnce(
      new ApiError({ status: 400, fieldErrors: { file: ['This file type is not allowed.'] } }),
    );
    upload.mockResolvedValueOnce('/api/v1/news-files/5/');
    const { onChange, user } = renderEditor('<p>Chart below</p>', upload);
    await user.click(await screen.findByRole('button', { name: 'Image' }));
    const file = new File(['gif'], 'chart.gif', { type: 'image/gif' });

    await user.upload(screen.getByLabelText('Image file'), file);
    await user.type(screen.getByRole('textbox', { name: 'Description of the image' }), 'Sales chart');
    await user.click(screen.getByRole('button', { name: 'Upload and insert' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This file type is not allowed.');

    await user.click(screen.getByRole('button', { name: 'Upload and insert' }));
    await waitFor(() => expect(lastHtml(onChange)).toContain('<img src="/api/v1/news-files/5/" alt="Sales chart">'));
    expect(upload).toHaveBeenCalledWith(file);
  });
});
