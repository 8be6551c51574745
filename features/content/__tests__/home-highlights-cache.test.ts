/** @jest-environment node */
import type { ApiClient } from '@/lib/api/client';
import type { SignedInContext } from '@/lib/auth/guard';
import { clearCountryCaches } from '@/lib/session/country-cache';
import type { Session } from '@/lib/session/types';
import { SPEC_ONLY_FLAGS, SPEC_ONLY_USER, specOnlyItem, specOnlyPage } from '@/testing/spec-only-answers';
import { homeHighlightsFallback } from '../server/content-props';

// The home page's highlights are kept for two seconds per country and language, for members only.

jest.mock('@/lib/html/sanitize', () => ({ sanitizeHtml: (html: string) => html }));

const SWEDISH = { id: 2, code: 'sv', name: 'Svenska' };

function member(overrides: Partial<typeof SPEC_ONLY_USER> = {}) {
  return { ...SPEC_ONLY_USER, ...overrides };
}

function readerOf(user: ReturnType<typeof member>) {
  const get = jest.fn(async (url: string) =>
    specOnlyPage([specOnlyItem(url.startsWith('/news/') ? 1 : 7, `${user.email} ${url}`)]),
  );
  const ctx = {
    api: { get } as unknown as ApiClient,
    session: { user, featureFlags: SPEC_ONLY_FLAGS, handbooksCount: 0 } as unknown as Session,
  } as SignedInContext;
  return { ctx, get };
}

let now = 1_000_000;
beforeEach(() => {
  clearCountryCaches();
  jest.spyOn(Date, 'now').mockImplementation(() => now);
});
afterEach(() => jest.restoreAllMocks());

describe('homeHighlightsFallback', () => {
  it('asks the API once within two seconds for the members of a country who read the same language', async () => {
    const first = readerOf(member());
    const second = readerOf(member({ id: 9, email: 'other@vetnet.example' }));
    const firstLists = await homeHighlightsFallback(first.ctx);
    now += 1_999;
    const secondLists = await homeHighlightsFallback(second.ctx);
    expect(first.get).toHaveBeenCalledTimes(2);
    expect(second.get).not.toHaveBeenCalled();
    expect(secondLists).toEqual(firstLists);
    now += 1;
    await homeHighlightsFallback(second.ctx);
    expect(second.get).toHaveBeenCalledTimes(2);
  });

  it('keeps each language and each country apart', async () => {
    await homeHighlightsFallback(readerOf(member()).ctx);
    const swedish = readerOf(member({ language: SWEDISH }));
    await homeHighlightsFallback(swedish.ctx);
    expect(swedish.get).toHaveBeenCalledTimes(2);
    const otherCountry = readerOf(
      member({ member: { ...SPEC_ONLY_USER.member, country: { ...SPEC_ONLY_USER.member.country, id: 16 } } }),
    );
    const lists = await homeHighlightsFallback(otherCountry.ctx);
    expect(otherCountry.get).toHaveBeenCalledTimes(2);
    expect(Object.keys(lists).every((key) => key.includes('country=16'))).toBe(true);
  });

  it('never gives staff a kept answer, nor keeps theirs', async () => {
    const staff = readerOf(member({ isStaff: true }));
    await homeHighlightsFallback(staff.ctx);
    await homeHighlightsFallback(staff.ctx);
    expect(staff.get).toHaveBeenCalledTimes(4);
    const reader = readerOf(member());
    await homeHighlightsFallback(reader.ctx);
    expect(reader.get).toHaveBeenCalledTimes(2);
  });

  it('keeps no failed list', async () => {
    const failing = readerOf(member());
    failing.get.mockRejectedValueOnce(new Error('down'));
    const lists = await homeHighlightsFallback(failing.ctx);
    expect(Object.keys(lists)).toHaveLength(1);
    const next = readerOf(member());
    expect(Object.keys(await homeHighlightsFallback(next.ctx))).toHaveLength(2);
    expect(next.get).toHaveBeenCalledTimes(1);
  });
});
