import { expect, test } from '@playwright/test';
import { siteUrl } from './support/site';

// Runs after the other site tests (project "limits"): the burst empties the one client's allowance,
// which the searches of parallel tests share.
test('answers a burst from one client with 429 in JSON, past the allowed rate', async () => {
  const responses = await Promise.all(Array.from({ length: 600 }, (_, i) => fetch(siteUrl(`/api/rythmo/generic/job-offers/works?query=a${i % 3}`))));
  const statuses = responses.map((response) => response.status);
  expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(0);
  const refused = responses.filter((response) => response.status === 429);
  expect(refused.length).toBeGreaterThan(0);
  expect(await refused[0].json()).toMatchObject({ data: null, error: { status: 429, name: 'TooManyRequestsError' } });
  // The bucket refills: a second later the client is served again.
  await new Promise((resolve) => setTimeout(resolve, 2500));
  expect((await fetch(siteUrl('/api/rythmo/generic/job-offers/works'))).status).toBe(200);
});
