import { safeNextPath } from '@/lib/auth/redirect';
import { ROUTES } from '@/lib/routes';

/** The login page's address, coming back to `next` afterwards when it is a safe path other than home. */
export function loginPathFor(next: string | null | undefined): string {
  const target = safeNextPath(next);
  return target === ROUTES.home ? ROUTES.login : `${ROUTES.login}?next=${encodeURIComponent(target)}`;
}
