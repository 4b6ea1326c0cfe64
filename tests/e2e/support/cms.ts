import fs from 'fs';
import { CmsAdmin } from '../../../scripts/lib/cms-admin.mjs';
/** Reads the seeded content back from the running CMS's public REST API, to compare pages against it. */
export const cmsUrl = (): string => {
  const url = process.env.E2E_CMS_URL;
  if (url === undefined) throw new Error('E2E_CMS_URL is not set: the global setup did not run');
  return url;
};

/** A token the CMS wrote into the test's data folder, at the path the global setup put in `variable`. */
const tokenFrom = (variable: string): string => {
  const file = process.env[variable];
  if (file === undefined) throw new Error(`${variable} is not set: the global setup did not run`);
  return fs.readFileSync(file, 'utf8').trim();
};

/** The site build's CMS token. */
export const buildToken = (): string => tokenFrom('E2E_TOKEN_FILE');

/** The preview site's CMS token, the only one that reads drafts. */
export const previewToken = (): string => tokenFrom('E2E_PREVIEW_TOKEN_FILE');

const editorSessions = new Map<string, Promise<CmsAdmin>>();
/**
 * The editor the global setup created, logged in to the admin API of a CMS (the site's by default) once per
 * test worker: Strapi allows a few admin logins per address and minutes, and a fast run of the suite
 * logged in more often than that (a 429). A failed login is not kept: the next caller tries again.
 */
export function editorLogin(base: string = cmsUrl()): Promise<CmsAdmin> {
  const known = editorSessions.get(base);
  if (known !== undefined) return known;
  const session = CmsAdmin.login(base, { email: process.env.E2E_ADMIN_EMAIL ?? '', password: process.env.E2E_ADMIN_PASSWORD ?? '' });
  editorSessions.set(base, session);
  session.catch(() => editorSessions.delete(base));
  return session;
}

type Entry = Record<string, unknown> & { documentId: string };
type ListResponse = { data: Entry[]; meta: { pagination: { total: number } } };

export async function cmsList(type: string, query: string = ''): Promise<ListResponse> {
  const response = await fetch(`${cmsUrl()}/api/${type}?${query}`);
  if (!response.ok) throw new Error(`CMS ${type}?${query} answered ${response.status}`);
  return (await response.json()) as ListResponse;
}

export async function cmsFirst(type: string, query: string): Promise<Entry> {
  const { data } = await cmsList(type, query);
  if (data.length === 0) throw new Error(`No ${type} for ${query}`);
  return data[0];
}

export async function cmsTotal(type: string, locale?: string): Promise<number> {
  const { meta } = await cmsList(type, `pagination[pageSize]=1${locale !== undefined ? `&locale=${locale}` : ''}`);
  return meta.pagination.total;
}

export async function cmsSingle(type: string, locale: string): Promise<Entry> {
  const response = await fetch(`${cmsUrl()}/api/${type}?locale=${locale}`);
  if (!response.ok) throw new Error(`CMS ${type} (${locale}) answered ${response.status}`);
  return ((await response.json()) as { data: Entry }).data;
}
