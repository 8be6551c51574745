import { ErrorView } from '@/components/error-view/error-view';
import { loadTranslations } from '@/lib/i18n/load-translations';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import type { GetStaticProps } from 'next';

// Next's own 404 (static). Unknown addresses normally reach `[...path].tsx`, which speaks the visitor's language.
export const getStaticProps = (async () => ({
  props: await loadTranslations(DEFAULT_LOCALE, ['errors']),
})) satisfies GetStaticProps;

export default function StaticNotFoundPage() {
  return <ErrorView code={404} />;
}
