/**
 * Google tag consent mode: every storage is denied until the visitor decides; the consent banner then
 * grants or denies analytics storage. The tag script itself loads only when a measurement id is configured.
 */
type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

export type ConsentState = 'granted' | 'denied';

/** Installs the gtag queue with everything denied by default, then loads the tag script when an id is set. */
export function installAnalytics(measurementId: string, scriptUrl: string): void {
  if (window.gtag !== undefined) return;
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag.js reads the arguments objects themselves from the data layer.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer?.push(arguments);
  };
  window.gtag('consent', 'default', {
    analytics_storage: 'denied',
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    wait_for_update: 500,
  });
  if (measurementId === '') return;
  window.gtag('js', new Date());
  window.gtag('config', measurementId, { anonymize_ip: true });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${scriptUrl}?id=${encodeURIComponent(measurementId)}`;
  document.head.appendChild(script);
}

/** Sends the visitor's choice to the tag: analytics storage granted only when the category is accepted. */
export function updateAnalyticsConsent(analytics: boolean, ads: boolean): void {
  const state = (accepted: boolean): ConsentState => (accepted ? 'granted' : 'denied');
  window.gtag?.('consent', 'update', {
    analytics_storage: state(analytics),
    ad_storage: state(ads),
    ad_user_data: state(ads),
    ad_personalization: state(ads),
  });
}
