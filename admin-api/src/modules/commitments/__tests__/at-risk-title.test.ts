import { voiceOf } from '../../../i18n/translate';
import { atRiskTitle } from '../at-risk';
import { type CommitmentRow } from '../queries';

// Issue 24: the at-risk notification names the category as the recipient's dashboard does.
const row = (over: Partial<CommitmentRow>): CommitmentRow =>
  ({
    supplier_name: null,
    category_code: 'pharmaceuticals',
    category_name: 'Pharmaceuticals',
    period_start: '2026-01-01',
    period_end: '2027-01-01',
    ...over,
  }) as CommitmentRow;

describe('atRiskTitle', () => {
  it('names a known category in the recipient’s language', () => {
    expect(atRiskTitle(row({}), voiceOf('sv'))).toBe('Läkemedel – 2026');
    expect(atRiskTitle(row({}), voiceOf('de'))).toBe('Arzneimittel – 2026');
    expect(atRiskTitle(row({ supplier_name: 'Vetpharma' }), voiceOf('da'))).toBe('Vetpharma / Lægemidler – 2026');
  });

  it('keeps a category the portal does not know by its stored name, and English without a voice', () => {
    expect(atRiskTitle(row({ category_code: 'FIX-VAC', category_name: 'Fixture vaccines' }), voiceOf('sv'))).toBe(
      'Fixture vaccines – 2026',
    );
    expect(atRiskTitle(row({}))).toBe('Pharmaceuticals – 2026');
  });

  it('writes a period that is no calendar year in the recipient’s months, not as ISO months', () => {
    const span = row({ period_start: '2026-03-01', period_end: '2027-03-01' });
    expect(atRiskTitle(span, voiceOf('sv'))).toBe('Läkemedel – mars 2026–feb. 2027');
    // Intl sets thin spaces around the dash where German does.
    expect(atRiskTitle(span, voiceOf('de'))).toBe('Arzneimittel – März 2026\u2009–\u2009Feb. 2027');
    expect(atRiskTitle(span, voiceOf('da'))).toBe('Lægemidler – mar. 2026–feb. 2027');
    expect(atRiskTitle(row({ period_start: '2026-05-01', period_end: '2026-06-01' }), voiceOf('en'))).toBe(
      'Pharmaceuticals – May 2026',
    );
  });
});
