import { useState, type ReactNode } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { useChunkNamespace } from '@/lib/i18n/chunk-namespaces';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useSession } from '@/lib/session/session-context';
import styles from './dev-panel.module.scss';
import { PanelFeatures } from './panel-features';
import { PanelLocale } from './panel-locale';
import { PanelStatus } from './panel-status';
import { PanelUsers } from './panel-users';
import { PanelViewOptions } from './panel-view-options';

const PANEL_ID = 'developer-panel';

type DevPanelProps = {
  /** The maintenance switch, from its own feature (the shell composes them); shown to staff only. */
  maintenanceSwitch?: ReactNode;
};

/**
 * The developer panel (spec §6), for staff and users who may change member: a button at the corner
 * opens it. Staff also get the country and language pickers, the user picker, the features list
 * and the maintenance switch. Its texts come with it (lib/i18n/chunk-namespaces), not with the page.
 */
export function DevPanel({ maintenanceSwitch = null }: DevPanelProps) {
  const { t } = useTranslation('devPanel');
  const { can } = useSession();
  const [open, setOpen] = useState(false);
  const staffTools = can('staffTools');
  const texts = useChunkNamespace('devPanel');
  // Without its texts there is no panel: it is a developer's tool, and the page works without it.
  if (texts !== 'held') return null;

  return (
    <>
      <button
        type="button"
        className={`btn btn-dark ${styles.toggle}`}
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setOpen(true)}
      >
        {t('open')}
      </button>
      <Offcanvas
        id={PANEL_ID}
        show={open}
        onHide={() => setOpen(false)}
        placement="end"
        aria-labelledby={`${PANEL_ID}-title`}
        className={styles.panel}
      >
        <Offcanvas.Header closeButton closeLabel={t('close')}>
          <Offcanvas.Title id={`${PANEL_ID}-title`} as="h2" className="h5">
            {t('title')}
          </Offcanvas.Title>
        </Offcanvas.Header>
        <Offcanvas.Body>
          <PanelStatus />
          <PanelViewOptions />
          <PanelLocale />
          {staffTools && <PanelUsers />}
          {staffTools && <PanelFeatures />}
          {staffTools && maintenanceSwitch}
        </Offcanvas.Body>
      </Offcanvas>
    </>
  );
}
