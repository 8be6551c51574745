import { render, screen } from '@testing-library/react';
import { ErrorView } from '@/components/error-view/error-view';
import { PAGE_NAMESPACES } from '@/lib/i18n/load-translations';
import { TranslationProvider } from '@/lib/i18n/translation-provider';
import { attachMonitoring } from '@/lib/monitoring/monitoring';
import { readLocale } from '@/testing/i18n';
import { ErrorBoundary, statusOfError } from '../error-boundary';

function Crash({ error }: { error: unknown }): never {
  throw error;
}

describe('ErrorBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('shows the fallback with the crash status and reports the crash', () => {
    const sdk = { captureException: jest.fn(), setUser: jest.fn() };
    attachMonitoring(sdk);
    render(
      <ErrorBoundary fallback={(status) => <p>Crashed with {status}</p>}>
        <Crash error={Object.assign(new Error('gone'), { status: 404 })} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Crashed with 404')).toBeInTheDocument();
    expect(sdk.captureException).toHaveBeenCalledWith(expect.objectContaining({ message: 'gone' }), expect.any(Object));
  });

  it('recovers when the reset key changes', () => {
    const { rerender } = render(
      <ErrorBoundary resetKey="/a" fallback={() => <p>Crashed</p>}>
        <Crash error={new Error('x')} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Crashed')).toBeInTheDocument();
    rerender(
      <ErrorBoundary resetKey="/b" fallback={() => <p>Crashed</p>}>
        <p>Fine again</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('Fine again')).toBeInTheDocument();
  });
});

describe('the crash screen’s language', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('is Danish on a Danish page whose own namespaces hold no error texts', () => {
    // What a Danish user's news page carries: the namespaces of every page, and the page's own.
    const ns = [...PAGE_NAMESPACES, 'content'];
    const pick = (locale: string) =>
      Object.fromEntries(Object.entries(readLocale(locale)).filter(([namespace]) => ns.includes(namespace)));
    const translations = {
      initialLocale: 'da',
      ns,
      initialI18nStore: { da: pick('da'), en: pick('en') },
      userConfig: null,
    };
    render(
      <TranslationProvider translations={translations}>
        <ErrorBoundary fallback={(status) => <ErrorView code={status} />}>
          <Crash error={new Error('render failed')} />
        </ErrorBoundary>
      </TranslationProvider>,
    );
    expect(screen.getByText('Vi beklager, men noget er gået galt')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tilbage til forsiden' })).toHaveAttribute('href', '/');
    expect(screen.queryByText(/^error\./)).not.toBeInTheDocument();
  });
});

describe('statusOfError', () => {
  it.each([
    [{ status: 403 }, 403],
    [{ statusCode: 502 }, 502],
    [{ status: 200 }, 500],
    [new Error('plain'), 500],
    ['a string', 500],
    [null, 500],
  ])('%j has status %i', (error, status) => {
    expect(statusOfError(error)).toBe(status);
  });
});
