/**
 * The Content-Security-Policy of the static site, one header for every response of the host. No
 * 'unsafe-inline' and no 'unsafe-eval': the inline scripts and styles Gatsby writes into pages are allowed
 * by their hashes, which the build collects from the pages themselves (./inline-sources.ts). Third-party
 * hosts appear only when the feature that needs them is configured.
 */

import { VIDEO_PLAYERS } from '@rythmo/site-map';

/** sha256 hashes (base64) of the inline code found in the built pages. */
export type InlineSources = {
  scripts: readonly string[];
  styles: readonly string[];
  /** `style="…"` attributes React writes (allowed with 'unsafe-hashes', which covers attributes only). */
  styleAttributes: readonly string[];
};

export type CspConfig = {
  /** The Google tag's script address, when a measurement id is configured. */
  analyticsScriptUrl?: string;
  /** Whether reCAPTCHA is configured (a site key is set). */
  recaptcha?: boolean;
  /** Origins the browser calls besides the site itself (the live API when it is elsewhere). */
  connect?: readonly string[];
  /** Who may frame the ordinary pages ('none' when empty): the CMS admin, for its preview panel. */
  pageFrameAncestors?: readonly string[];
  /** Who may frame the embeddable views (/iframe/…): the partner sites ('none' when empty). */
  embedFrameAncestors?: readonly string[];
  /** Whether a page shows a video section: its hosts' players (framed once the visitor asks to play). */
  videos?: boolean;
};

export type Framing = 'page' | 'embed';

/** The policy of each kind of page, as the host files send it. */
export type SitePolicies = Record<Framing, string>;

const GOOGLE_TAG = 'https://www.googletagmanager.com';
/** What gtag.js needs besides its own script (Google's documented CSP for GA4). */
const GOOGLE_ANALYTICS = {
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
};
/** reCAPTCHA v2: its script, and the frame the checkbox lives in. */
const RECAPTCHA = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
};

const hashes = (list: readonly string[]): string[] => [...new Set(list)].sort().map((hash) => `'sha256-${hash}'`);
const originOf = (url: string): string => new URL(url).origin;

/** Third-party sources per directive, from the configuration. */
function thirdParties(config: CspConfig): Record<'script' | 'connect' | 'img' | 'frame', string[]> {
  const sources = { script: [] as string[], connect: [...(config.connect ?? [])], img: [] as string[], frame: [] as string[] };
  if (config.analyticsScriptUrl !== undefined) {
    const origin = originOf(config.analyticsScriptUrl);
    sources.script.push(origin);
    if (origin === GOOGLE_TAG) {
      sources.connect.push(...GOOGLE_ANALYTICS.connect);
      sources.img.push(...GOOGLE_ANALYTICS.img);
    } else {
      // Another tag server (a first-party proxy of the tag, or a stand-in): it also receives the hits.
      sources.connect.push(origin);
      sources.img.push(origin);
    }
  }
  if (config.recaptcha === true) {
    sources.script.push(...RECAPTCHA.script);
    sources.frame.push(...RECAPTCHA.frame);
  }
  if (config.videos === true) sources.frame.push(...Object.values(VIDEO_PLAYERS));
  return sources;
}

const ancestors = (origins: readonly string[] | undefined): string =>
  origins === undefined || origins.length === 0 ? "'none'" : [...new Set(origins)].join(' ');

export function contentSecurityPolicy(inline: InlineSources, config: CspConfig, framing: Framing): string {
  const extra = thirdParties(config);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...hashes(inline.scripts), ...extra.script]],
    ['style-src', ["'self'", ...(inline.styleAttributes.length > 0 ? ["'unsafe-hashes'"] : []), ...hashes([...inline.styles, ...inline.styleAttributes])]],
    // The site's own images (rich text keeps those only: src/build-time/sanitize-html.ts) and the configured services'.
    ['img-src', ["'self'", ...extra.img]],
    ['connect-src', ["'self'", ...new Set(extra.connect)]],
    ['frame-src', extra.frame.length > 0 ? extra.frame : ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', [ancestors(framing === 'embed' ? config.embedFrameAncestors : config.pageFrameAncestors)]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** Gatsby's per-page script loader, made the same on every page: the path comes from its data attribute. */
export const PAGE_PATH_SCRIPT = 'window.pagePath=document.currentScript.dataset.pagePath;';
