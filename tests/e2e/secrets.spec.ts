import fs from 'fs';
import path from 'path';
import { expect, test } from '@playwright/test';
import { buildToken, cmsUrl, previewToken } from './support/cms';
import { listPublicFiles, PUBLIC_DIR } from './support/public-dir';

test('the build token appears nowhere under public/ nor in the host configuration', () => {
  const secret = buildToken();
  expect(secret.length).toBeGreaterThanOrEqual(64);
  const files = [...listPublicFiles(), path.resolve(PUBLIC_DIR, '..', '.nginx', 'site.conf')];
  expect(files.length).toBeGreaterThan(1000);
  const leaks = files.filter((file) => fs.readFileSync(file).includes(secret));
  expect(leaks).toEqual([]);
});

test('the build token reads and nothing more', async () => {
  const auth = { Authorization: `Bearer ${buildToken()}` };
  const read = await fetch(`${cmsUrl()}/api/content-type-builder/content-types`, { headers: auth });
  expect(read.status).toBe(200);
  const offers = await fetch(`${cmsUrl()}/api/job-offers?pagination[pageSize]=1`, { headers: auth });
  expect(offers.status).toBe(200);
  const write = await fetch(`${cmsUrl()}/api/cities`, {
    method: 'POST',
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: JSON.stringify({ data: { name: 'Intrus', slug: 'intrus' } }),
  });
  expect(write.status).toBe(403);
  const users = await fetch(`${cmsUrl()}/api/users`, { headers: auth });
  expect(users.status).toBe(403);
  const applications = await fetch(`${cmsUrl()}/api/applications`, { headers: auth });
  expect(applications.status).toBe(403);
});

test('the preview token reads drafts too, and writes nothing', async () => {
  const auth = { Authorization: `Bearer ${previewToken()}` };
  const drafts = await fetch(`${cmsUrl()}/api/job-offers?status=draft&pagination[pageSize]=1`, { headers: auth });
  expect(drafts.status).toBe(200);
  const odd = await fetch(`${cmsUrl()}/api/job-offers?status=archived`, { headers: auth });
  expect(odd.status).toBe(403);
  const write = await fetch(`${cmsUrl()}/api/cities`, {
    method: 'POST',
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: JSON.stringify({ data: { name: 'Intrus', slug: 'intrus' } }),
  });
  expect(write.status).toBe(403);
  expect(previewToken()).not.toBe(buildToken());
});

test('visitors and the build read published content only, and no write-only type', async () => {
  expect((await fetch(`${cmsUrl()}/api/cities?pagination[pageSize]=1`)).status).toBe(200);
  // Contact requests are only sent (contact.spec.ts): no route reads them, with or without the build token.
  expect((await fetch(`${cmsUrl()}/api/contact-requests`)).status).toBe(404);
  expect((await fetch(`${cmsUrl()}/api/contact-requests`, { headers: { Authorization: `Bearer ${buildToken()}` } })).status).toBe(404);
  // A candidate's records need a candidate's token (candidates-api.spec.ts).
  expect((await fetch(`${cmsUrl()}/api/applications`)).status).toBe(401);
  expect((await fetch(`${cmsUrl()}/api/applications`, { headers: { Authorization: `Bearer ${buildToken()}` } })).status).toBe(403);
  expect((await fetch(`${cmsUrl()}/api/content-type-builder/content-types`)).status).toBe(403);
  const callers: Record<string, string>[] = [{}, { Authorization: `Bearer ${buildToken()}` }];
  for (const headers of callers) {
    const drafts = await fetch(`${cmsUrl()}/api/job-offers?status=draft&pagination[pageSize]=1`, { headers });
    expect(drafts.status).toBe(403);
    expect(await drafts.json()).toMatchObject({ error: { status: 403, message: 'Seul le contenu publié est servi par cette API.' } });
  }
});
