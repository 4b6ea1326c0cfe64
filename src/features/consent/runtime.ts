// Loaded on demand after the first render, so the consent library and its styles stay out of the page's
// critical path.
import * as CookieConsent from 'vanilla-cookieconsent';
import type { Translation } from 'vanilla-cookieconsent';
import 'vanilla-cookieconsent/dist/cookieconsent.css';
import './consent.css';
import type { Locale } from '@rythmo/site-map';
import { PUBLIC_ENV } from '../../config/public-env';
import { installAnalytics, updateAnalyticsConsent } from './analytics';
import { consentConfig } from './config';

let ready: Promise<void> | null = null;
/** The banner's texts of the languages met so far (each page brings its own language only). */
const translations: Partial<Record<Locale, Translation>> = {};

export function startConsent(locale: Locale, translation: Translation, measurementId: string): Promise<void> {
  installAnalytics(measurementId, PUBLIC_ENV.gaScriptUrl);
  translations[locale] = translation;
  ready = CookieConsent.run(
    consentConfig({
      locale,
      translations,
      secure: window.location.protocol === 'https:',
      onChoice: ({ analytics, ads }) => updateAnalyticsConsent(analytics, ads),
    }),
  );
  return ready;
}

export function setConsentLanguage(locale: Locale, translation: Translation): Promise<boolean> {
  translations[locale] = translation;
  return CookieConsent.setLanguage(locale);
}

/** Opens the preferences once the banner has started (a click may come before it finished). */
export async function showConsentPreferences(): Promise<void> {
  await ready;
  CookieConsent.showPreferences();
}
