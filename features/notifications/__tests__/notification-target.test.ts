import fc from 'fast-check';
import { ANY_SENTENCE, notificationTarget, sentenceKey, verbKey } from '../notification-rules';

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

describe('a Post notification (issue 13)', () => {
  it('leads to the reply it names, on the page of replies holding it, else to the thread', () => {
    const thread = { id: 7, title: 'Autoklav', levels: [] };
    expect(notificationTarget({ description: 'Post', actor: thread, targetId: 41 })).toBe('/forum/7?postId=41#post-41');
    expect(notificationTarget({ description: 'Post', actor: thread, targetId: null })).toBe('/forum/7');
    // A target only means something for a forum post.
    expect(notificationTarget({ description: 'News', actor: thread, targetId: 41 })).toBe('/news/7-autoklav');
  });
});

describe('a Report notification (issue 10)', () => {
  it('leads a commitment at risk to the tracking page, any other report to the list', () => {
    const actor = { id: 9, title: 'VetPharma Nordic – 2026', levels: [] };
    expect(notificationTarget({ description: 'Report', verb: 'is at risk', actor })).toBe('/commitments/track');
    expect(notificationTarget({ description: 'Report', verb: 'is ready', actor })).toBe('/reports');
    // The verb only decides for reports.
    expect(notificationTarget({ description: 'News', verb: 'is at risk', actor })).toBe(
      '/news/9-vetpharma-nordic--2026',
    );
  });

  it('translates the at-risk verb', () => {
    expect(verbKey('is at risk')).toBe('isAtRisk');
  });
});

describe('a Handbook notification (issue 14)', () => {
  it('opens the handbook at the section it names, by its stable anchor', () => {
    const handbook = { id: 7, title: 'Vetnets medlemshandbok', levels: [] };
    expect(notificationTarget({ description: 'Handbook', actor: handbook, targetId: 41 })).toBe(
      '/handbooks/7-vetnets-medlemshandbok#section-41',
    );
    expect(notificationTarget({ description: 'Handbook', actor: handbook, targetId: null })).toBe(
      '/handbooks/7-vetnets-medlemshandbok',
    );
  });
});

describe('the sentence of a notification (issue 24)', () => {
  const known = new Set(['sentence.News.published', 'sentence.Report.isAtRisk', 'sentence.other.announced']);
  const has = (key: string) => known.has(key);

  it('is its type’s own sentence for the verb when the language has one', () => {
    expect(sentenceKey({ description: 'News', verb: 'published' }, has)).toBe('sentence.News.published');
    expect(sentenceKey({ description: 'Report', verb: 'is at risk' }, has)).toBe('sentence.Report.isAtRisk');
  });

  it('names a type without a sentence of its own, and shows an unknown verb as sent', () => {
    expect(sentenceKey({ description: 'Announcement', verb: 'announced' }, has)).toBe('sentence.other.announced');
    expect(sentenceKey({ description: 'News', verb: 'frobnicated' }, has)).toBe(ANY_SENTENCE);
    // A known verb without a sentence for this type nor for any type: the last resort too.
    expect(sentenceKey({ description: 'Campaign', verb: 'replied to' }, has)).toBe(ANY_SENTENCE);
  });

  it('never makes a key path of a type that is not a plain name', () => {
    const everything = () => true;
    expect(sentenceKey({ description: 'other', verb: 'published' }, everything)).toBe('sentence.other.published');
    expect(sentenceKey({ description: 'News.published', verb: 'published' }, everything)).toBe(
      'sentence.other.published',
    );
  });
});
