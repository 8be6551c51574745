import { getMaintenanceStatus, MAINTENANCE_STATUS_KEY } from '@/features/maintenance/api/get-maintenance-status';
import { ErrorScreen } from '@/features/maintenance/components/error-screen';
import { withPublicPage } from '@/lib/auth/guard';
import { safeNextPath } from '@/lib/auth/redirects';
import { parseErrorStatus } from '@/lib/http/status';

type ErrorPageProps = { code: number; next: string | null };

const UNKNOWN_ERROR_STATUS = 404;

export const getServerSideProps = withPublicPage<ErrorPageProps>({
  namespaces: ['errors'],
  load: async ({ query, api }) => {
    const props = {
      code: parseErrorStatus(query.code) ?? UNKNOWN_ERROR_STATUS,
      next: typeof query.next === 'string' ? safeNextPath(query.next) : null,
    };
    // The status decides between the error and the maintenance view; without it, show the error.
    const status = await getMaintenanceStatus(api).catch(() => undefined);
    return { props, fallback: status ? { [MAINTENANCE_STATUS_KEY]: status } : {} };
  },
});

export default function ErrorPage({ code, next }: ErrorPageProps) {
  return <ErrorScreen code={code} next={next} />;
}
