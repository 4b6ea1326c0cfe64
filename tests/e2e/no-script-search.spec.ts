import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated, siteUrl } from './support/site';

// The jobs lists searched by a browser that runs no script: nginx includes the live
// API's answer, rendered with the site's own components, in the list's static page.

type Answer = { data: { title: string; slug: string }[]; meta: { total: number; pageCount: number } };
const api = async (query: string): Promise<Answer> => (await (await fetch(siteUrl(`/api/rythmo/job-offers?${query}`))).json()) as Answer;

const answered = (page: Page) => page.locator('.jobs-no-script-answer');
const cards = (page: Page) => answered(page).locator('.offer-card h3 a');
/** The visible count, as the site spells it ("1 234 offres" with a narrow no-break space). */
const countText = (total: number, locale: 'fr' | 'en' = 'fr'): RegExp =>
  new RegExp(`^${new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-GB').format(total).replace(/\s/g, '\\s')} (?:offres?|offers?)$`);

test.describe.configure({ timeout: 60_000 });

test('without JavaScript, the search box of the jobs list searches: the words stay in it, the answer is the API’s, its pages keep them', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const all = await api('locale=fr');
  await page.goto('/offres-emploi');
  const box = page.getByRole('searchbox', { name: 'Chercher parmi les offres' });
  await box.fill('serveur');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/offres-emploi\?query=serveur$/);
  const serveur = await api('query=serveur&locale=fr');
  expect(serveur.meta.total).toBeGreaterThan(20);
  expect(serveur.meta.total).toBeLessThan(all.meta.total);
  await expect(page.getByRole('searchbox', { name: 'Chercher parmi les offres' })).toHaveValue('serveur');
  await expect(answered(page).locator('.jobs-count')).toHaveText(countText(serveur.meta.total));
  await expect(cards(page)).toHaveText(serveur.data.map((offer) => offer.title));
  // Nothing false beside it: the static list of every offer, its count and its notice are hidden.
  for (const hidden of ['.jobs-list > .jobs-count', '.jobs-list > .jobs-results', '.jobs-list > .pagination', '.jobs-no-script-notice'])
    await expect(page.locator(hidden)).toBeHidden();
  // Playwright's text queries skip a <noscript>'s content, which a browser without JavaScript shows: read by class.
  await expect(answered(page).locator('.notice')).toContainText('la recherche par mots fonctionne sans');

  // Its pages are real links that keep the words.
  await answered(page).getByRole('link', { name: 'Page suivante' }).click();
  await expect(page).toHaveURL(/\/offres-emploi\?query=serveur&page=2$/);
  const second = await api('query=serveur&page=2&locale=fr');
  await expect(cards(page)).toHaveText(second.data.map((offer) => offer.title));
  await expect(answered(page).locator('[aria-current="page"]')).toHaveText('2');

  // Words that find nothing say so, with the way back to every offer.
  await page.goto('/offres-emploi?query=zzqxw');
  await expect(answered(page).locator('.jobs-empty')).toContainText('Aucun résultat');
  await answered(page).getByRole('link', { name: 'Voir toutes les offres' }).click();
  await expect(page).toHaveURL(/\/offres-emploi$/);
  await expect(page.locator('.jobs-list > .jobs-count')).toHaveText(countText(all.meta.total));
  await expect(page.locator('.jobs-no-script-notice')).toBeVisible();
  await expect(page.locator('.jobs-no-script-notice')).toContainText('la recherche par mots fonctionne sans');
  await context.close();
});

test('without JavaScript, the English list and a city’s page search too: English words, the page’s own filter kept out of the links', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/en/jobs?query=waiter');
  const waiter = await api('query=waiter&locale=en');
  expect(waiter.meta.total).toBeGreaterThan(0);
  await expect(page.getByRole('searchbox', { name: 'Search the offers' })).toHaveValue('waiter');
  await expect(answered(page).locator('.jobs-count')).toHaveText(countText(waiter.meta.total, 'en'));
  await expect(cards(page).first()).toHaveAttribute('href', `/en/jobs/${waiter.data[0].slug}`);

  await page.goto('/villes/lyon?query=serveur');
  const lyon = await api('filter[city]=lyon&query=serveur&locale=fr');
  const everywhere = await api('query=serveur&locale=fr');
  expect(lyon.meta.total).toBeLessThan(everywhere.meta.total);
  await expect(answered(page).locator('.jobs-count')).toHaveText(countText(lyon.meta.total));
  await expect(cards(page)).toHaveText(lyon.data.map((offer) => offer.title));
  await expect(answered(page).locator('form')).toHaveAttribute('action', '/villes/lyon');
  if (lyon.meta.pageCount > 1)
    await expect(answered(page).getByRole('link', { name: 'Page suivante' })).toHaveAttribute('href', '/villes/lyon?query=serveur&page=2');
  await context.close();
});

test('with JavaScript, a searched address hydrates as usual; the include answers only through the page', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await gotoHydrated(page, '/offres-emploi?query=serveur');
  const serveur = await api('query=serveur&locale=fr');
  await expect(page.locator('.jobs-results .offer-card h3 a')).toHaveText(serveur.data.map((offer) => offer.title));
  await expect(page.getByRole('searchbox', { name: 'Chercher parmi les offres' })).toHaveValue('serveur');
  expect(errors).toEqual([]);
  // The plain page keeps its validator (no include runs); the internal addresses are no addresses.
  expect((await fetch(siteUrl('/offres-emploi'))).headers.get('etag')).not.toBeNull();
  const searched = await (await fetch(siteUrl('/offres-emploi?query=serveur'))).text();
  expect(searched).toContain(serveur.data[0].slug);
  expect(searched).not.toContain('<!--#');
  for (const path of ['/_rythmo/no-script/7b7d', '/_rythmo/searched/offres-emploi', '/api/rythmo/no-script-offers/7b7d'])
    expect((await fetch(siteUrl(path))).status, path).toBe(404);
});
