import '@testing-library/jest-dom/jest-globals';
import { afterAll, afterEach, beforeAll, jest } from '@jest/globals';
import { server } from './msw-server';
import './browser-polyfills';

// Any request a test did not expect fails the test, so no call slips through unmocked.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

jest.mock('next/router', () => jest.requireActual('next-router-mock'));
