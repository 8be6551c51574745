import type { ReactNode } from 'react';

/**
 * Each test loads its own copy of the modules: whether the page is still hydrating is module state
 * that the first hydration ends for good, as in the browser.
 */
async function load() {
  // React's own flag for tests that wait on act(); @testing-library sets it, but it is not loaded here.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const { act } = await import('react');
  const { hydrateRoot, createRoot } = await import('react-dom/client');
  const { renderToString } = await import('react-dom/server');
  const { AppProviders } = await import('@/components/app-providers/app-providers');
  const { TimeText } = await import('../time-text');
  const { createTestI18n } = await import('@/testing/i18n');
  const i18n = createTestI18n('en');
  const inApp = (children: ReactNode) => (
    <AppProviders i18n={i18n} session={null} fallback={{}} errorView={() => null}>
      {children}
    </AppProviders>
  );
  return { act, hydrateRoot, createRoot, renderToString, TimeText, inApp, i18n };
}

/** A page the server rendered: Next's data script beside the markup. */
function servedPage(html: string) {
  const data = document.createElement('script');
  data.id = '__NEXT_DATA__';
  data.type = 'application/json';
  data.textContent = '{}';
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(data, container);
  return container;
}

beforeEach(() => {
  jest.resetModules();
  document.body.innerHTML = '';
});

describe('TimeText', () => {
  it('keeps the text the server wrote while the browser hydrates, without formatting it again', async () => {
    const { act, hydrateRoot, renderToString, TimeText, inApp } = await load();
    const html = renderToString(inApp(<TimeText dateTime="2026-11-27T10:00:00Z" text={() => '27 Nov 2026, 11:00'} />));
    expect(html).toContain('27 Nov 2026, 11:00');
    const container = servedPage(html);
    const inBrowser = jest.fn(() => '27 Nov 2026, 11:00');
    const errors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, inApp(<TimeText dateTime="2026-11-27T10:00:00Z" text={inBrowser} />), {
        onRecoverableError: (error) => errors.push(error),
      }),
    );
    expect(inBrowser).not.toHaveBeenCalled();
    expect(errors).toEqual([]);
    const time = container.querySelector('time');
    expect(time).toHaveTextContent('27 Nov 2026, 11:00');
    expect(time).toHaveAttribute('datetime', '2026-11-27T10:00:00Z');

    // Once hydrated, a new moment is the browser's own to write.
    await act(async () =>
      root.render(inApp(<TimeText dateTime="2026-11-28T10:00:00Z" text={() => '28 Nov 2026, 11:00'} />)),
    );
    expect(container.querySelector('time')).toHaveTextContent('28 Nov 2026, 11:00');
    act(() => root.unmount());
  });

  it('writes the text again when the language changes', async () => {
    const { act, hydrateRoot, renderToString, TimeText, inApp, i18n } = await load();
    const moment = '2026-11-27T10:00:00Z';
    const text = () => (i18n.language === 'sv' ? '27 nov. 2026 11:00' : '27 Nov 2026, 11:00');
    const container = servedPage(renderToString(inApp(<TimeText dateTime={moment} text={text} />)));
    const root = await act(async () => hydrateRoot(container, inApp(<TimeText dateTime={moment} text={text} />)));
    await act(async () => {
      await i18n.changeLanguage('sv');
    });
    await act(async () => root.render(inApp(<TimeText dateTime={moment} text={text} />)));
    expect(container.querySelector('time')).toHaveTextContent('27 nov. 2026 11:00');
    act(() => root.unmount());
  });

  it('writes its text where the browser renders it afresh before the hydration has ended', async () => {
    const { act, createRoot, TimeText, inApp } = await load();
    // The page is still being hydrated (Next's data is there), but this part is rendered from
    // nothing, as React does after a mismatch: there is no server text to keep.
    const container = servedPage('');
    const root = createRoot(container);
    await act(async () => root.render(inApp(<TimeText dateTime="2026-11-27T10:00:00Z" text={() => '27 Nov 2026'} />)));
    expect(container.querySelector('time')).toHaveTextContent('27 Nov 2026');
    act(() => root.unmount());
  });

  it('renders its text in a page the browser renders alone (no server HTML)', async () => {
    const { act, createRoot, TimeText, inApp } = await load();
    const container = document.createElement('div');
    document.body.append(container);
    const inBrowser = jest.fn(() => '27 Nov 2026');
    const root = createRoot(container);
    await act(async () => root.render(inApp(<TimeText dateTime="2026-11-27T10:00:00Z" text={inBrowser} />)));
    expect(inBrowser).toHaveBeenCalled();
    expect(container.querySelector('time')).toHaveTextContent('27 Nov 2026');
    act(() => root.unmount());
  });
});
