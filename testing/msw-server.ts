import { setupServer } from 'msw/node';
import { API_PREFIX } from '@/lib/contract/api-prefix';

/** The one mock server of the portal's tests; each test adds the handlers it needs. */
export const server = setupServer();

/** Where the browser client's relative `/api/v1` calls land in jsdom. */
export const BROWSER_API = `http://localhost${API_PREFIX}`;
