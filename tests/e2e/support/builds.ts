import { expect } from '@playwright/test';
import { get } from './http';
import { siteUrl } from './site';

// The rebuild service's status, as editors see it on the site, and the sitemap: for the tests that publish
// in the CMS and wait for the site to be built again (editors.spec.ts).

export type BuildStatus = {
  state: string;
  builds: number;
  lastBuild: null | { result: string; pagesChanged?: number; pagesRendered?: number; error?: string; finishedAt: string };
};

// Polled while the site is rebuilt and nginx reloads: a GET that survives a closed kept-alive connection.
export const status = async (): Promise<BuildStatus> => (await (await get(siteUrl('/_build/status.json'))).json()) as BuildStatus;

/** Waits for the rebuild that follows the builds counted so far, and returns its result. */
export async function nextBuild(after: number): Promise<NonNullable<BuildStatus['lastBuild']>> {
  let current = await status();
  await expect.poll(async () => (current = await status()).builds > after && current.state === 'idle', { timeout: 300_000, intervals: [1000] }).toBe(true);
  if (current.lastBuild === null) throw new Error('no build recorded');
  return current.lastBuild;
}

export const inSitemap = async (path: string): Promise<boolean> => {
  const index = await (await get(siteUrl('/sitemap-index.xml'))).text();
  const parts = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const texts = await Promise.all(parts.map(async (part) => (await get(siteUrl(part))).text()));
  return texts.some((text) => text.includes(`${path}</loc>`));
};
