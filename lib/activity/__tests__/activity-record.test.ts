import fc from 'fast-check';
import { ACTIVITY_KIND, activityRecord, isTrackedPath } from '../activity-record';

describe('activityRecord (spec §3)', () => {
  it.each([
    ['/news/12-hello', { url: '/news/12-hello', kind: ACTIVITY_KIND.news, id: 12 }],
    ['/events/7-party?x=1', { url: '/events/7-party?x=1', kind: ACTIVITY_KIND.event, id: 7 }],
    ['/wiki/articles/3', { url: '/wiki/articles/3', kind: ACTIVITY_KIND.wiki, id: 3 }],
    ['/directads/44', { url: '/directads/44', kind: ACTIVITY_KIND.directAd, id: 44 }],
    ['/directads/44-used-scanner', { url: '/directads/44-used-scanner', kind: ACTIVITY_KIND.directAd, id: 44 }],
    [
      '/reports/quarterly/year/2026/quarter/3',
      { url: '/reports/quarterly/year/2026/quarter/3', kind: ACTIVITY_KIND.report, id: 2026 },
    ],
    // The page a report's QR code opens is a view of that report.
    ['/reports?report=41', { url: '/reports?report=41', kind: ACTIVITY_KIND.report, id: 41 }],
    ['/reports?member=7&report=41#top', { url: '/reports?member=7&report=41#top', kind: ACTIVITY_KIND.report, id: 41 }],
  ])('records %s as a detail view', (path, record) => {
    expect(activityRecord(path, '/')).toEqual(record);
  });

  it.each([
    '/reports',
    '/reports?report=abc',
    '/reports?report=0',
    '/reports/dashboard?report=4',
    '/news',
    '/events/upcoming',
    '/events/past',
    '/news/admin',
    '/',
    '/news/abc',
  ])('records %s as activity with the referral', (path) => {
    expect(activityRecord(path, '/from')).toEqual({ url: path, kind: ACTIVITY_KIND.activity, referral: '/from' });
  });

  it('leaves the referral out when there is none', () => {
    expect(activityRecord('/', null)).toEqual({ url: '/', kind: ACTIVITY_KIND.activity });
  });

  it('always keeps the url and a known kind', () => {
    const kinds = Object.values(ACTIVITY_KIND) as number[];
    fc.assert(
      fc.property(fc.webPath(), (path) => {
        const record = activityRecord(path, null);
        return record.url === path && kinds.includes(record.kind);
      }),
    );
  });
});

describe('isTrackedPath', () => {
  it('skips the login pages only', () => {
    expect(isTrackedPath('/login')).toBe(false);
    expect(isTrackedPath('/login/reset-password?x=1')).toBe(false);
    expect(isTrackedPath('/loginhelp')).toBe(true);
    expect(isTrackedPath('/news')).toBe(true);
  });
});
