import { useMemo } from 'react';
import { numberLocale } from '@/lib/format/money';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useSession } from '@/lib/session/session-context';
import { makeFigures, type Figures } from '../figures';

/** Figures in the answer's currency (else the member's) and the user's language in the member's country (sv-SE). */
export function useFigures(currency: string | undefined): Figures {
  const { t } = useTranslation('purchasing');
  const { user } = useSession();
  const locale = numberLocale(user.language.code, user.member.country.code);
  const shownCurrency = currency || user.member.country.currency;
  return useMemo(() => makeFigures(t, locale, shownCurrency), [t, locale, shownCurrency]);
}
