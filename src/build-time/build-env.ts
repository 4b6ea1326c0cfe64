/**
 * Build-time configuration, read from the environment with the embedded defaults of `npm start`.
 * Only the values a browser may see are exposed to the bundle (as GATSBY_* variables); the CMS token
 * stays in Node.
 */
import fs from 'fs';
import path from 'path';
import { DEFAULT_CMS_URL, DEFAULT_PORTS, DEFAULT_SITE_URL } from '@rythmo/site-map';

/** The brand name the seed gives the CMS. */
export const DEFAULT_SITE_NAME = 'Rythmo';

export const DEFAULT_TOKEN_FILE = path.resolve(__dirname, '..', '..', '.strapi-build-token');

export type BuildEnv = {
  cmsUrl: string;
  token: string;
  siteUrl: string;
  /** The site's name for the web app manifest (SITE_NAME): the CMS's brand name, which the manifest is written before reading. */
  siteName: string;
  /** The base address of the language alternates (I18N_BASE_URL, default SITE_URL): gatsby-plugin-react-i18next's siteUrl. */
  i18nBaseUrl: string;
  /** The folder nginx serves: public/ itself, or the release link of the rebuild service (SITE_SERVE_DIR). */
  serveDir: string | undefined;
  /** The rebuild status file nginx exposes to editors (SITE_STATUS_FILE), when a rebuild service runs. */
  statusFile: string | undefined;
  /** The preview site (STRAPI_PREVIEW=true, npm run preview): drafts are sourced, through the preview token. */
  preview: boolean;
  /** The CMS admin panel (CMS_ADMIN_URL), whose preview panel may frame the live site's pages. */
  adminOrigin: string | undefined;
  /** The partner sites allowed to frame the embeddable views (EMBED_PARTNER_ORIGINS, comma-separated). */
  embedPartners: string[];
  /** Where nginx forwards /api/ (LIVE_API_UPSTREAM, default the CMS the build reads) and its rate limit per client. */
  apiUpstream: string;
  /**
   * Where nginx forwards the offer and geo searches (LIVE_SEARCH_UPSTREAM): the CMS's search thread, their
   * one server; by default the API upstream's host on the search thread's default port.
   */
  searchUpstream: string;
  apiRate: string;
  apiBurst: number;
};

/** The origin of a configured address, or an error naming the variable. */
const origin = (variable: string, value: string): string => {
  try {
    return new URL(value).origin;
  } catch {
    throw new Error(`${variable} must be a web address such as https://partenaire.example, not "${value}"`);
  }
};

/** An nginx request rate (20r/s, 600r/m), or an error naming the variable. */
const rate = (value: string): string => {
  if (!/^\d+r\/[sm]$/.test(value)) throw new Error(`API_RATE_LIMIT must be a rate such as 20r/s or 600r/m, not "${value}"`);
  return value;
};

const count = (variable: string, value: string): number => {
  if (!/^\d+$/.test(value)) throw new Error(`${variable} must be a whole number, not "${value}"`);
  return Number(value);
};

/** The search thread of a CMS: its host, on the thread's default port. */
const searchThreadOf = (cms: string): string => {
  const url = new URL(cms);
  url.port = String(DEFAULT_PORTS.search);
  return url.origin;
};

/** The CMS token: STRAPI_TOKEN, else the content of STRAPI_TOKEN_FILE (written by the CMS on first start). */
export function readBuildEnv(env: NodeJS.ProcessEnv = process.env): BuildEnv {
  const tokenFile = env.STRAPI_TOKEN_FILE ?? DEFAULT_TOKEN_FILE;
  let token = env.STRAPI_TOKEN ?? '';
  if (token === '' && fs.existsSync(tokenFile)) token = fs.readFileSync(tokenFile, 'utf8').trim();
  if (token === '') {
    throw new Error(`No CMS token: set STRAPI_TOKEN, or start the CMS once (npm run cms) so that it writes ${tokenFile}`);
  }
  const apiUpstream = origin('LIVE_API_UPSTREAM', env.LIVE_API_UPSTREAM ?? env.STRAPI_API_URL ?? DEFAULT_CMS_URL);
  return {
    cmsUrl: (env.STRAPI_API_URL ?? DEFAULT_CMS_URL).replace(/\/$/, ''),
    token,
    siteUrl: (env.SITE_URL ?? DEFAULT_SITE_URL).replace(/\/$/, ''),
    siteName: env.SITE_NAME ?? DEFAULT_SITE_NAME,
    i18nBaseUrl: (env.I18N_BASE_URL ?? env.SITE_URL ?? DEFAULT_SITE_URL).replace(/\/$/, ''),
    serveDir: env.SITE_SERVE_DIR || undefined,
    statusFile: env.SITE_STATUS_FILE || undefined,
    preview: env.STRAPI_PREVIEW === 'true',
    adminOrigin: env.CMS_ADMIN_URL ? origin('CMS_ADMIN_URL', env.CMS_ADMIN_URL) : undefined,
    apiUpstream,
    searchUpstream: env.LIVE_SEARCH_UPSTREAM ? origin('LIVE_SEARCH_UPSTREAM', env.LIVE_SEARCH_UPSTREAM) : searchThreadOf(apiUpstream),
    apiRate: rate(env.API_RATE_LIMIT ?? '20r/s'),
    apiBurst: count('API_RATE_BURST', env.API_RATE_BURST ?? '40'),
    embedPartners: (env.EMBED_PARTNER_ORIGINS ?? '')
      .split(',')
      .map((value) => value.trim())
      .filter((value) => value !== '')
      .map((value) => origin('EMBED_PARTNER_ORIGINS', value)),
  };
}

/**
 * The warning of a production build whose language alternates (I18N_BASE_URL) would point to
 * another host than its pages (SITE_URL), or null when both agree.
 */
export function hostMismatch({ siteUrl, i18nBaseUrl }: Pick<BuildEnv, 'siteUrl' | 'i18nBaseUrl'>): string | null {
  const host = (value: string): string => {
    try {
      return new URL(value).host;
    } catch {
      return value;
    }
  };
  if (host(siteUrl) === host(i18nBaseUrl)) return null;
  return `I18N_BASE_URL (${i18nBaseUrl}) and SITE_URL (${siteUrl}) name different hosts: the language alternates of every page will point to ${host(i18nBaseUrl)}, not to the site's host ${host(siteUrl)}`;
}
