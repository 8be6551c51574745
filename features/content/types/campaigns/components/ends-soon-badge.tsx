import { useTranslation } from '@/lib/i18n/use-translation';
import { useSession } from '@/lib/session/session-context';
import { countryTimeZone } from '@/lib/time/country-time-zone';
import { useNow } from '@/lib/time/use-now';
import { endsInDays } from '../ends-in';

const MINUTE = 60_000;

/** "Ends in 3 days" / "Ends tomorrow" / "Ends today" for a campaign ending within a week; else nothing. */
export function EndsSoonBadge({ endsAt }: { endsAt: string | undefined }) {
  const { t } = useTranslation('content');
  const { user } = useSession();
  const now = useNow(MINUTE);
  const days =
    endsAt && now !== null ? endsInDays(endsAt, new Date(now), countryTimeZone(user.member.country.code)) : null;
  if (days === null) return null;
  return (
    <span className="badge text-bg-warning">
      {days === 0
        ? t('campaign.endsToday')
        : days === 1
          ? t('campaign.endsTomorrow')
          : t('campaign.endsIn', { count: days })}
    </span>
  );
}
