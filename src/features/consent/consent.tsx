import * as React from 'react';
import { graphql } from 'gatsby';
import type { Locale } from '@rythmo/site-map';
import { useLocale } from '../../i18n/locale-context';
import { useTranslation } from 'react-i18next';
import { PUBLIC_ENV } from '../../config/public-env';
import { useSiteData } from '../../data/site-data';
import { installAnalytics } from './analytics';
import type { ConsentT } from './config';
import { hasCookie } from '../../components/cookies';
import { CONSENT_COOKIE } from './cookie';
import { NOTICE_EVENT, NOTICE_QUEUE, noticeTexts, translateNotice } from './notice';

type Runtime = typeof import('./runtime');
const loadRuntime = (): Promise<Runtime> => import('./runtime');

/** The page's language and messages, for the preferences' texts once the library starts. */
let current: { locale: Locale; t: ConsentT; supportEmail: string } | null = null;
/** The library, started once; then it follows the page's language. */
let started: { runtime: Promise<Runtime>; locale: Locale } | null = null;

/** Starts the consent library (with the page's texts), once; resolves with it ready. */
function startLibrary(): Promise<Runtime> {
  if (started !== null) return started.runtime;
  const { locale, t, supportEmail } = current as NonNullable<typeof current>;
  const runtime = loadRuntime().then(async (loaded) => {
    await loaded.startConsent(locale, t, supportEmail);
    return loaded;
  });
  started = { runtime, locale };
  return runtime;
}

/**
 * Whether the library has work at the page's start: a consent recorded (its choice is sent to the tag on
 * every page), or a choice the notice queued (clicked on an earlier page, or before the scripts came).
 */
const consentWorkWaiting = (): boolean => hasCookie(CONSENT_COOKIE) || (window[NOTICE_QUEUE]?.length ?? 0) > 0;

/** What the consent manager reads of the site's data (../../data/site-data.ts): the support address. */
export const consentEmailFragment = graphql`
  fragment ConsentEmail on Query {
    globals: allStrapiGlobal { nodes { locale email } }
  }
`;

/**
 * The consent at the page's start: the tag's defaults (everything denied) at once, the library (its
 * record, the preferences dialog, the choices sent to the tag) only when it has work: at once when a
 * consent is recorded or a choice queued, else when the visitor clicks one of the notice's buttons (its
 * inline script queues the choice, ./notice.tsx) or opens the footer's preferences. A first visit that does not
 * touch the notice runs none of its code. The notice and the library follow the page's language.
 */
export function ConsentManager(): null {
  const { locale } = useLocale();
  const { t } = useTranslation('common');
  const data: Queries.ConsentEmailFragment = useSiteData();
  const supportEmail = (data.globals.nodes.find((g) => g.locale === locale) ?? data.globals.nodes[0])?.email ?? '';
  useOpenersOfPreferences();
  React.useEffect(() => {
    current = { locale, t, supportEmail };
    translateNotice(noticeTexts(t));
    if (started !== null) {
      if (started.locale !== locale) {
        started.locale = locale;
        void started.runtime.then((runtime) => runtime.setConsentLanguage(locale, t, supportEmail));
      }
      return undefined;
    }
    installAnalytics(PUBLIC_ENV.gaMeasurementId, PUBLIC_ENV.gaScriptUrl);
    if (consentWorkWaiting()) {
      void startLibrary();
      return undefined;
    }
    const onChoice = (): void => void startLibrary();
    window.addEventListener(NOTICE_EVENT, onChoice, { once: true });
    return () => window.removeEventListener(NOTICE_EVENT, onChoice);
  }, [locale, supportEmail, t]);
  return null;
}

/** An opener of the consent preferences (its data attribute): a click on it is heard by the page (ConsentManager). */
const PREFERENCES_OPENER = '[data-consent-preferences]';

/**
 * The footer's opener of the consent preferences. It carries no handler of its own: the footer's HTML is
 * kept as built when the page starts (src/layouts/footer.tsx), and ConsentManager hears its clicks.
 */
export function CookiePreferencesButton(): React.JSX.Element {
  const { t } = useTranslation('common');
  return (
    <button type="button" className="link-button" data-consent-preferences="">
      {t('footer_cookie_preferences')}
    </button>
  );
}

/** Opens the preferences on a click on one of their openers, wherever it is. */
function useOpenersOfPreferences(): void {
  React.useEffect(() => {
    const onClick = (event: MouseEvent): void => {
      if (event.target instanceof Element && event.target.closest(PREFERENCES_OPENER) !== null)
        void startLibrary().then((runtime) => runtime.showConsentPreferences());
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
}
