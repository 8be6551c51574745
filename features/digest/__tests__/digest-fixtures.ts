import { http, HttpResponse } from 'msw';
import {
  DIGEST_API,
  type DigestIssue,
  type DigestItem,
  type HeaderImage,
  type SendProgress,
} from '@/lib/contract/digest';
import { BROWSER_API, server } from '@/testing/msw-server';

export const SWEDEN = { id: 15, name: 'Sweden', code: 'se' };
export const SWEDISH = { id: 2, name: 'Svenska', code: 'sv' };

export const NEWS: DigestItem = {
  type: 'news',
  id: 11,
  title: 'New vaccine prices',
  summary: 'Prices from January.',
  url: 'https://portal.test/news/11-new-vaccine-prices',
  imageUrl: null,
  date: '2026-11-20T08:00:00Z',
  note: '',
};
export const EVENT: DigestItem = { ...NEWS, type: 'event', id: 4, title: 'Dental course in Malmö', summary: '' };
export const THREAD: DigestItem = { ...NEWS, type: 'forum', id: 9, title: 'Anaesthesia protocols', summary: '' };

export const HEADER: HeaderImage = {
  id: 3,
  url: 'https://api.test/api/v1/digest/headergifs/3/file/',
  alt: 'Autumn banner',
  contentType: 'image/gif',
  width: 600,
  height: 200,
  size: 120_000,
  createdAt: '2026-11-01T10:00:00Z',
};

export function buildIssue(overrides: Partial<DigestIssue> = {}): DigestIssue {
  return {
    id: 21,
    country: SWEDEN,
    language: SWEDISH,
    status: 'draft',
    subject: 'November in the network',
    introduction: 'Hello all.',
    headerImage: null,
    items: [NEWS, EVENT, THREAD],
    levels: [],
    since: '2026-10-26T00:00:00Z',
    createdAt: '2026-11-20T08:00:00Z',
    updatedAt: '2026-11-25T08:00:00Z',
    sentAt: null,
    figures: { recipients: 0, sent: 0, failed: 0, left: 0 },
    ...overrides,
  };
}

export function buildProgress(overrides: Partial<SendProgress> = {}): SendProgress {
  return {
    issueId: 21,
    status: 'draft',
    recipients: 42,
    sent: 0,
    failed: 0,
    left: 42,
    startedAt: null,
    finishedAt: null,
    ...overrides,
  };
}

export type Call = { method: string; path: string; body: unknown };

/** Records every PATCH of the issue; `answer` decides each answer from the body. */
export function issueApi(answer: (body: Record<string, unknown>) => Response | DigestIssue): Call[] {
  const calls: Call[] = [];
  server.use(
    http.patch(`${BROWSER_API}${DIGEST_API.issue(21)}`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      calls.push({ method: 'PATCH', path: DIGEST_API.issue(21), body });
      const result = answer(body);
      return result instanceof Response ? result : HttpResponse.json(result);
    }),
    // The drafts list learns a new subject after each save.
    http.get(`${BROWSER_API}${DIGEST_API.issues}`, () => HttpResponse.json([])),
    http.get(`${BROWSER_API}${DIGEST_API.preview}`, () =>
      HttpResponse.text('<html><body><h1>Preview</h1></body></html>', { headers: { 'Content-Type': 'text/html' } }),
    ),
  );
  return calls;
}
