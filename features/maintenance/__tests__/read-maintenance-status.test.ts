import { expectOnlyApiErrors } from '@/testing/never-crashes';
import { readMaintenanceStatus } from '../api/read-maintenance-status';

describe('reading the maintenance status', () => {
  it('means no deploy and no message when the fields are missing', () => {
    expect(readMaintenanceStatus({ backendDeployInProgress: true })).toEqual({
      backendDeployInProgress: true,
      frontendDepolyInProgress: false,
      deployDate: null,
      estimatedDownTimeInMinutes: null,
      infoMessage: { showMessage: false, eventFromTime: null, eventToTime: null },
    });
  });

  it('answers anything with a status or an ApiError', () => {
    expectOnlyApiErrors(readMaintenanceStatus);
  });
});
