import { useId, useState } from 'react';
import { LoadingMessage } from '@/components/loading-message/loading-message';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useSession } from '@/lib/session/session-context';
import { fullName, useClinicManagers } from '../api/get-clinic-managers';

/** The clinic's owners and managers by full name, and how to reach the one picked (spec §6). */
export function PanelUsers() {
  const { t } = useTranslation('devPanel');
  const id = useId();
  const { user } = useSession();
  const { data: managers = [], error, isLoading } = useClinicManagers(true, user.member.id);
  const [picked, setPicked] = useState<number | null>(null);
  const chosen = managers.find((manager) => manager.id === picked);

  return (
    <section className="mb-3" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="h6">
        {t('users.title')}
      </h3>
      {error ? (
        <p className="text-danger">{t('users.loadFailed')}</p>
      ) : isLoading ? (
        <LoadingMessage />
      ) : (
        <>
          <label htmlFor={id} className="form-label">
            {t('users.pick')}
          </label>
          <select
            id={id}
            className="form-select"
            value={picked ?? ''}
            onChange={(event) => setPicked(event.target.value ? Number(event.target.value) : null)}
          >
            <option value="">{t('users.none')}</option>
            {managers.map((manager) => (
              <option key={manager.id} value={manager.id}>
                {fullName(manager)}
              </option>
            ))}
          </select>
          {chosen && (
            <p className="mt-2 mb-0">
              {t(`roles.${chosen.role}`)} · <a href={`mailto:${chosen.email}`}>{chosen.email}</a>
            </p>
          )}
        </>
      )}
    </section>
  );
}
