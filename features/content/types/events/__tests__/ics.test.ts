import fc from 'fast-check';
import { escapeIcsText, eventToIcs, foldIcsLine, icsDataUri, icsDateTime } from '../ics';

const event = {
  id: 7,
  title: 'Tandvårdskurs; del 1, grund',
  summary: 'Heldag med praktiska övningar.\nLunch ingår.',
  startsAt: '2026-12-03T08:00:00Z',
  endsAt: '2026-12-03T15:30:00Z',
  place: 'Vetnet HQ',
  address: 'Sveavägen 1, Stockholm',
};

describe('eventToIcs', () => {
  const ics = eventToIcs(
    event,
    'https://portal.example/events/7-tandvardskurs',
    new Date('2026-11-22T12:00:00Z'),
    'portal.example',
  );

  it('is one VEVENT in a VCALENDAR with CRLF line ends', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics.split('\r\n').every((line) => !line.includes('\n'))).toBe(true);
  });

  it('carries the times in UTC, the escaped title, the place and the page', () => {
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain('DTSTART:20261203T080000Z');
    expect(unfolded).toContain('DTEND:20261203T153000Z');
    expect(unfolded).toContain('SUMMARY:Tandvårdskurs\\; del 1\\, grund');
    expect(unfolded).toContain('LOCATION:Vetnet HQ\\, Sveavägen 1\\, Stockholm');
    expect(unfolded).toContain(
      'DESCRIPTION:Heldag med praktiska övningar.\\nLunch ingår.\\n\\nhttps://portal.example/events/7-tandvardskurs',
    );
    expect(unfolded).toContain('UID:event-7@portal.example');
    expect(unfolded).toContain('DTSTAMP:20261122T120000Z');
  });

  it('downloads as a calendar data address', () => {
    expect(icsDataUri(ics).startsWith('data:text/calendar;charset=utf-8,BEGIN%3AVCALENDAR')).toBe(true);
  });
});

describe('iCalendar helpers', () => {
  it('writes instants in basic UTC form', () => {
    expect(icsDateTime('2026-12-03T08:00:00.000Z')).toBe('20261203T080000Z');
    expect(icsDateTime('2026-12-03T09:00:00+01:00')).toBe('20261203T080000Z');
  });

  it('escapes so that unescaping gives the text back', () => {
    const unescape = (text: string) => text.replace(/\\(n|,|;|\\)/g, (_, c: string) => (c === 'n' ? '\n' : c));
    fc.assert(fc.property(fc.string(), (text) => unescape(escapeIcsText(text)) === text.replace(/\r\n|\r/g, '\n')));
  });

  it('folds lines at 75 octets without splitting a character, and unfolding restores them', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (text) => {
        const folded = foldIcsLine(`DESCRIPTION:${text}`);
        const lines = folded.split('\r\n');
        const encoder = new TextEncoder();
        return (
          lines.every((line) => encoder.encode(line).length <= 75) &&
          folded.replace(/\r\n /g, '') === `DESCRIPTION:${text}`
        );
      }),
    );
  });
});
