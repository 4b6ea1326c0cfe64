/**
 * The consent record's cookie: what the page's start reads (./consent.tsx, the notice's inline script) and
 * the library writes (./config.ts). Apart from the library's configuration, which loads with the library.
 */

/** Cookie holding the consent record: 182 days, SameSite Lax, Secure on https. */
export const CONSENT_COOKIE = 'cc_cookie';
export const CONSENT_DAYS = 182;
/** Raise it when the categories or their purposes change: every visitor is asked again. */
export const CONSENT_REVISION = 1;
