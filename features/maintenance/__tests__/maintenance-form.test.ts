import fc from 'fast-check';
import { maintenanceFormOf, maintenancePatchOf, startsLockout } from '../maintenance-form';
import type { MaintenanceStatus } from '../types';

const STOCKHOLM = 'Europe/Stockholm';

const idle: MaintenanceStatus = {
  backendDeployInProgress: false,
  frontendDepolyInProgress: false,
  deployDate: null,
  estimatedDownTimeInMinutes: 0,
  infoMessage: { showMessage: false, eventFromTime: null, eventToTime: null },
};

describe('the maintenance form', () => {
  it('shows the stored times on the country’s clock and sends them back as UTC instants', () => {
    const status: MaintenanceStatus = {
      ...idle,
      deployDate: '2026-11-24T17:00:00Z',
      estimatedDownTimeInMinutes: 45,
      infoMessage: { showMessage: true, eventFromTime: '2026-11-24T17:00:00Z', eventToTime: '2026-11-24T19:30:00Z' },
    };
    const form = maintenanceFormOf(status, STOCKHOLM);
    expect(form).toEqual({
      backendDeployInProgress: false,
      frontendDepolyInProgress: false,
      deployDate: '2026-11-24T18:00',
      estimatedDownTimeInMinutes: '45',
      showMessage: true,
      eventFromTime: '2026-11-24T18:00',
      eventToTime: '2026-11-24T20:30',
    });
    expect(maintenancePatchOf(form, STOCKHOLM)).toEqual(status);
  });

  it('sends empty times as none, and leaves an empty estimate out', () => {
    const form = { ...maintenanceFormOf(idle, STOCKHOLM), estimatedDownTimeInMinutes: ' ' };
    const patch = maintenancePatchOf(form, STOCKHOLM);
    expect(patch).not.toHaveProperty('estimatedDownTimeInMinutes');
    expect(patch).toMatchObject({ deployDate: null, infoMessage: { eventFromTime: null, eventToTime: null } });
  });

  it('gives back any stored status it was shown, to the minute', () => {
    const minute = fc
      .integer({ min: Date.UTC(2020, 0, 1) / 60_000, max: Date.UTC(2040, 0, 1) / 60_000 })
      .map((m) => new Date(m * 60_000).toISOString().replace('.000Z', 'Z'));
    const status = fc.record({
      backendDeployInProgress: fc.boolean(),
      frontendDepolyInProgress: fc.boolean(),
      deployDate: fc.option(minute),
      estimatedDownTimeInMinutes: fc.integer({ min: 0, max: 10_080 }),
      infoMessage: fc.record({
        showMessage: fc.boolean(),
        eventFromTime: fc.option(minute),
        eventToTime: fc.option(minute),
      }),
    });
    // Zones without a daylight-saving change give every wall time exactly one instant.
    fc.assert(
      fc.property(status, fc.constantFrom('UTC', 'Asia/Tokyo', 'America/Sao_Paulo'), (stored, zone) => {
        expect(maintenancePatchOf(maintenanceFormOf(stored, zone), zone)).toEqual(stored);
      }),
    );
  });

  it('asks before a save that starts a deploy, not before one that keeps or ends it', () => {
    const form = maintenanceFormOf(idle, STOCKHOLM);
    expect(startsLockout(idle, form)).toBe(false);
    expect(startsLockout(idle, { ...form, backendDeployInProgress: true })).toBe(true);
    expect(startsLockout(idle, { ...form, frontendDepolyInProgress: true })).toBe(true);
    const running = { ...idle, backendDeployInProgress: true };
    expect(startsLockout(running, { ...form, backendDeployInProgress: true })).toBe(false);
    expect(startsLockout(running, form)).toBe(false);
  });
});
