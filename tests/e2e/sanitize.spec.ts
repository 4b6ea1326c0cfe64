import fs from 'fs';
import { expect, test } from '@playwright/test';
import { XSS_MARKER, XSS_VECTORS } from '../fixtures/xss-vectors';
import { cmsUrl } from './support/cms';
import { listPublicFiles, PUBLIC_DIR } from './support/public-dir';
import { expectPlantedPagesSafe, PLANTED_TEXT, plantedEntries, shownOnPage } from './support/xss';
import { siteUrl } from './support/site';

// The global setup wrote the injection vectors into every rich-text field of every page type (the last
// entry of each, in both languages) through the admin API, then the site was built.

const TEXT_FILE = /\.(html|json|js|xml|txt|css|webmanifest)$/;
const RICH_TEXT_TYPES = [
  'agency',
  'article',
  'city',
  'company-page',
  'contract',
  'event',
  'faq-entry',
  'home-page',
  'job-offer',
  'legal-page',
  'page',
  'student-job-type',
  'trade',
  'work',
];

test('the vectors are in the CMS, in every rich-text field of every page type', async () => {
  const planted = plantedEntries();
  expect([...new Set(planted.map((entry) => entry.uid))].sort()).toEqual(RICH_TEXT_TYPES.map((name) => `api::${name}.${name}`));
  expect(planted.flatMap((entry) => entry.fields.map((field) => field.join('.')))).toContain('seo.seoText');
  for (const entry of planted) {
    const query = new URLSearchParams({ populate: '*', ...(entry.locale === undefined ? {} : { locale: entry.locale }) });
    const response = await fetch(`${cmsUrl()}${entry.apiPath}?${query.toString()}`);
    expect(response.status, entry.apiPath).toBe(200);
    const { data } = (await response.json()) as { data: Record<string, unknown> };
    for (const field of entry.fields) {
      const value = field.reduce<unknown>((current, key) => (current as Record<string, unknown> | null)?.[key], data);
      for (const vector of XSS_VECTORS) expect(value, `${entry.uid} ${field.join('.')}`).toContain(vector);
    }
  }
});

test(`none of the ${XSS_VECTORS.length} vectors reaches a file of the built site`, () => {
  const files = listPublicFiles().filter((file) => TEXT_FILE.test(file));
  expect(files.length).toBeGreaterThan(1000);
  const found = files.flatMap((file) => {
    const match = XSS_MARKER.exec(fs.readFileSync(file, 'utf8'));
    return match === null ? [] : [`${file.slice(PUBLIC_DIR.length)}: ${match[0]}`];
  });
  expect(found).toEqual([]);
  // The planted pages were built with the planted text: what the sanitiser keeps of it is there.
  for (const entry of plantedEntries().filter(shownOnPage)) {
    const html = fs.readFileSync(`${PUBLIC_DIR}${entry.path === '/' ? '' : entry.path}/index.html`, 'utf8');
    expect(html, entry.path).toContain(PLANTED_TEXT);
  }
});

test('the planted pages run no planted script in the browser', async ({ page }) => {
  test.setTimeout(120_000);
  await expectPlantedPagesSafe(page, siteUrl());
});
