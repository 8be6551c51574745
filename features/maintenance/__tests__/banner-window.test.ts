import { bannerWindow } from '../banner-window';
import type { MaintenanceStatus } from '../types';

function status(info: Partial<MaintenanceStatus['infoMessage']>): MaintenanceStatus {
  return {
    backendDeployInProgress: false,
    frontendDepolyInProgress: false,
    deployDate: null,
    estimatedDownTimeInMinutes: null,
    infoMessage: {
      showMessage: true,
      eventFromTime: '2026-11-24T17:00:00Z',
      eventToTime: '2026-11-24T19:00:00Z',
      ...info,
    },
  };
}

const now = Date.parse('2026-11-22T12:00:00Z');

describe('bannerWindow', () => {
  it('gives the day and hours in the reader’s language and time zone', () => {
    expect(bannerWindow(status({}), 'en-GB', now, 'Europe/Stockholm')).toEqual({
      day: 'Tuesday 24 November',
      from: '18:00',
      to: '20:00',
    });
    expect(bannerWindow(status({}), 'sv', now, 'Europe/Stockholm')).toEqual({
      day: 'tisdag 24 november',
      from: '18:00',
      to: '20:00',
    });
  });

  it('announces nothing when the message is off, incomplete or over', () => {
    expect(bannerWindow(status({ showMessage: false }), 'en', now)).toBeNull();
    expect(bannerWindow(status({ eventToTime: null }), 'en', now)).toBeNull();
    expect(bannerWindow(status({}), 'en', Date.parse('2026-11-25T00:00:00Z'))).toBeNull();
    expect(bannerWindow(undefined, 'en', now)).toBeNull();
  });
});
