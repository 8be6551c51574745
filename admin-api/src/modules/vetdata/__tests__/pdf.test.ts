import { type Benchmarks } from '../../../contract/vetdata';
import { voiceOf } from '../../../i18n/translate';
import { benchmarksTexts, renderBenchmarksPdf } from '../pdf';
import { type SurveyRow } from '../queries';

const survey: SurveyRow = {
  id: 3,
  key: 'clinic-benchmark',
  version: 1,
  country: { id: 15, code: 'se', name: 'Sweden' },
  languages: ['sv', 'en'],
  title: { sv: 'Klinikenkät', en: 'Clinic survey' },
  description: {},
  opensAt: new Date('2026-01-01T00:00:00Z'),
  closesAt: new Date('2026-03-01T00:00:00Z'),
  questionCount: 2,
};

const benchmarks: Benchmarks = {
  surveyId: 3,
  member: { id: 2, name: 'Djurkliniken Solna' },
  peerGroup: { country: survey.country, sizeBand: 's', clinics: 6 },
  minGroup: 5,
  sections: [
    {
      id: 1,
      title: 'Personal',
      lines: [
        {
          questionId: 1,
          code: 'open_hours',
          text: 'Öppettimmar',
          unit: 'hours',
          row: null,
          value: 42.5,
          peers: { n: 6, q1: 40, median: 45.25, q3: 50 },
          gap: null,
        },
        {
          questionId: 2,
          code: 'visits',
          text: 'Besök',
          unit: 'count',
          row: { code: 'cat', label: 'Katt' },
          value: 7,
          peers: null,
          gap: 'belowThreshold',
        },
      ],
    },
  ],
};

const now = new Date('2026-04-02T10:00:00Z');

describe('the member report', () => {
  it('says everything in the reader’s language and number format', () => {
    const texts = benchmarksTexts(benchmarks, survey, voiceOf('sv'), 'sv', now);
    expect(texts.title).toBe('Medlemsrapport: Klinikenkät');
    expect(texts.peerGroup).toBe('Jämförelsegrupp: kliniker med 5–9 anställda i Sweden (antal kliniker: 6)');
    expect(texts.layout.columns.map((column) => column.label)).toEqual([
      'Fråga',
      'Er klinik',
      'Nedre kvartil',
      'Median',
      'Övre kvartil',
      'Kliniker',
    ]);
    expect(texts.layout.rows.map((row) => row.cells)).toEqual([
      ['Personal', '', '', '', '', ''],
      ['Öppettimmar', '42,5', '40', '45,25', '50', '6'],
      ['Besök: Katt', '7', '–', '–', '–', '< 5'],
    ]);
    expect(texts.footer(1, 2)).toBe('Vetnet · VetData · Djurkliniken Solna · 2 april 2026 · sida 1 av 2');
    const german = benchmarksTexts(benchmarks, survey, voiceOf('de'), 'sv', now);
    expect(german.layout.columns[2]?.label).toBe('Unteres Quartil');
    expect(german.peerGroup).toContain('5–9 Mitarbeitenden');
  });

  it('renders a PDF', async () => {
    const pdf = await renderBenchmarksPdf(benchmarks, survey, { language: 'sv', voice: voiceOf('sv') }, now);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
