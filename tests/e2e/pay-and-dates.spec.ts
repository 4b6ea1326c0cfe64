import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated, settled, siteUrl } from './support/site';

// Pay and dates as people search: a minimum pay an hour, « Disponible le … », the sorts
// by pay and by distance, in the API and in the filter panel, on a phone.

type Card = { title: string; slug: string; remuneration: number; remuneration_unit: string; hourly_pay: number; start_date: string; distance_km?: number };
type Answer = { data: Card[]; meta: { total: number; facets: { min_pay: Record<string, number> } } };
const api = async (query: string): Promise<Answer> => (await (await fetch(siteUrl(`/api/rythmo/job-offers?${query}`))).json()) as Answer;

const cards = (page: Page) => page.locator('.jobs-results .offer-card h3 a');
const params = (page: Page): URLSearchParams => new URL(page.url()).searchParams;
const countText = (total: number): RegExp => new RegExp(`^${new Intl.NumberFormat('fr-FR').format(total).replace(/\s/g, '\\s')} offres?$`);
const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/** The first Saturday at least a week from now, as YYYY-MM-DD. */
function nextSaturday(): string {
  const day = new Date(Date.now() + 7 * 86_400_000);
  while (day.getUTCDay() !== 6) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

test.describe.configure({ timeout: 60_000 });

test('the API: the pay an hour of every card, the minimum pay and its steps, dates that match the offers’ start and rhythm, the sorts', async () => {
  const all = await api('sort=-pay');
  expect(all.data[0].hourly_pay).toBeGreaterThanOrEqual(all.data[all.data.length - 1].hourly_pay);
  const pays = all.data.map((card) => card.hourly_pay);
  expect(pays).toEqual([...pays].sort((a, b) => b - a));
  for (const card of all.data) if (card.remuneration_unit === 'hour') expect(card.hourly_pay).toBe(card.remuneration);
  const fourteen = await api('filter[pay][min_hourly]=14');
  expect(fourteen.meta.total).toBeGreaterThan(0);
  expect(fourteen.meta.total).toBeLessThan(all.meta.total);
  for (const card of fourteen.data) expect(card.hourly_pay).toBeGreaterThanOrEqual(14);
  // Each step counts what choosing it gives.
  expect(all.meta.facets.min_pay['14']).toBe(fourteen.meta.total);

  const saturday = nextSaturday();
  const dated = await api(`filter[available_on]=${saturday}&sort=start_date`);
  expect(dated.meta.total).toBeGreaterThan(0);
  for (const card of dated.data) expect(card.start_date <= saturday).toBe(true);
  const details = await api(`filter[available_on]=${saturday}&filter[rhythm][days]=${WEEKDAYS[6]}&filter[rhythm][match]=any`);
  expect(details.meta.total).toBe(dated.meta.total);

  const near = await api('filter[geolocation][lat]=45.764&filter[geolocation][long]=4.8357&filter[geolocation][radius]=100&sort=distance');
  const distances = near.data.map((card) => card.distance_km ?? Infinity);
  expect(distances).toEqual([...distances].sort((a, b) => a - b));
  for (const refused of ['sort=distance', 'filter[pay][min_hourly]=douze', 'filter[available_on]=2027-02-30', 'filter[pay]=12']) {
    const response = await fetch(siteUrl(`/api/rythmo/job-offers?${refused}`));
    expect(response.status, refused).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message, refused).toMatch(/paramètre|tri/);
  }
});

