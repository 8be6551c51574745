import fc from 'fast-check';
import { listOrPageOf } from '@/lib/api/read-answer';
import { readPartnerRelated, readSalesRep } from '../api/read-partner';

const noFile = () => null;

describe('reading what a partner’s answer carries', () => {
  it('never throws on any answer, and gives lists and a flag of the right kinds', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), fc.jsonValue(), fc.jsonValue(), (rest, reps, flag) => {
        const related = readPartnerRelated(
          { ...rest, salesReps: reps, acceptsContactRequests: flag },
          { file: noFile },
        );
        expect(Array.isArray(related.salesReps)).toBe(true);
        expect(Array.isArray(related.discoveryCategories)).toBe(true);
        expect(related.acceptsContactRequests).toBe(flag === true);
      }),
    );
  });

  it('keeps the reps it can show (with an id) and reads missing texts as empty', () => {
    const reps = readPartnerRelated(
      { salesReps: [{ id: 1, name: 'Sara', partner: 40 }, { name: 'No id' }, 'junk'] },
      { file: noFile },
    ).salesReps;
    expect(reps).toEqual([{ id: 1, partner: 40, name: 'Sara', region: '', phone: '', email: '', position: 0 }]);
    expect(() => readSalesRep({ name: 'No id' })).toThrow();
  });

  it('reads a list sent bare or as a page alike', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1 })), (ids) => {
        const items = ids.map((id) => ({ id, name: `Rep ${id}` }));
        expect(listOrPageOf(items, readSalesRep)).toEqual(
          listOrPageOf({ count: ids.length, results: items }, readSalesRep),
        );
      }),
    );
  });
});
