import { statusOfError } from '@/components/error-boundary/error-boundary';
import { ErrorView } from '@/components/error-view/error-view';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { reportError } from '@/lib/monitoring/monitoring';
import commonMessages from '@/locales/en/common.json';
import errorMessages from '@/locales/en/errors.json';
import type { NextPageContext } from 'next';

type ErrorPageProps = { statusCode: number };

// Next's last resort for errors outside every page (the app shell itself). It has no server data,
// so it carries the English error texts itself; this chunk loads only when such an error happens.
function LastResortErrorPage({ statusCode }: ErrorPageProps) {
  return <ErrorView code={statusCode} />;
}

LastResortErrorPage.getInitialProps = ({ res, err }: NextPageContext) => {
  const statusCode = res?.statusCode && res.statusCode >= 400 ? res.statusCode : err ? statusOfError(err) : 404;
  if (err) reportError(err);
  return {
    statusCode,
    _nextI18Next: {
      initialI18nStore: { [DEFAULT_LOCALE]: { common: commonMessages, errors: errorMessages } },
      initialLocale: DEFAULT_LOCALE,
      ns: ['common', 'errors'],
      userConfig: null,
    },
  };
};

export default LastResortErrorPage;
