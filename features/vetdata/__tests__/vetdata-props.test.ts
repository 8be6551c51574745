/** @jest-environment node */
import { http, HttpResponse } from 'msw';
import type { CurrentUser } from '@/lib/contract/user';
import { VETDATA_API, type SurveySummary } from '@/lib/contract/vetdata';
import { FEATURE } from '@/lib/rules/features';
import { clearCountryCaches } from '@/lib/session/country-cache';
import { buildFeatureFlags, buildUser } from '@/testing/fixtures';
import {
  benchmarksFixture,
  nonRespondersFixture,
  responseRatesFixture,
  surveyFixture,
} from '@/testing/handlers/vetdata';
import { server } from '@/testing/msw-server';
import { signedInContext as context } from '@/testing/signed-in-context';
import {
  chosenSurvey,
  memberDashboardPageProps,
  membersReportPageProps,
  overviewPageProps,
  suppliersDashboardPageProps,
  suppliersReportsPageProps,
  surveyPageProps,
} from '../server/vetdata-props';

const API = 'http://api.test/api/v1';
const TREE = [
  { id: 3, name: 'Djurkliniken Solna', country: { id: 1, code: 'se', name: 'Sweden' }, children: [] },
  { id: 9, name: 'Djurkliniken Täby', country: { id: 1, code: 'se', name: 'Sweden' }, children: [] },
];

const { sections: _sections, answer: _answer, ...summary } = surveyFixture();
const closed: SurveySummary = { ...summary, id: 5, state: 'closed', closesAt: '2025-12-31T23:00:00Z' };

/**
 * How the admin API answers the combined calls: as ours does, or 404/405 (a backend that follows
 * the spec only, so without `me/with/` either).
 */
type Combined = 'answers' | 404 | 405;

function api(user: Partial<CurrentUser>, flags = buildFeatureFlags(), combined: Combined = 404) {
  const asked: string[] = [];
  const record = (request: Request) => {
    const url = new URL(request.url);
    asked.push(`${url.pathname.replace('/api/v1', '')}${url.search}`);
  };
  if (combined !== 'answers')
    server.use(http.get(`${API}/me/with/`, () => new HttpResponse(null, { status: combined })));
  server.use(
    http.get(`${API}/me/`, () => HttpResponse.json(user)),
    http.get(`${API}/feature-flags/`, () => HttpResponse.json(flags)),
    http.get(`${API}/wiki/handbooks/`, () => HttpResponse.json({ data: [], count: 0 })),
    http.get(`${API}/me/member-tree/`, () => HttpResponse.json(TREE)),
    http.get(`${API}${VETDATA_API.memberDashboard}`, ({ request }) => {
      record(request);
      if (combined !== 'answers') return new HttpResponse(null, { status: combined });
      const asked = Number(new URL(request.url).searchParams.get('survey'));
      const surveyId = asked === 7 ? 7 : 5;
      return HttpResponse.json({
        surveys: [summary, closed],
        surveyId,
        benchmarks: { ...benchmarksFixture(), surveyId },
      });
    }),
    http.get(`${API}${VETDATA_API.suppliersDashboard}`, ({ request }) => {
      record(request);
      if (combined !== 'answers') return new HttpResponse(null, { status: combined });
      const aggregates = { surveyId: 5, minGroup: 5, lines: [] };
      return HttpResponse.json({ surveys: [summary, closed], surveyId: 5, aggregates });
    }),
    http.get(`${API}${VETDATA_API.membersReport}`, ({ request }) => {
      record(request);
      if (combined !== 'answers') return new HttpResponse(null, { status: combined });
      return HttpResponse.json({
        surveys: [summary, closed],
        surveyId: 5,
        rates: responseRatesFixture(),
        nonResponders: nonRespondersFixture(),
      });
    }),
    http.get(`${API}${VETDATA_API.surveys}`, ({ request }) => {
      record(request);
      return HttpResponse.json([summary, closed]);
    }),
    http.get(`${API}${VETDATA_API.survey(7)}`, ({ request }) => {
      record(request);
      return HttpResponse.json(surveyFixture());
    }),
    http.get(`${API}${VETDATA_API.benchmarks(5)}`, ({ request }) => {
      record(request);
      return HttpResponse.json(benchmarksFixture());
    }),
    http.get(`${API}${VETDATA_API.responseRates(5)}`, ({ request }) => {
      record(request);
      return HttpResponse.json(responseRatesFixture());
    }),
    http.get(`${API}${VETDATA_API.nonResponders(5)}`, ({ request }) => {
      record(request);
      return HttpResponse.json(nonRespondersFixture());
    }),
    http.get(`${API}${VETDATA_API.supplierAggregates(5)}`, ({ request }) => {
      record(request);
      return HttpResponse.json({ surveyId: 5, minGroup: 5, lines: [] });
    }),
  );
  return asked;
}