test('on a phone, the panel’s minimum pay and « Disponible le » narrow the list as the API does; the chips say them; the list sorts by pay', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await gotoHydrated(page, '/offres-emploi');
  await page.getByRole('button', { name: /^Filtres/ }).tap();
  const panel = page.getByRole('dialog', { name: 'Filtrer les offres' });
  await expect(panel).toBeVisible();
  await settled(page);
  const pay = panel.getByRole('group', { name: 'Salaire minimum (brut de l’heure)' });
  const fourteen = await api('filter[pay][min_hourly]=14');
  await expect(pay.getByRole('radio', { name: 'Au moins 14 € de l’heure' })).toBeVisible();
  await pay.getByText('Au moins 14 € de l’heure').tap();
  await expect.poll(() => params(page).get('filter[pay][min_hourly]')).toBe('14');

  const saturday = nextSaturday();
  const dates = panel.getByRole('group', { name: 'Disponible le…' });
  await dates.getByLabel('Date de disponibilité').fill(saturday);
  await dates.getByRole('button', { name: 'Ajouter cette date' }).tap();
  await expect.poll(() => params(page).get('filter[available_on]')).toBe(saturday);
  const both = await api(`filter[pay][min_hourly]=14&filter[available_on]=${saturday}`);
  expect(both.meta.total).toBeLessThanOrEqual(fourteen.meta.total);
  // French writes the first of the month « 1er ».
  const said = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    .format(new Date(`${saturday}T00:00:00Z`))
    .replace(/^(\S+) 1 /, '$1 1er ');
  await expect(dates.getByText(`Disponible le ${said}`)).toBeVisible();
  // The same date again, or a past one, is said next to the field, and nothing changes.
  await dates.getByLabel('Date de disponibilité').fill(saturday);
  await dates.getByRole('button', { name: 'Ajouter cette date' }).tap();
  await expect(dates.getByRole('alert')).toHaveText('Cette date est déjà choisie.');
  await dates.getByLabel('Date de disponibilité').fill('2020-01-04');
  await expect(dates.getByRole('alert')).toHaveCount(0);
  await dates.getByRole('button', { name: 'Ajouter cette date' }).tap();
  await expect(dates.getByRole('alert')).toHaveText('Choisissez une date à partir d’aujourd’hui.');
  expect(params(page).get('filter[available_on]')).toBe(saturday);
  await panel.getByRole('button', { name: /^Voir/ }).tap();
  await expect(panel).toBeHidden();
  await expect(page.locator('.jobs-count')).toHaveText(countText(both.meta.total));
  const chips = page.getByRole('list', { name: 'Filtres actifs' });
  await expect(chips.getByRole('button', { name: 'Retirer le filtre : Au moins 14 € de l’heure' })).toBeVisible();
  await expect(chips.getByRole('button', { name: `Retirer le filtre : Disponible le ${said}` })).toBeVisible();

  // No « Plus proches » without a place; « Mieux payées » puts the best paid first.
  const sort = page.getByLabel('Trier par');
  await expect(sort.locator('option', { hasText: 'Plus proches' })).toHaveCount(0);
  await sort.selectOption({ label: 'Mieux payées' });
  await expect.poll(() => params(page).get('sort')).toBe('-pay');
  const best = await api(`filter[pay][min_hourly]=14&filter[available_on]=${saturday}&sort=-pay`);
  await expect(cards(page).first()).toHaveText(best.data[0].title);
  await chips.getByRole('button', { name: `Retirer le filtre : Disponible le ${said}` }).tap();
  await expect.poll(() => params(page).get('filter[available_on]')).toBeNull();
  await expect(page.locator('.jobs-count')).toHaveText(countText(fourteen.meta.total));
  await context.close();
});

test('around a place the list sorts by distance, the nearest first', async ({ page }) => {
  await gotoHydrated(page, '/offres-emploi?filter[geolocation][lat]=45.764&filter[geolocation][long]=4.8357&filter[geolocation][name]=Lyon');
  await page.getByLabel('Trier par').selectOption({ label: 'Plus proches' });
  await expect.poll(() => params(page).get('sort')).toBe('distance');
  const near = await api('filter[geolocation][lat]=45.764&filter[geolocation][long]=4.8357&filter[geolocation][radius]=30&sort=distance');
  await expect(cards(page)).toHaveText(near.data.map((card) => card.title));
});
