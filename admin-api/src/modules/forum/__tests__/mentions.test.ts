import fc from 'fast-check';
import { isMentioned } from '../mentions';

describe('isMentioned', () => {
  it('finds "@First Last" in any case and spacing, at the start, inside and at the end of a text', () => {
    expect(isMentioned('@Olivia Owner what do you think?', 'Olivia Owner')).toBe(true);
    expect(isMentioned('Ask @olivia   OWNER.', 'Olivia Owner')).toBe(true);
    expect(isMentioned('Thanks,\n@Olivia\nOwner', 'Olivia Owner')).toBe(true);
  });

  it('does not take a longer name, an e-mail address or a name without its "@"', () => {
    expect(isMentioned('@Olivia Owners club', 'Olivia Owner')).toBe(false);
    expect(isMentioned('mail olivia@Olivia Owner', 'Olivia Owner')).toBe(false);
    expect(isMentioned('Olivia Owner said so', 'Olivia Owner')).toBe(false);
    expect(isMentioned('@Olivia', 'Olivia Owner')).toBe(false);
    expect(isMentioned('@ whoever', ' ')).toBe(false);
  });

  const namePart = fc.stringMatching(/^[A-Za-zÅÄÖåäöé]{1,12}$/);

  it('finds any name written after "@" between spaces or punctuation', () => {
    fc.assert(
      fc.property(
        namePart,
        namePart,
        fc.string(),
        fc.constantFrom(' ', '.', ',', '!', '\n', ''),
        (first, last, before, after) => {
          const text = `${before} @${first} ${last}${after}`;
          expect(isMentioned(text, `${first} ${last}`)).toBe(true);
        },
      ),
    );
  });

  it('never finds a name the text does not hold after an "@"', () => {
    fc.assert(
      fc.property(namePart, namePart, fc.string(), (first, last, text) => {
        fc.pre(!text.toLocaleLowerCase().includes(`@${first} ${last}`.toLocaleLowerCase()));
        expect(isMentioned(text.replace(/\s+/g, ' '), `${first} ${last}`)).toBe(false);
      }),
    );
  });
});
