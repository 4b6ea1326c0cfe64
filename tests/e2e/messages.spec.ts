import { expect, test } from '@playwright/test';
import { cmsList, cmsSingle } from './support/cms';
import { siteUrl } from './support/site';

// The site's error and empty-state messages where their situations exist on the site.

test('a city page links the other cities (never itself), in the editors’ order', async ({ page }) => {
  await page.goto('/villes/lyon');
  const others = page.locator('section', { has: page.getByRole('heading', { name: 'Jobs dans d’autres villes' }) }).getByRole('link');
  const { data } = await cmsList(
    'cities',
    'locale=fr&filters[sort][$notNull]=true&filters[slug][$ne]=lyon&sort[0]=sort:asc&sort[1]=name:asc&pagination[pageSize]=12',
  );
  await expect(others).toHaveCount(data.length);
  expect(await others.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(data.map((city) => `/villes/${String(city.slug)}`));
});

test('an unknown city’s address: the 404 page says « Ville non trouvée », in English « City not found »', async ({ page }) => {
  const response = await page.goto('/villes/atlantide');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Ville non trouvée')).toBeVisible();
  await expect(page.getByTestId('error-message')).toHaveText('Page Not Found: /villes/atlantide');
  expect((await page.goto('/en/cities/atlantis'))?.status()).toBe(404);
  await expect(page.getByText('City not found')).toBeVisible();
  // Elsewhere, the plain not-found page.
  await page.goto('/nulle-part');
  await expect(page.getByText('Ville non trouvée')).toHaveCount(0);
});

test('an error nothing handled: the error screen with its status and the general subtitle, the failure logged', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  // A page whose data lacks what its template reads while it mounts (the jobs list's offers: data of another
  // build than its HTML's). The page's own data, as built, with that part taken out. (A browser whose number
  // formatting fails no longer serves: the list's first page is kept as built, nothing formatted at its start.)
  await page.route('**/page-data/offres-emploi/page-data.json', async (route) => {
    const response = await route.fetch();
    const built = (await response.json()) as { result: { data: Record<string, unknown> } };
    delete built.result.data.offers;
    await route.fulfill({ response, json: built });
  });
  await page.goto('/offres-emploi');
  await expect(page.locator('.error-status')).toHaveText('500');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Un problème est survenu. Veuillez réessayer plus tard.');
  await expect(page.getByRole('link', { name: 'Trouver un job' })).toBeVisible();
  expect(logged.some((text) => text.startsWith('Failure while mounting the app:'))).toBe(true);
});

test('the home page’s claims: « Plus de 1 600 offres » from the live count, one number written one way on the screen; the rest from the CMS', async ({
  page,
}) => {
  const global = await cmsSingle('global', 'fr');
  const answer = (await (await fetch(siteUrl('/api/rythmo/job-offers'))).json()) as { meta: { total: number } };
  const live = answer.meta.total;
  const number = (value: number): string => new Intl.NumberFormat('fr-FR').format(value);
  const step = 10 ** (String(live).length - 2);
  const claim = Math.floor(live / step) * step;
  await page.goto('/');
  const claims = page.locator('section.claims');
  await expect(claims.locator('li').first()).toContainText(live > claim ? `Plus de ${number(claim)} offres` : `${number(live)} offre`);
  // No number of four digits or more written without its thin space on the first screen (« 1500 » beside « 1 500 »).
  expect(await page.locator('main').innerText()).not.toMatch(/\b(?!(?:19|20)\d\d\b)\d{4,}\b/);
  await expect(claims).toContainText(`Profil créé en ${String(global.profileMinutes)} minutes`);
  await expect(claims).toContainText(`${number(Number(global.contestAmount))} € de cartes cadeaux`);
  await expect(claims).toContainText(String(global.contestNetwork));
  await expect(claims.getByRole('link', { name: 'App Store' })).toHaveAttribute('href', String(global.appStoreUrl));
  await expect(claims.getByRole('link', { name: 'Google Play' })).toHaveAttribute('href', String(global.playStoreUrl));
});
