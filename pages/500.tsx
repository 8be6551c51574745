import { ErrorView } from '@/components/error-view/error-view';
import { loadTranslations } from '@/lib/i18n/load-translations';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import type { GetStaticProps } from 'next';

// Shown when rendering a page throws on the server; a static page, so it cannot fail in turn.
export const getStaticProps = (async () => ({
  props: await loadTranslations(DEFAULT_LOCALE, ['errors']),
})) satisfies GetStaticProps;

export default function ServerErrorPage() {
  return <ErrorView code={500} />;
}
