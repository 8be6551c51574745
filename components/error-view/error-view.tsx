import { AppLink } from '@/components/app-link/app-link';
import { errorMessageKey } from '@/components/error-view/error-message';
import { StatusPage } from '@/components/status-page/status-page';
import { useTranslation } from '@/lib/i18n/use-translation';

type ErrorViewProps = {
  code: number;
  /** Where the back button leads: home by default ("Back to Homepage"), another path ("Go back"), or null to hide it. */
  backHref?: string | null;
};

/** The error page of spec §2: the sleeping cat, the code and its message, and the back button. */
export function ErrorView({ code, backHref = '/' }: ErrorViewProps) {
  const { t } = useTranslation('errors');
  const backLabel = backHref === '/' ? t('error.backToHome') : t('error.goBack');
  return (
    <StatusPage
      tabTitle={t('error.tabTitle')}
      code={code}
      actions={
        backHref !== null && (
          <AppLink className="btn btn-primary" href={backHref}>
            {backLabel}
          </AppLink>
        )
      }
    >
      <p>{t(errorMessageKey(code))}</p>
    </StatusPage>
  );
}
