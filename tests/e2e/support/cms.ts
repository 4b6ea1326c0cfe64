import fs from 'fs';
import path from 'path';
/** Reads the seeded content back from the running CMS's public REST API, to compare pages against it. */
export const cmsUrl = (): string => {
  const url = process.env.E2E_CMS_URL;
  if (url === undefined) throw new Error('E2E_CMS_URL is not set: the global setup did not run');
  return url;
};

/** The site build's CMS token (written by the CMS in the test's data folder). */
export const buildToken = (): string => {
  const file = process.env.E2E_TOKEN_FILE;
  if (file === undefined) throw new Error('E2E_TOKEN_FILE is not set: the global setup did not run');
  return fs.readFileSync(file, 'utf8').trim();
};

/** The preview site's CMS token, the only one that reads drafts. */
export const previewToken = (): string => fs.readFileSync(path.join(process.env.E2E_DATA_DIR ?? '', 'preview-token'), 'utf8').trim();

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
