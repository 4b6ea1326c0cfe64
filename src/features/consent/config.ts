import type { CookieConsentConfig, CookieValue, Translation } from 'vanilla-cookieconsent';
import type { Locale } from '@rythmo/site-map';
import type { MessageKey } from '../../i18n/messages';
import { CONSENT_COOKIE, CONSENT_DAYS, CONSENT_REVISION } from './cookie';
import { escapeHtml } from '../../components/escape-html';

export type ConsentChoice = { analytics: boolean; ads: boolean };

export const choiceOf = (cookie: Pick<CookieValue, 'categories'>): ConsentChoice => ({
  analytics: cookie.categories.includes('analytics'),
  ads: cookie.categories.includes('ads'),
});

/** The common messages' translate function, as the banner's texts need it. */
export type ConsentT = (key: MessageKey, values?: Record<string, string>) => string;

/**
 * The library's texts without its first layer (`consentModal`): the page's own notice is that layer
 * (./notice.tsx), and the library builds its banner only from such a text.
 */
export type PreferencesTranslation = Pick<Translation, 'preferencesModal'>;

/** The preferences dialog's texts in the page's language (the page's common messages). */
export function consentTranslation(t: ConsentT, supportEmail: string): PreferencesTranslation {
  return {
    preferencesModal: {
      title: t('consent_preferences_title'),
      acceptAllBtn: t('consent_accept_all'),
      acceptNecessaryBtn: t('consent_reject_all'),
      savePreferencesBtn: t('consent_save'),
      closeIconLabel: t('search_close'),
      sections: [
        { description: t('consent_preferences_intro') },
        { title: t('consent_necessary_title'), description: t('consent_necessary_description'), linkedCategory: 'necessary' },
        { title: t('consent_functionality_title'), description: t('consent_functionality_description') },
        { title: t('consent_analytics_title'), description: t('consent_analytics_description'), linkedCategory: 'analytics' },
        { title: t('consent_ads_title'), description: t('consent_ads_description'), linkedCategory: 'ads' },
        { title: t('consent_more_title'), description: t('consent_more_description', { email: escapeHtml(supportEmail) }) },
      ],
    },
  };
}

type ConsentOptions = {
  locale: Locale;
  /**
   * The texts by language: the page's own at first; the library keeps this object, so the texts of a
   * language met later are added to it before switching (./runtime.ts).
   */
  translations: Partial<Record<Locale, PreferencesTranslation>>;
  /** Secure cookie: true on https. */
  secure: boolean;
  onChoice: (choice: ConsentChoice) => void;
};

/**
 * The configuration of the consent banner: opt-in; necessary always on; analytics clears the _ga
 * and _gid cookies when refused; ads holds nothing yet; functionality is described only. The choice is sent
 * on the first consent, on every page load with a valid consent, and on each change.
 */
export function consentConfig({ locale, translations, secure, onChoice }: ConsentOptions): CookieConsentConfig {
  return {
    mode: 'opt-in',
    revision: CONSENT_REVISION,
    hideFromBots: true,
    cookie: { name: CONSENT_COOKIE, expiresAfterDays: CONSENT_DAYS, sameSite: 'Lax', secure, path: '/' },
    guiOptions: {
      consentModal: { layout: 'box wide', position: 'bottom left', equalWeightButtons: true, flipButtons: false },
      preferencesModal: { layout: 'box', equalWeightButtons: true, flipButtons: false },
    },
    categories: {
      necessary: { enabled: true, readOnly: true },
      analytics: { autoClear: { cookies: [{ name: /^_ga/ }, { name: /^_gid/ }] } },
      ads: {},
    },
    onConsent: ({ cookie }) => onChoice(choiceOf(cookie)),
    onChange: ({ cookie }) => onChoice(choiceOf(cookie)),
    // No autoShow: the page's notice shows itself (./notice.tsx).
    autoShow: false,
    language: {
      default: locale,
      // The library's types ask every text for a `consentModal`; its code reads one only to build its
      // banner, which is what is left out (the same object, which the library keeps, see ./runtime.ts).
      translations: translations as Record<string, Translation>,
    },
  };
}
