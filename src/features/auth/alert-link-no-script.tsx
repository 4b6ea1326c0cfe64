/**
 * The pages an alert's emails open (alerts.tsx), in a browser without JavaScript: the same one button, in
 * a form posted to the page itself with the link's token. nginx forwards it to the alert route, which
 * answers 303 back here with a fragment (ALERT_FORM_RESULTS); the paragraph of that fragment shows (CSS
 * :target) and the button goes, unless it failed and may be tried again. Rendered into the static HTML
 * only: React leaves a <noscript>'s content to the server.
 */
import * as React from 'react';
import { useTranslation } from 'react-i18next';

export function AlertLinkNoScript({ purpose }: { purpose: 'confirm' | 'unsubscribe' }): React.JSX.Element {
  const { t } = useTranslation('auth');
  return (
    <div className="account-panel alert-link">
      <p id="done" className="notice alert-link-result">
        {purpose === 'confirm' ? t('alert_confirmed_no_summary') : t('alert_unsubscribed')}
      </p>
      <p id="invalid" className="notice notice-warning alert-link-result">
        {t('alert_link_invalid')}
      </p>
      <p id="failed" className="notice notice-warning alert-link-result">
        {t('alert_link_failed')}
      </p>
      <form method="post">
        <p className="form-actions">
          <button type="submit" className="btn btn-primary">
            {purpose === 'confirm' ? t('alert_confirm_button') : t('alert_unsubscribe_button')}
          </button>
        </p>
      </form>
    </div>
  );
}
