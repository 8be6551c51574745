import { setupServer } from 'msw/node';
import { API_PREFIX } from '@/lib/contract/api-prefix';
import { meWithAsTheApiAnswers } from './handlers/me-with';

/**
 * The one mock server of the portal's tests; each test adds the handlers it needs. `me/with/`
 * answers from them as the admin API does (a test may replace it, e.g. with a 404).
 */
export const server = setupServer(meWithAsTheApiAnswers);

/** Where the browser client's relative `/api/v1` calls land in jsdom. */
export const BROWSER_API = `http://localhost${API_PREFIX}`;
