import * as React from 'react';
import { graphql, useStaticQuery } from 'gatsby';
import { useLocale, useT } from '../../i18n/locale-context';
import { PUBLIC_ENV } from '../../config/public-env';

const loadRuntime = () => import('./runtime');

/**
 * Starts the consent banner once, after the first render (spec §4): shown while no valid consent exists,
 * never to bots. Follows the page's language afterwards.
 */
export function ConsentManager(): null {
  const { locale } = useLocale();
  const data = useStaticQuery<Queries.ConsentManagerQuery>(graphql`
    query ConsentManager {
      globals: allStrapiGlobal { nodes { locale email } }
    }
  `);
  const supportEmail = (data.globals.nodes.find((g) => g.locale === locale) ?? data.globals.nodes[0])?.email ?? '';
  const started = React.useRef<Promise<void> | null>(null);
  React.useEffect(() => {
    if (started.current === null) {
      started.current = loadRuntime().then((runtime) => runtime.startConsent(locale, supportEmail, PUBLIC_ENV.gaMeasurementId));
      return;
    }
    void started.current.then(() => loadRuntime()).then((runtime) => runtime.setConsentLanguage(locale));
  }, [locale, supportEmail]);
  return null;
}

/** The footer's opener of the consent preferences. */
export function CookiePreferencesButton(): React.JSX.Element {
  const t = useT();
  return (
    <button type="button" className="link-button" onClick={() => void loadRuntime().then((runtime) => runtime.showConsentPreferences())}>
      {t('footer_cookie_preferences')}
    </button>
  );
}