beforeAll(() => {
  process.env.API_URL = 'http://api.test';
});
beforeEach(() => clearCountryCaches());

describe('the VetData pages’ server props', () => {
  it('carry the surveys for the member chosen with ?member=, as SWR fallback', async () => {
    const asked = api(buildUser({ changeMember: true }));
    const result = await overviewPageProps(await context('/vetdata?member=9'));
    expect(result).toHaveProperty(['props', 'surveysKey'], '/vetdata/surveys/?member=9');
    expect(result).toHaveProperty(
      ['props', 'fallback', '/vetdata/surveys/?member=9', 0, 'title'],
      'Clinic survey 2026',
    );
    expect(result).toHaveProperty(['props', 'memberOptions', 1, 'name'], 'Djurkliniken Täby');
    expect(asked).toEqual(['/vetdata/surveys/?member=9']);
  });

  it('carry the survey form with the member’s answer', async () => {
    api(buildUser());
    const ctx = await context('/vetdata/surveys/7', { id: '7' });
    const result = await surveyPageProps(ctx);
    expect(result).toHaveProperty(['props', 'fallback', '/vetdata/surveys/7/', 'answer', 'values', '11'], 8);
  });

  it.each([404, 405] as const)(
    'show the latest closed survey’s benchmarks on the dashboard by the two calls when the combined call answers %i',
    async (status) => {
      const asked = api(buildUser(), buildFeatureFlags(), status);
      const result = await memberDashboardPageProps(await context('/vetdata/member-dashboard'));
      expect(result).toHaveProperty(['props', 'surveyId'], 5);
      expect(result).toHaveProperty(
        ['props', 'fallback', '/vetdata/surveys/5/benchmarks/', 'peerGroup', 'clinics'],
        23,
      );
      expect(asked).toEqual(['/vetdata/member-dashboard/', '/vetdata/surveys/', '/vetdata/surveys/5/benchmarks/']);
      expect(chosenSurvey([summary, closed], { survey: '7' })?.id).toBe(7);
      expect(chosenSurvey([], {})).toBeNull();
    },
  );

  it('load the dashboard by the one combined call, its benchmarks under their own call’s key', async () => {
    const asked = api(buildUser(), buildFeatureFlags(), 'answers');
    const result = await memberDashboardPageProps(await context('/vetdata/member-dashboard'));
    expect(asked).toEqual(['/vetdata/member-dashboard/']);
    expect(result).toHaveProperty(['props', 'surveyId'], 5);
    expect(result).toHaveProperty(['props', 'benchmarksKey'], '/vetdata/surveys/5/benchmarks/');
    expect(result).toHaveProperty(
      ['props', 'surveys'],
      [
        { id: 7, title: summary.title },
        { id: 5, title: summary.title },
      ],
    );
    expect(result).toHaveProperty(['props', 'fallback', '/vetdata/surveys/5/benchmarks/', 'peerGroup', 'clinics'], 23);
  });

  it('send the chosen member and survey to the combined call, and key the benchmarks by both', async () => {
    const asked = api(buildUser({ changeMember: true }), buildFeatureFlags(), 'answers');
    const result = await memberDashboardPageProps(await context('/vetdata/member-dashboard?member=9&survey=7'));
    expect(asked).toEqual(['/vetdata/member-dashboard/?member=9&survey=7']);
    expect(result).toHaveProperty(['props', 'surveyId'], 7);
    expect(result).toHaveProperty(['props', 'benchmarksKey'], '/vetdata/surveys/7/benchmarks/?member=9');
    expect(result).toHaveProperty(['props', 'fallback', '/vetdata/surveys/7/benchmarks/?member=9', 'surveyId'], 7);
    expect(result).toHaveProperty(['props', 'memberName'], 'Djurkliniken Täby');
  });

  it('say there is nothing to show when the combined call finds no survey', async () => {
    api(buildUser(), buildFeatureFlags(), 'answers');
    server.use(
      http.get(`${API}${VETDATA_API.memberDashboard}`, () =>
        HttpResponse.json({ surveys: [], surveyId: null, benchmarks: null }),
      ),
    );
    const result = await memberDashboardPageProps(await context('/vetdata/member-dashboard'));
    expect(result).toHaveProperty(['props', 'surveyId'], null);
    expect(result).toHaveProperty(['props', 'benchmarksKey'], null);
    expect(result).toHaveProperty(['props', 'fallback'], {});
  });

  it.each([404, 405] as const)(
    'give staff the response rates and the first page of non-responders by their own calls when the combined call answers %i',
    async (status) => {
      const asked = api(buildUser({ isStaff: true }), buildFeatureFlags(), status);
      const result = await membersReportPageProps(await context('/vetdata/members-report?country=1'));
      expect(asked).toEqual([
        '/vetdata/members-report/?country=1&page=1',
        '/vetdata/surveys/',
        '/vetdata/surveys/5/response-rates/?country=1',
        '/vetdata/surveys/5/non-responders/?country=1&page=1',
      ]);
      expect(result).toHaveProperty(['props', 'ratesKey'], '/vetdata/surveys/5/response-rates/?country=1');
      expect(result).toHaveProperty(
        ['props', 'fallback', '/vetdata/surveys/5/response-rates/?country=1', 'submitted'],
        12,
      );
      expect(result).toHaveProperty(
        ['props', 'nonRespondersKey'],
        '/vetdata/surveys/5/non-responders/?country=1&page=1',
      );
    },
  );

  it('give staff the members report by the one combined call, each part under its own call’s key', async () => {
    const asked = api(buildUser({ isStaff: true }), buildFeatureFlags(), 'answers');
    const result = await membersReportPageProps(
      await context('/vetdata/members-report?survey=5&country=1&level=2&page=3'),
    );
    expect(asked).toEqual(['/vetdata/members-report/?survey=5&country=1&level=2&page=3']);
    expect(result).toHaveProperty(['props', 'surveyId'], 5);
    expect(result).toHaveProperty(['props', 'filters'], { country: 1, level: 2, page: 3 });
    expect(result).toHaveProperty(
      ['props', 'fallback', '/vetdata/surveys/5/response-rates/?country=1', 'submitted'],
      12,
    );
    expect(result).toHaveProperty(
      ['props', 'fallback', '/vetdata/surveys/5/non-responders/?country=1&level=2&page=3', 'count'],
      nonRespondersFixture().count,
    );
  });

  it('tell staff there is no survey when the combined call finds none', async () => {
    api(buildUser({ isStaff: true }), buildFeatureFlags(), 'answers');
    server.use(
      http.get(`${API}${VETDATA_API.membersReport}`, () =>
        HttpResponse.json({ surveys: [], surveyId: null, rates: null, nonResponders: null }),
      ),
    );
    const result = await membersReportPageProps(await context('/vetdata/members-report'));
    expect(result).toHaveProperty(['props', 'surveyId'], null);
    expect(result).toHaveProperty(['props', 'ratesKey'], null);
    expect(result).toHaveProperty(['props', 'nonRespondersKey'], null);
  });

  it.each([404, 405] as const)(
    'give staff the suppliers’ aggregates by the two calls when the combined call answers %i',
    async (status) => {
      const asked = api(buildUser({ isStaff: true }), buildFeatureFlags(), status);
      const result = await suppliersDashboardPageProps(await context('/vetdata/suppliers-dashboard?country=1'));
      expect(asked).toEqual([
        '/vetdata/suppliers-dashboard/?country=1',
        '/vetdata/surveys/',
        '/vetdata/surveys/5/supplier-aggregates/?country=1',
      ]);
      expect(result).toHaveProperty(['props', 'aggregatesKey'], '/vetdata/surveys/5/supplier-aggregates/?country=1');
      expect(result).toHaveProperty(
        ['props', 'fallback', '/vetdata/surveys/5/supplier-aggregates/?country=1', 'surveyId'],
        5,
      );
    },
  );

  it('give staff the suppliers’ aggregates by the one combined call, under their own call’s key', async () => {
    const asked = api(buildUser({ isStaff: true }), buildFeatureFlags(), 'answers');
    const result = await suppliersReportsPageProps(await context('/vetdata/suppliers-reports?survey=5&country=1'));
    expect(asked).toEqual(['/vetdata/suppliers-dashboard/?survey=5&country=1']);
    expect(result).toHaveProperty(['props', 'surveyId'], 5);
    expect(result).toHaveProperty(['props', 'country'], 1);
    expect(result).toHaveProperty(
      ['props', 'fallback', '/vetdata/surveys/5/supplier-aggregates/?country=1', 'minGroup'],
      5,
    );
  });

  it.each([
    ['members report', membersReportPageProps, '/vetdata/members-report'],
    ['suppliers dashboard', suppliersDashboardPageProps, '/vetdata/suppliers-dashboard'],
    ['suppliers reports', suppliersReportsPageProps, '/vetdata/suppliers-reports'],
  ])('give a member the 403 view on the %s, without asking for its data', async (_page, props, path) => {
    const asked = api(buildUser());
    expect(await props(await context(path))).toHaveProperty(['props', 'errorStatus'], 403);
    expect(asked).toEqual([]);
  });

  it('give the 404 view where the country does not have VetData', async () => {
    const asked = api(buildUser(), buildFeatureFlags({ [FEATURE.vetData]: { available: false } }));
    expect(await overviewPageProps(await context('/vetdata'))).toHaveProperty(['props', 'errorStatus'], 404);
    expect(asked).toEqual([]);
  });
});
