import useSWR from 'swr';
import { apiClient } from '@/lib/api/browser-client';
import type { ApiClient } from '@/lib/api/client';
import type { Page } from '@/lib/api/read-answer';
import {
  VETDATA_API,
  type AnswerSaved,
  type AnswerValue,
  type Benchmarks,
  type NonResponder,
  type ReminderRequest,
  type ReminderResult,
  type ResponseRates,
  type Survey,
  type SurveyAnswer,
  type SurveySummary,
  type SupplierAggregates,
} from '@/lib/contract/vetdata';
import { MEMBER_PARAM } from '@/lib/members/member-query';

// The VetData calls (lib/contract/vetdata.ts): each answer's key is its API path with the acting
// member (`?member=`) and filters, so the server's fallback and the browser's cache share it.

export function withParams(path: string, params: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== null && value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

const reader = () => import('./read-vetdata');

export const surveysKey = (member: number | null) => withParams(VETDATA_API.surveys, { [MEMBER_PARAM]: member });
export const surveyKey = (id: number, member: number | null) =>
  withParams(VETDATA_API.survey(id), { [MEMBER_PARAM]: member });
export const benchmarksKey = (id: number, member: number | null) =>
  withParams(VETDATA_API.benchmarks(id), { [MEMBER_PARAM]: member });
export const benchmarksPdfPath = (id: number, member: number | null) =>
  withParams(VETDATA_API.benchmarksPdf(id), { [MEMBER_PARAM]: member });
export const responseRatesKey = (id: number, country: number | null) =>
  withParams(VETDATA_API.responseRates(id), { country });

export type NonResponderFilters = { country: number | null; level: number | null; page: number };
export const NON_RESPONDERS_PAGE_SIZE = 20;
export const nonRespondersKey = (id: number, { country, level, page }: NonResponderFilters) =>
  withParams(VETDATA_API.nonResponders(id), { country, level, page });
export const supplierAggregatesKey = (id: number, country: number | null) =>
  withParams(VETDATA_API.supplierAggregates(id), { country });

export async function getSurveys(api: ApiClient, key: string): Promise<SurveySummary[]> {
  const [answer, { readSurveyList }] = await Promise.all([api.get<unknown>(key), reader()]);
  return readSurveyList(answer);
}

export async function getSurvey(api: ApiClient, key: string): Promise<Survey> {
  const [answer, { readSurvey }] = await Promise.all([api.get<unknown>(key), reader()]);
  return readSurvey(answer);
}

export async function getBenchmarks(api: ApiClient, key: string): Promise<Benchmarks> {
  const [answer, { readBenchmarks }] = await Promise.all([api.get<unknown>(key), reader()]);
  return readBenchmarks(answer);
}

export async function getResponseRates(api: ApiClient, key: string): Promise<ResponseRates> {
  const [answer, { readResponseRates }] = await Promise.all([api.get<unknown>(key), reader()]);
  return readResponseRates(answer);
}

export async function getNonResponders(api: ApiClient, key: string): Promise<Page<NonResponder>> {
  const [answer, { readNonResponderPage }] = await Promise.all([api.get<unknown>(key), reader()]);
  return readNonResponderPage(answer);
}

export async function getSupplierAggregates(api: ApiClient, key: string): Promise<SupplierAggregates> {
  const [answer, { readSupplierAggregates }] = await Promise.all([api.get<unknown>(key), reader()]);
  return readSupplierAggregates(answer);
}

export const useSurveys = (key: string) => useSWR(key, (path: string) => getSurveys(apiClient, path));
export const useSurvey = (key: string) =>
  // The form keeps its own state once shown: no refetch on focus would overwrite what is typed.
  useSWR(key, (path: string) => getSurvey(apiClient, path), { revalidateOnFocus: false });
export const useBenchmarks = (key: string | null) => useSWR(key, (path: string) => getBenchmarks(apiClient, path));
export const useResponseRates = (key: string | null) =>
  useSWR(key, (path: string) => getResponseRates(apiClient, path));
export const useNonResponders = (key: string | null) =>
  useSWR(key, (path: string) => getNonResponders(apiClient, path));
export const useSupplierAggregates = (key: string | null) =>
  useSWR(key, (path: string) => getSupplierAggregates(apiClient, path));

/** Autosave: PATCH the changed values; the API keeps what is valid and says why it refused the rest. */
export async function saveAnswer(
  surveyId: number,
  member: number | null,
  values: Record<string, AnswerValue>,
): Promise<AnswerSaved> {
  const path = withParams(VETDATA_API.answer(surveyId), { [MEMBER_PARAM]: member });
  const [answer, { readAnswerSaved }] = await Promise.all([apiClient.patch<unknown>(path, { values }), reader()]);
  return readAnswerSaved(answer);
}

/** Submits the saved draft; a refusal is an ApiError whose body carries `values` (readValueErrors). */
export async function submitAnswer(surveyId: number, member: number | null): Promise<SurveyAnswer> {
  const path = withParams(VETDATA_API.submit(surveyId), { [MEMBER_PARAM]: member });
  const [answer, { readAnswer }] = await Promise.all([apiClient.post<unknown>(path), reader()]);
  return readAnswer(answer);
}

export async function sendReminders(surveyId: number, request: ReminderRequest): Promise<ReminderResult> {
  const [answer, { readReminderResult }] = await Promise.all([
    apiClient.post<unknown>(VETDATA_API.reminders(surveyId), request),
    reader(),
  ]);
  return readReminderResult(answer);
}
