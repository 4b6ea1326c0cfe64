// Loaded when it has work (./consent.tsx), so the consent library and its styles stay out of the page's
// start. The banner's first layer is the page's own (./notice.tsx); the library keeps the consent record,
// the preferences dialog and the analytics signals.
import * as CookieConsent from 'vanilla-cookieconsent';
import 'vanilla-cookieconsent/dist/cookieconsent.css';
import './consent.css';
import type { Locale } from '@rythmo/site-map';
import { updateAnalyticsConsent } from './analytics';
import { consentConfig, consentTranslation, type ConsentT, type PreferencesTranslation } from './config';
import { forgetPendingChoice, hideNotice, isNoticeChoice, NOTICE_EVENT, NOTICE_QUEUE, type NoticeChoice } from './notice';

let ready: Promise<void> | null = null;
/**
 * The preferences' texts of the languages met so far (each page brings its own language only). The library
 * builds its own first layer only from a `consentModal` text, which none has: the page's notice is that layer.
 */
const translations: Partial<Record<Locale, PreferencesTranslation>> = {};

function choose(choice: NoticeChoice): void {
  if (choice === 'preferences') CookieConsent.showPreferences();
  else {
    CookieConsent.acceptCategory(choice === 'all' ? 'all' : []);
    forgetPendingChoice();
  }
}

/** Takes the choices the notice queued, those clicked before the library was ready included. */
function takeNoticeChoices(): void {
  const queue = window[NOTICE_QUEUE] ?? [];
  for (const choice of queue.splice(0)) if (isNoticeChoice(choice)) choose(choice);
}

/** Starts the library with the preferences' texts in the page's language (its common messages). */
export function startConsent(locale: Locale, t: ConsentT, supportEmail: string): Promise<void> {
  translations[locale] = consentTranslation(t, supportEmail);
  ready = CookieConsent.run(
    consentConfig({
      locale,
      translations,
      secure: window.location.protocol === 'https:',
      onChoice: ({ analytics, ads }) => {
        hideNotice();
        updateAnalyticsConsent(analytics, ads);
      },
    }),
  ).then(() => {
    takeNoticeChoices();
    window.addEventListener(NOTICE_EVENT, takeNoticeChoices);
  });
  return ready;
}

export function setConsentLanguage(locale: Locale, t: ConsentT, supportEmail: string): Promise<boolean> {
  translations[locale] = consentTranslation(t, supportEmail);
  return CookieConsent.setLanguage(locale);
}

/** Opens the preferences once the banner has started (a click may come before it finished). */
export async function showConsentPreferences(): Promise<void> {
  await ready;
  CookieConsent.showPreferences();
}
