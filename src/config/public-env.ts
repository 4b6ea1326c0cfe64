/**
 * Configuration the browser may see. Gatsby inlines GATSBY_* variables at build time; each has the
 * default of the embedded setup.
 */
export const PUBLIC_ENV = {
  /**
   * The external application host where candidates log in and create their account; empty, the
   * embedded default: the site's own account screens (/compte/…).
   */
  appUrl: (process.env.GATSBY_APP_URL ?? '').replace(/\/$/, ''),
  /** The live JSON API (search, geo-search, applications): the site's own origin, which proxies it to the CMS. */
  liveApiUrl: (process.env.GATSBY_LIVE_API_URL ?? '/api').replace(/\/$/, ''),
  /** Google tag measurement id; empty: no tag script, consent signals still queued in the data layer. */
  gaMeasurementId: process.env.GATSBY_GA_MEASUREMENT_ID ?? '',
  /** Where the Google tag script comes from (a first-party proxy of the tag may serve it instead). */
  gaScriptUrl: process.env.GATSBY_GA_SCRIPT_URL ?? 'https://www.googletagmanager.com/gtag/js',
  /**
   * reCAPTCHA v2 site key of the contact form; by default Google's documented test key, whose widget every
   * answer passes (the CMS's default secret is its pair): production sets its own pair.
   */
  recaptchaSiteKey: process.env.GATSBY_RECAPTCHA_SITE_KEY ?? '6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI',
  /** Whether the pages are the editors' preview of drafts (scripts/lib/preview.mjs), which flags what a section lacks. */
  preview: process.env.GATSBY_CMS_PREVIEW === 'true',
} as const;
