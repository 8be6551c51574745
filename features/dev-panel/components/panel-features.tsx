import { ScrollRegion } from '@/components/scroll-region/scroll-region';
import { useTranslation } from '@/lib/i18n/use-translation';
import { FEATURE_IDS, isFeatureAvailable } from '@/lib/rules/features';
import { useSession } from '@/lib/session/session-context';

/** The features of the user's country and whether this user has each (staff only, spec §6). */
export function PanelFeatures() {
  const { t } = useTranslation('devPanel');
  const { featureFlags, heldLevels } = useSession();
  return (
    // The region is the table's scroll box, named by the heading (a phone scrolls it sideways).
    <section className="mb-3">
      <h3 id="panel-features-heading" className="h6">
        {t('features.title')}
      </h3>
      <ScrollRegion labelledBy="panel-features-heading">
        <table className="table table-sm align-middle">
          <thead>
            <tr>
              <th scope="col">{t('features.feature')}</th>
              <th scope="col">{t('features.available')}</th>
              <th scope="col">{t('features.inMenu')}</th>
              <th scope="col">{t('features.levels')}</th>
              <th scope="col">{t('features.you')}</th>
            </tr>
          </thead>
          <tbody>
            {FEATURE_IDS.map((feature) => {
              const flag = featureFlags.find((candidate) => candidate.feature === feature);
              const yes = t('features.yes');
              const no = t('features.no');
              return (
                <tr key={feature}>
                  <th scope="row">{t(`featureNames.${feature}`)}</th>
                  <td>{flag?.available ? yes : no}</td>
                  <td>{flag?.displayInMenu ? yes : no}</td>
                  <td>{flag?.levels.length ? flag.levels.join(', ') : t('features.everyone')}</td>
                  <td>{isFeatureAvailable(featureFlags, feature, heldLevels) ? yes : no}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}
