import fc from 'fast-check';
import { notificationTarget } from '../notification-rules';

const actor = (levels: number[] = []) => ({ id: 12, title: 'Årets möte på kliniken', levels });

describe('notificationTarget (spec §2)', () => {
  it.each([
    ['Event', '/events/12-arets-mote-pa-kliniken'],
    ['News', '/news/12-arets-mote-pa-kliniken'],
    ['Wiki', '/wiki/articles/12-arets-mote-pa-kliniken'],
    ['Handbook', '/handbooks/12-arets-mote-pa-kliniken'],
    ['Post', '/forum/12'],
    ['Campaign', '/campaigns?id=12-arets-mote-pa-kliniken'],
    ['DirectAd', '/directads/12'],
    ['Partner', '/partners/12-arets-mote-pa-kliniken'],
    ['Report', '/reports'],
    ['Service', '/services/12-arets-mote-pa-kliniken'],
    ['Announcement', '/'],
    ['', '/'],
  ])('leads a %s notification to %s', (description, path) => {
    expect(notificationTarget({ description, actor: actor() })).toBe(path);
  });

  it('always leads to a path on the portal', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1 }), fc.string(), (description, id, title) => {
        const target = notificationTarget({ description, actor: { id, title, levels: [] } });
        return target.startsWith('/') && !target.startsWith('//');
      }),
    );
  });
});
