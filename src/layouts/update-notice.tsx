import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { buildWatch } from '../routing/build-watch';

/** Says that a newer build of the site is online (../routing/build-watch.ts); a click reloads onto it. */
export function UpdateNotice(): React.JSX.Element | null {
  const { t } = useTranslation('common');
  const newer = React.useSyncExternalStore(buildWatch.subscribe, buildWatch.newer, () => false);
  if (!newer) return null;
  return (
    <div role="status" className="update-notice">
      <p>{t('update_available')}</p>
      <button type="button" className="btn btn-primary btn-sm" onClick={() => window.location.reload()}>
        {t('update_reload')}
      </button>
    </div>
  );
}
