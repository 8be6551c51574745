import { serialize } from 'cookie';
import { appendSetCookie, isSecureRequest } from '@/lib/auth/request-token-store';
import { PRODUCT } from '@/lib/config/product';
import { localeFromAcceptLanguage, toLocale, type Locale } from '@/lib/i18n/locales';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Remembers the last signed-in user's language, so the login page after logout speaks it too. */
export const LOCALE_COOKIE = `${PRODUCT.key}.locale`;
const ONE_YEAR_SECONDS = 365 * 86_400;

type RequestWithCookies = IncomingMessage & { cookies: Partial<Record<string, string>> };

/** The locale of a page without a session: the remembered language, else the browser's, else English. */
export function localeForAnonymousRequest(req: RequestWithCookies): Locale {
  return toLocale(req.cookies[LOCALE_COOKIE]) ?? localeFromAcceptLanguage(req.headers['accept-language']);
}

export function rememberLocale(req: RequestWithCookies, res: ServerResponse, locale: Locale): void {
  if (req.cookies[LOCALE_COOKIE] === locale) return;
  appendSetCookie(
    res,
    serialize(LOCALE_COOKIE, locale, {
      path: '/',
      sameSite: 'lax',
      secure: isSecureRequest(req),
      maxAge: ONE_YEAR_SECONDS,
    }),
  );
}
