// The columns a PATCH of the maintenance status sets: exactly the fields it sends.
import { statusChanges } from '../service';

describe('statusChanges', () => {
  it('sets only what is sent, null included, and maps the contract’s spelling to the column', () => {
    expect(statusChanges({})).toEqual({});
    expect(statusChanges({ infoMessage: {} })).toEqual({});
    const at = new Date('2026-01-01T00:00:00Z');
    expect(
      statusChanges({
        backendDeployInProgress: true,
        frontendDepolyInProgress: false,
        deployDate: null,
        estimatedDownTimeInMinutes: 0,
        infoMessage: { showMessage: false, eventFromTime: at, eventToTime: null },
      }),
    ).toEqual({
      backendDeployInProgress: true,
      frontendDeployInProgress: false,
      deployDate: null,
      estimatedDownTimeInMinutes: 0,
      infoShowMessage: false,
      infoEventFromTime: at,
      infoEventToTime: null,
    });
  });
});
