import { useEffect, useRef } from 'react';
import { ErrorView } from '@/components/error-view/error-view';
import { MaintenanceView } from '@/components/maintenance-view/maintenance-view';
import { loadPage, reloadPage } from '@/lib/browser/navigation';
import { useMaintenanceStatus } from '../api/get-maintenance-status';
import { isDeployInProgress } from '../types';

type ErrorScreenProps = {
  code: number;
  /** The page the visitor was on: the back button's target and where to return after maintenance. */
  next?: string | null;
  /** Hide the back button altogether. */
  hideBack?: boolean;
};

/**
 * The error page, or the maintenance page while a deploy is in progress (spec §2, §4). During a
 * deploy the status is polled; when it ends the visitor returns to `next`, or this page reloads.
 */
export function ErrorScreen({ code, next = null, hideBack = false }: ErrorScreenProps) {
  const { data: status } = useMaintenanceStatus({ pollWhileDeploying: true });
  const deploying = isDeployInProgress(status);
  const wasDeploying = useRef(deploying);

  useEffect(() => {
    if (wasDeploying.current && !deploying) {
      if (next) loadPage(next);
      else reloadPage();
    }
    wasDeploying.current = deploying;
  }, [deploying, next]);

  if (deploying && status) {
    return (
      <MaintenanceView deployDate={status.deployDate} estimatedDownTimeInMinutes={status.estimatedDownTimeInMinutes} />
    );
  }
  return <ErrorView code={code} backHref={hideBack ? null : (next ?? '/')} />;
}
