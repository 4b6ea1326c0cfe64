import * as React from 'react';
import { graphql, useStaticQuery } from 'gatsby';
import { useLocale } from '../../i18n/locale-context';
import { useTranslation } from 'react-i18next';
import { PUBLIC_ENV } from '../../config/public-env';
import { consentTranslation } from './config';
import { noticeTexts, translateNotice } from './notice';

const loadRuntime = () => import('./runtime');

/**
 * Starts the consent library once, after the first render. The banner's first layer is already
 * in the page (./notice.tsx), shown while no valid consent exists, never to bots; the library takes its
 * choices and keeps the preferences. Both follow the page's language afterwards.
 */
export function ConsentManager(): null {
  const { locale } = useLocale();
  const { t } = useTranslation('common');
  const data = useStaticQuery<Queries.ConsentManagerQuery>(graphql`
    query ConsentManager {
      globals: allStrapiGlobal { nodes { locale email } }
    }
  `);
  const supportEmail = (data.globals.nodes.find((g) => g.locale === locale) ?? data.globals.nodes[0])?.email ?? '';
  const started = React.useRef<Promise<void> | null>(null);
  React.useEffect(() => {
    const translation = consentTranslation(t, supportEmail);
    translateNotice(noticeTexts(t));
    if (started.current === null) {
      started.current = loadRuntime().then((runtime) => runtime.startConsent(locale, translation, PUBLIC_ENV.gaMeasurementId));
      return;
    }
    void started.current.then(() => loadRuntime()).then((runtime) => runtime.setConsentLanguage(locale, translation));
  }, [locale, supportEmail, t]);
  return null;
}

/** The footer's opener of the consent preferences. */
export function CookiePreferencesButton(): React.JSX.Element {
  const { t } = useTranslation('common');
  return (
    <button type="button" className="link-button" onClick={() => void loadRuntime().then((runtime) => runtime.showConsentPreferences())}>
      {t('footer_cookie_preferences')}
    </button>
  );
}
