/**
 * Configuration the browser may see. Gatsby inlines GATSBY_* variables at build time; each has the
 * default of the embedded setup.
 */
export const PUBLIC_ENV = {
  /** The external application host where candidates log in and create their account. */
  appUrl: (process.env.GATSBY_APP_URL ?? 'https://app.rythmo.fr').replace(/\/$/, ''),
  /** The live JSON API (search, geo-search, applications): the CMS plugin by default. */
  liveApiUrl: (process.env.GATSBY_LIVE_API_URL ?? 'http://127.0.0.1:1337/api').replace(/\/$/, ''),
  /** Google tag measurement id; empty: no tag script, consent signals still queued in the data layer. */
  gaMeasurementId: process.env.GATSBY_GA_MEASUREMENT_ID ?? '',
} as const;
