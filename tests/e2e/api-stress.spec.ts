import { expect, test } from '@playwright/test';
import { cms } from './support/harness';
import { siteUrl } from './support/site';

// The live API under stress, after the other site tests (project "stress"): a burst empties the one
// client's allowance, which the searches of parallel tests share, and an outage stops the CMS. One test
// after the other, in one worker; the editors' tests wait for them.
test.describe.configure({ mode: 'default' });

const FAILED = 'Cette recherche a échoué ; réessayez dans un instant.';

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

test('with the CMS stopped, the search says so and the site still works; it recovers when the CMS is back', async ({ page }) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/villes/lyon');
  await page.getByRole('button', { name: 'Rechercher' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rechercher une offre' });
  const input = dialog.getByRole('combobox');
  const geoSearch = page.waitForResponse((response) => response.url().includes('/api/rythmo/geo-search'));
  await input.fill('nant');
  await expect(page.getByRole('option', { name: /^Nantes/ }).first()).toBeVisible();
  const cached = (await geoSearch).url();
  await cms('stop');
  try {
    // Every group fails, each saying so, and the dialog stays usable.
    await input.fill('bordea');
    await expect(dialog.getByText(FAILED)).toHaveCount(4);
    await expect(page.getByRole('status')).not.toHaveText('Aucun résultat');
    const down = await fetch(siteUrl('/api/rythmo/geo-search?type=CITY&query=bordea'));
    expect([down.status, await down.json()]).toEqual([
      503,
      {
        data: null,
        error: { status: 503, name: 'ServiceUnavailableError', message: 'Service momentanément indisponible : réessayez dans un instant.', details: {} },
      },
    ]);
    // What the proxy cached is still served.
    expect((await fetch(cached)).status).toBe(200);
    // The pages are static: the visitor closes the search and goes on.
    await dialog.getByRole('button', { name: 'Fermer' }).click();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Mentions légales' }).click();
    await expect(page).toHaveURL(/\/legal$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mentions légales' })).toBeVisible();
  } finally {
    await cms('start');
  }
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await input.fill('bordeau');
  await expect(page.getByRole('option', { name: /^Bordeaux/ }).first()).toBeVisible();
  await expect(dialog.getByText(FAILED)).toHaveCount(0);
  expect(errors).toEqual([]);
});
