import { TimeText } from '@/components/time-text/time-text';
import { useTranslation } from '@/lib/i18n/use-translation';
import styles from '../../../components/content.module.scss';
import { useContentFormat } from '../../../components/use-content-format';
import { eventToIcs, icsDataUri } from '../ics';
import type { EventItem } from '../event-item';

/** When and where an event is, its sign-up link, and "add to calendar" (an .ics file, no script needed). */
export function EventFacts({ item, pageUrl, host }: { item: EventItem; pageUrl: string; host: string }) {
  const { t } = useTranslation('content');
  const format = useContentFormat();
  const { startsAt, endsAt } = item;
  if (!startsAt || !endsAt) return null;
  // DTSTAMP is the last change, not the time of rendering, so server and browser write the same file.
  const ics = eventToIcs(
    {
      id: item.id,
      title: item.title,
      summary: item.summary,
      startsAt,
      endsAt,
      place: item.place ?? '',
      address: item.address ?? '',
    },
    pageUrl,
    new Date(item.updatedAt),
    host,
  );
  // The comma only between a place and an address that are both there.
  const where = [item.place, item.address].filter(Boolean).join(', ');
  return (
    <>
      <dl className={styles.facts}>
        <div>
          <dt>{t('event.when')}</dt>
          <dd>
            <TimeText dateTime={startsAt} text={() => format.range(startsAt, endsAt)} />
          </dd>
        </div>
        {where && (
          <div>
            <dt>{t('event.where')}</dt>
            <dd>{where}</dd>
          </div>
        )}
      </dl>
      <div className="d-flex flex-wrap gap-2 mb-4">
        <a className="btn btn-outline-primary btn-sm" href={icsDataUri(ics)} download={`event-${item.id}.ics`}>
          {t('event.addToCalendar')}
        </a>
        {item.signUpUrl && (
          <a className="btn btn-primary btn-sm" href={item.signUpUrl} target="_blank" rel="noopener noreferrer">
            {t('event.signUp')}
          </a>
        )}
      </div>
    </>
  );
}
