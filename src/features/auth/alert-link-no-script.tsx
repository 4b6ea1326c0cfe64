/**
 * The pages an alert's emails open (alerts.tsx), in a browser without JavaScript: the same one button, in
 * a form posted to the page itself with the link's token. nginx forwards it to the alert route, which
 * answers 303 back here with a fragment (ALERT_FORM_RESULTS); the paragraph of that fragment shows (CSS
 * :target) and the button goes, unless it failed and may be tried again.
 */
import * as React from 'react';
import { ALERT_MESSAGES, type AlertFormResult } from '@rythmo/site-map';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/locale-context';

export function AlertLinkNoScript({ purpose }: { purpose: 'confirm' | 'unsubscribe' }): React.JSX.Element {
  const { t } = useTranslation('auth');
  const { locale } = useLocale();
  const results: Record<AlertFormResult, string> = {
    done: purpose === 'confirm' ? t('alert_confirmed_no_summary') : t('alert_unsubscribed'),
    invalid: ALERT_MESSAGES[locale].invalidLink,
    failed: t('alert_link_failed'),
  };
  return (
    <div className="account-panel alert-link">
      {Object.entries(results).map(([result, message]) => (
        <p key={result} id={result} className={`notice alert-link-result${result === 'done' ? '' : ' notice-warning'}`}>
          {message}
        </p>
      ))}
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
