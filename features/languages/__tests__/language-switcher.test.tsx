import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import mockRouter from 'next-router-mock';
import { reloadPage } from '@/lib/browser/navigation';
import { buildSession, buildUser } from '@/testing/fixtures';
import { BROWSER_API, server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { hasLanguageSelector, LanguageSwitcher } from '../components/language-switcher';

jest.mock('@/lib/browser/navigation', () => ({ loadPage: jest.fn(), reloadPage: jest.fn() }));

const swedish = { id: 14, code: 'sv', name: 'Svenska' };
const english = { id: 4, code: 'en', name: 'English' };
const test = { id: 16, code: 'xx', name: 'Test (XX)' };

function sessionWith(languages = [swedish, english]) {
  const user = buildUser({ language: swedish });
  return buildSession({
    language: swedish,
    member: { ...user.member, country: { ...user.member.country, languages } },
  });
}

/** `status`: the answer of `dev/locale/`; `meStatus`: of `PATCH me/`, the fallback where that fails. */
function endpoints(status = 200, meStatus = status) {
  const calls: { path: string; body: unknown }[] = [];
  const answer =
    (path: string, answerStatus: number) =>
    async ({ request }: { request: Request }) => {
      calls.push({ path, body: await request.json() });
      return answerStatus === 200
        ? HttpResponse.json(buildUser({ language: english }))
        : HttpResponse.json({ detail: 'No' }, { status: answerStatus });
    };
  server.use(
    http.patch(`${BROWSER_API}/dev/locale/`, answer('locale', status)),
    http.patch(`${BROWSER_API}/me/`, answer('me', meStatus)),
    http.post(`${BROWSER_API}/clickstream/activity/`, async ({ request }) => {
      calls.push({ path: 'activity', body: await request.json() });
      return HttpResponse.json({}, { status: 201 });
    }),
  );
  return calls;
}

describe('the language switcher', () => {
  it('offers the country’s languages, the active one pressed and disabled', () => {
    renderWithProviders(<LanguageSwitcher />, { session: sessionWith() });
    expect(screen.getByRole('button', { name: 'Svenska' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Svenska' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'English' })).toBeEnabled();
  });

  it('saves the language, records the switch and renders the page again', async () => {
    const calls = endpoints();
    renderWithProviders(<LanguageSwitcher />, { session: sessionWith(), route: '/news?page=2' });
    const rendered = jest.fn();
    mockRouter.events.on('routeChangeComplete', rendered);

    await userEvent.setup().click(screen.getByRole('button', { name: 'English' }));

    await waitFor(() =>
      expect(rendered).toHaveBeenCalledWith('/news?page=2', expect.objectContaining({ shallow: false })),
    );
    mockRouter.events.off('routeChangeComplete', rendered);
    await waitFor(() =>
      expect(calls).toEqual([
        { path: 'locale', body: { language: 4 } },
        {
          path: 'activity',
          body: {
            actionType: 'button_clicked',
            actionDetails: 'language switcher',
            data: { from: 'sv', to: 'en' },
            context: { path: '/news?page=2' },
          },
        },
      ]),
    );
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it.each([404, 403, 500])(
    'saves the language through PATCH me/ where dev/locale/ answers %i (a backend written to the spec alone)',
    async (status) => {
      const calls = endpoints(status, 200);
      renderWithProviders(<LanguageSwitcher />, { session: sessionWith(), route: '/news' });
      await userEvent.setup().click(screen.getByRole('button', { name: 'English' }));

      await waitFor(() =>
        expect(calls.filter((call) => call.path !== 'activity')).toEqual([
          { path: 'locale', body: { language: 4 } },
          { path: 'me', body: { language: 4 } },
        ]),
      );
      await waitFor(() => expect(calls.map((call) => call.path)).toContain('activity'));
      expect(reloadPage).not.toHaveBeenCalled();
    },
  );

  it('reloads the page when the switch fails, and after switching to the test locale', async () => {
    endpoints(500);
    const { unmount } = renderWithProviders(<LanguageSwitcher />, { session: sessionWith() });
    await userEvent.setup().click(screen.getByRole('button', { name: 'English' }));
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    unmount();

    endpoints();
    renderWithProviders(<LanguageSwitcher />, { session: sessionWith([swedish, test]) });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Test (XX)' }));
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(2));
  });

  it('is offered only where the country uses the selector and has a choice', () => {
    expect(hasLanguageSelector({ useLanguageSelector: true, languages: [swedish, english] })).toBe(true);
    expect(hasLanguageSelector({ useLanguageSelector: false, languages: [swedish, english] })).toBe(false);
    expect(hasLanguageSelector({ useLanguageSelector: true, languages: [swedish] })).toBe(false);
  });
});
