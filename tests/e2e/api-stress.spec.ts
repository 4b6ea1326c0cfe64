import { expect, test } from '@playwright/test';
import { cms, mailSink } from './support/harness';
import { call, candidate, completeProfile, offersWithAgency, SITE_API, unique } from './support/candidates';
import { mailsTo } from './support/mail';
import { queuedEmails } from './support/database';
import { siteUrl } from './support/site';

// The live API under stress, after the other site tests (project "stress"): a burst empties the one
// client's allowance, which the searches of parallel tests share, and an outage stops the CMS. One test
// after the other, in one worker; the editors' tests wait for them. The mail server's outage is here too:
// the account emails of parallel tests would not leave.
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
        error: { status: 503, name: 'ServiceUnavailableError', message: 'Service momentanément indisponible\u00a0: réessayez dans un instant.', details: {} },
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

test('with the mail server down, an application is accepted and its email waits in the queue; it leaves once the server is back', async () => {
  test.setTimeout(120_000);
  const me = await candidate();
  const lastName = `Panne-${unique()}`;
  await completeProfile(SITE_API, me.jwt, { lastName });
  const [offer] = await offersWithAgency(SITE_API);
  const agency = `recrutement@${offer.agency.slug}.example`;
  const arrived = (): boolean => mailsTo(agency).some((mail) => mail.subject.includes(lastName));
  await mailSink('stop');
  try {
    const applied = await call('/applications', { jwt: me.jwt, body: { data: { offer_id: offer.offer_id } } });
    expect(applied.status).toBe(201);
    // Tried, failed, kept for later (the stack retries after 1 s, then 2, 4…: EMAIL_RETRY_BASE_MS).
    await expect.poll(() => queuedEmails(lastName)[0]?.attempts ?? 0, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
    expect(queuedEmails(lastName)).toEqual([expect.objectContaining({ state: expect.stringMatching(/^(queued|sending)$/), last_error: expect.any(String) })]);
    expect(arrived()).toBe(false);
  } finally {
    await mailSink('start');
  }
  await expect.poll(arrived, { timeout: 60_000 }).toBe(true);
  expect(queuedEmails(lastName)).toEqual([expect.objectContaining({ state: 'sent' })]);
  expect(mailsTo(agency).filter((mail) => mail.subject.includes(lastName))).toHaveLength(1);
});
