import { expect, test, type Page } from '@playwright/test';
import { drawnByReact, gotoHydrated, holdRequests, layoutShift, markDocument, recordLayoutShifts, settled, siteUrl, stayedInTheApp } from './support/site';

// The jobs list screen in Chromium: the first page in the static HTML, then the live search
// (filters with counts, sorts, pages, page jump, position), the URL as its state, the back button.

type Answer = { data: { title: string; slug: string }[]; meta: { total: number; pageCount: number; facets: Record<string, Record<string, number>> } };
const api = async (query: string): Promise<Answer> => (await (await fetch(siteUrl(`/api/rythmo/job-offers?${query}`))).json()) as Answer;

const cards = (page: Page) => page.locator('.jobs-results .offer-card h3 a');
const heading = (page: Page) => page.locator('.jobs-count');
const params = (page: Page): URLSearchParams => new URL(page.url()).searchParams;
/** Opens the filter panel (a click before the page has hydrated is kept for it: tests/e2e/loading.spec.ts). */
async function openPanel(page: Page) {
  const panel = page.getByRole('dialog', { name: 'Filtrer les offres' });
  await page.getByRole('button', { name: /^Filtres/ }).click();
  await expect(panel).toBeVisible();
  await settled(page);
  return panel;
}
// Each test here is a journey of many searches against the live API: 20 to 30 s on a loaded machine, so
// twice the suite's default limit.
test.describe.configure({ timeout: 60_000 });

/** The visible count, as the API spells it for a query ("1 234 offres" with a narrow no-break space). */
const countText = (total: number): RegExp => new RegExp(`^${new Intl.NumberFormat('fr-FR').format(total).replace(/\s/g, '\\s')} offres?$`);

test('the first page is in the static HTML, with real links to the next pages', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/offres-emploi');
  await expect(cards(page)).toHaveCount(20);
  const { meta } = await api('sort=-publication_date');
  await expect(heading(page)).toHaveText(countText(meta.total));
  await expect(page.locator('.pagination a[rel="next"]')).toHaveAttribute('href', '/offres-emploi?page=2');
  await expect(page.locator(`.pagination a[href="/offres-emploi?page=${meta.pageCount}"]`)).toHaveCount(1);
  await expect(page.getByPlaceholder('Chercher par job, ville, etc')).toBeVisible();
  await context.close();
});

test('the build’s cards are kept as built at the start: dates told relative, links leading in the site; a search draws the live ones', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await gotoHydrated(page, '/offres-emploi');
  await expect(cards(page)).toHaveCount(20);
  // The list is the page's HTML until it is needed (its controls included: below).
  expect(await drawnByReact(page.locator('.jobs-toolbar .filter-button'))).toBe(false);
  // Once it has hydrated (the pointer over it), its controls are the app's; its cards are still the
  // page's HTML, neither rendered nor hydrated.
  await page.locator('.jobs-toolbar').hover();
  await expect.poll(() => drawnByReact(page.locator('.jobs-toolbar .filter-button'))).toBe(true);
  for (const card of await page.locator('.jobs-results .offer-card').all()) expect(await drawnByReact(card)).toBe(false);
  // So are the links to the other pages; the jump button beside them is the app's.
  expect(await drawnByReact(page.locator('.pagination li').first())).toBe(false);
  expect(await drawnByReact(page.getByRole('button', { name: 'Aller à la page…' }))).toBe(true);
  // Their publication dates are told from today, as the drawn cards'.
  await expect(page.locator('.jobs-results .offer-card time').first()).toHaveText(/^Publiée il y a /);
  // A card's link is a navigation in the site (no page load).
  await markDocument(page);
  const first = cards(page).first();
  const href = (await first.getAttribute('href')) ?? '';
  const title = (await first.textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(siteUrl(href));
  await expect(page.locator('h1')).toHaveText(title);
  expect(await stayedInTheApp(page)).toBe(true);
  // Back on the list, and searched: the live results are drawn by the app.
  await page.goBack();
  await page.getByPlaceholder('Chercher par job, ville, etc').fill('serveur');
  await page.getByRole('button', { name: 'Chercher', exact: true }).click();
  const expected = await api('query=serveur');
  await expect(cards(page).first()).toHaveText(expected.data[0].title);
  expect(await drawnByReact(page.locator('.jobs-results .offer-card').first())).toBe(true);
  // Opened afresh, a kept page link is followed by the app, which draws that page from the live API.
  await gotoHydrated(page, '/offres-emploi');
  expect(await drawnByReact(page.locator('.pagination li').first())).toBe(false);
  await markDocument(page);
  await page.locator('.pagination').getByRole('link', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(siteUrl('/offres-emploi?page=2'));
  await expect(cards(page).first()).toHaveText((await api('page=2')).data[0].title);
  await expect(page.locator('.pagination [aria-current="page"]')).toHaveText('2');
  expect(await drawnByReact(page.locator('.pagination li').first())).toBe(true);
  expect(await stayedInTheApp(page)).toBe(true);
  expect(errors).toEqual([]);
});

test('every page of a list is static HTML at ?page=N, in both languages; the app starts on it without a change; its own path is no address', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  for (const [path, locale] of [
    ['/offres-emploi', 'fr'],
    ['/en/jobs', 'en'],
  ] as const) {
    const second = await api(`page=2&locale=${locale}`);
    const html = await (await fetch(siteUrl(`${path}?page=2`))).text();
    expect(html).toContain(second.data[0].slug);
    expect(html).not.toContain((await api(`locale=${locale}`)).data[0].slug);
  }
  // The app hydrates page 2 as the HTML shows it, then keeps it: the same first card, no hydration error.
  await page.goto('/offres-emploi?page=3');
  const third = await api('page=3');
  await expect(cards(page).first()).toHaveText(third.data[0].title);
  await page.locator('#___gatsby[data-hydrated]').waitFor({ state: 'attached' });
  await expect(cards(page).first()).toHaveText(third.data[0].title);
  await expect(page.getByRole('navigation', { name: 'Pages de résultats' }).locator('[aria-current="page"]')).toHaveText('3');
  expect(errors.filter((text) => /hydrat|Minified React error/i.test(text))).toEqual([]);
  expect((await fetch(siteUrl('/_pages/offres-emploi/2'))).status).toBe(404);
  // Past the last page, the list's own page (the live API says there is nothing there).
  expect((await fetch(siteUrl('/offres-emploi?page=9999'))).status).toBe(200);
});

test('a page link of the static HTML, followed, shows that page from the live API', async ({ page }) => {
  await page.goto('/offres-emploi?page=2');
  const expected = await api('page=2');
  await expect(cards(page).first()).toHaveText(expected.data[0].title);
  await expect(page.locator('.pagination [aria-current="page"]')).toHaveText('2');
});

test('filters with their counts, sorts, pages and the page jump; the URL holds it all and the back button restores it', async ({ page }) => {
  await page.goto('/offres-emploi');
  const panel = await openPanel(page);
  const cdd = panel.getByRole('checkbox', { name: /^CDD/ });
  // The count beside a value is the total the list shows once it is chosen.
  const all = await api('');
  await expect(panel.locator('.filter-option', { has: page.getByRole('checkbox', { name: /^CDD/ }) }).locator('.filter-count')).toHaveText(
    String(all.meta.facets.contract_types.cdd),
  );
  await cdd.check();
  await expect.poll(() => params(page).get('filter[contract_types]')).toBe('cdd');
  await panel.getByRole('checkbox', { name: /^samedi/ }).check();
  await expect.poll(() => params(page).get('filter[rhythm][days]')).toBe('sat');
  const filtered = await api('filter[contract_types]=cdd&filter[rhythm][days]=sat');
  await expect(panel.getByRole('button', { name: /^Voir / })).toHaveText(`Voir ${new Intl.NumberFormat('fr-FR').format(filtered.meta.total)} offres`);
  await panel.getByRole('button', { name: /^Voir / }).click();
  await expect(panel).toBeHidden();
  // On a wide screen the focus is back on « Filtres », in view with the list's toolbar.
  await expect(page.getByRole('button', { name: /^Filtres/ })).toBeFocused();
  await expect(page.getByRole('button', { name: /^Filtres/ })).toBeInViewport();
  await expect(page.getByRole('button', { name: /^Filtres/ })).toContainText('2');
  await expect(heading(page)).toHaveText(countText(filtered.meta.total));
  await expect(cards(page).first()).toHaveText(filtered.data[0].title);

  // Sort: the soonest start first.
  await page.getByLabel('Trier par').selectOption('start_date');
  await expect.poll(() => params(page).get('sort')).toBe('start_date');
  const sorted = await api('filter[contract_types]=cdd&filter[rhythm][days]=sat&sort=start_date');
  await expect(cards(page).first()).toHaveText(sorted.data[0].title);

  // Next page, then the page jump: out of range refused next to the field, in range followed.
  await page.getByRole('navigation', { name: 'Pages de résultats' }).getByRole('link', { name: 'Page 2', exact: true }).click();
  await expect.poll(() => params(page).get('page')).toBe('2');
  const second = await api('filter[contract_types]=cdd&filter[rhythm][days]=sat&sort=start_date&page=2');
  await expect(cards(page).first()).toHaveText(second.data[0].title);
  await expect(heading(page)).toBeFocused();
  await page.getByRole('button', { name: 'Aller à la page…' }).click();
  const jump = page.getByRole('dialog', { name: 'Aller à une page' });
  const field = jump.getByLabel(`Aller à la page : [1...${sorted.meta.pageCount}]`);
  for (const wrong of ['0', String(sorted.meta.pageCount + 1)]) {
    await field.fill(wrong);
    await jump.getByRole('button', { name: 'Aller' }).click();
    await expect(jump.getByRole('alert')).toHaveText(`Choisissez un numéro de page entre 1 et ${sorted.meta.pageCount}.`);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  }
  await field.fill(String(sorted.meta.pageCount));
  await jump.getByRole('button', { name: 'Aller' }).click();
  await expect.poll(() => params(page).get('page')).toBe(String(sorted.meta.pageCount));

  // Back: page 2, then page 1 of the sorted search, then the unsorted one.
  await page.goBack();
  await expect.poll(() => params(page).get('page')).toBe('2');
  await expect(cards(page).first()).toHaveText(second.data[0].title);
  await page.goBack();
  await page.goBack();
  await expect.poll(() => params(page).get('sort')).toBeNull();
  await expect(page.getByLabel('Trier par')).toHaveValue('relevance');
  await expect(cards(page).first()).toHaveText(filtered.data[0].title);
});

test('the sort: the arrow keys pass options without an entry each in the history; Back returns to the list before the sort', async ({ page }) => {
  // Each option passed is a navigation, and Gatsby fetches each one's page data: the first option's comes
  // last here, as it did now and then on a busy machine. The options are still drawn in the order passed.
  await page.route(/\/page-data\/offres-emploi\/page-data\.json\?.*sort=-publication_date/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  await gotoHydrated(page, '/offres-emploi?filter[contract_types]=cdd');
  const sort = page.getByLabel('Trier par');
  await sort.focus();
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowDown');
  await expect.poll(() => params(page).get('sort')).toBe('start_date');
  const sorted = await api('filter[contract_types]=cdd&sort=start_date');
  await expect(cards(page).first()).toHaveText(sorted.data[0].title);
  await page.goBack();
  await expect.poll(() => params(page).get('sort')).toBeNull();
  expect(params(page).get('filter[contract_types]')).toBe('cdd');
  await expect(sort).toHaveValue('relevance');
});

test('the back button pressed before the router has drawn the next page brings the list back with the URL', async ({ page }) => {
  // Hydrated first: a click on the static page would load page 3 whole, without the router.
  await gotoHydrated(page, '/offres-emploi?page=2');
  const second = await api('page=2');
  await expect(cards(page).first()).toHaveText(second.data[0].title);
  // A busy machine: the router draws a new address at the next frame, and here the back button comes
  // before it (Back right after a click). The frames wait until the back button has been handled, so that
  // the router draws only where it ends: page 2, the address it drew last.
  await page.evaluate(() => {
    const push = history.pushState.bind(history);
    const frame = window.requestAnimationFrame.bind(window);
    history.pushState = (...args: Parameters<History['pushState']>) => {
      push(...args);
      history.pushState = push;
      const held: FrameRequestCallback[] = [];
      window.requestAnimationFrame = (callback) => held.push(callback);
      window.addEventListener(
        'popstate',
        () =>
          window.setTimeout(() => {
            window.requestAnimationFrame = frame;
            held.forEach((callback) => frame(callback));
            document.documentElement.dataset.wentBack = 'true';
          }),
        { once: true },
      );
      history.back();
    };
  });
  await page.getByRole('navigation', { name: 'Pages de résultats' }).getByRole('link', { name: 'Page 3', exact: true }).click();
  await expect(page.locator('html[data-went-back]')).toHaveCount(1);
  await expect.poll(() => params(page).get('page')).toBe('2');
  await expect(page.locator('.pagination [aria-current="page"]')).toHaveText('2');
  await expect(cards(page).first()).toHaveText(second.data[0].title);
});

test('a shared URL opens on its search: text, filters and sort, hydrating the static page without a mismatch', async ({ page }) => {
  // The static HTML holds the default search: React must hydrate it as it is, then show the URL's search.
  // A mismatch makes React throw its first render away and render the whole page again (errors 418, 423).
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const query = 'filter[works]=evenementiel&query=hotesse&sort=-publication_date';
  await page.goto(`/offres-emploi?${query}`);
  const expected = await api(query);
  expect(expected.meta.total).toBeGreaterThan(0);
  await expect(heading(page)).toHaveText(countText(expected.meta.total));
  await expect(page.getByPlaceholder('Chercher par job, ville, etc')).toHaveValue('hotesse');
  await expect(page.getByLabel('Trier par')).toHaveValue('-publication_date');
  await expect((await openPanel(page)).getByRole('checkbox', { name: /^Événementiel/ })).toBeChecked();
  await page.goto('/villes/lyon?page=2');
  await expect(page.locator('.pagination [aria-current="page"]')).toHaveText('2');
  expect(errors).toEqual([]);
});

test('a page opened on a search keeps the static list in place, dimmed, while the search runs: nothing shifts', async ({ page }) => {
  // A phone's viewport, where the footer would come into view if the list collapsed while loading.
  await page.setViewportSize({ width: 412, height: 823 });
  await recordLayoutShifts(page);
  // The live API answers, a second late, so that the wait can be seen.
  const { release } = await holdRequests(page, '**/api/rythmo/job-offers?*');
  const query = 'filter[works]=evenementiel&filter[rhythm][max_hours]=20';
  await page.goto(`/offres-emploi?${query}`);
  await expect(heading(page)).toHaveText('Chargement des offres…');
  await expect(page.locator('.offer-cards.is-loading')).toBeVisible();
  await expect(cards(page)).toHaveCount(20);
  await expect(page.locator('.jobs-results')).toHaveAttribute('aria-busy', 'true');
  release();
  const expected = await api(query);
  await expect(heading(page)).toHaveText(countText(expected.meta.total));
  await expect(cards(page).first()).toHaveText(expected.data[0].title);
  await expect(page.locator('.offer-cards.is-loading')).toHaveCount(0);
  expect(await layoutShift(page)).toBeLessThan(0.01);
});

test('searching by text typed before the page has hydrated, no result, then widening the search', async ({ page }) => {
  // The scripts are held until the text is typed: what a visitor types first is not lost.
  const { release: typed } = await holdRequests(page, '**/*.js');
  await page.goto('/offres-emploi', { waitUntil: 'domcontentloaded' });
  await page.getByPlaceholder('Chercher par job, ville, etc').fill('zzzqqq');
  typed();
  await page.waitForFunction(
    () =>
      document.querySelector('.jobs-search button[type="submit"]') !== null &&
      Object.keys(document.querySelector('.jobs-search') ?? {}).some((key) => key.startsWith('__react')),
  );
  await page.getByRole('button', { name: 'Chercher', exact: true }).click();
  await expect.poll(() => params(page).get('query')).toBe('zzzqqq');
  await expect(page.getByText('Aucun résultat')).toBeVisible();
  await page.getByRole('button', { name: 'Élargir la recherche' }).click();
  await expect.poll(() => params(page).get('query')).toBeNull();
  await expect(cards(page)).toHaveCount(20);
  await expect(page.locator('.jobs-widened')).toHaveText('Recherche élargie : texte « zzzqqq » retiré.');

  // Text and filters that find nothing together: the text goes first; when that is not enough, the
  // filters too, the place staying while it finds offers.
  await gotoHydrated(page, '/offres-emploi?query=zzzqqq&filter[contract_types]=cdi&filter[rhythm][max_hours]=1');
  await expect(page.getByText('Aucun résultat')).toBeVisible();
  await page.getByRole('button', { name: 'Élargir la recherche' }).click();
  await expect(page.locator('.jobs-widened')).toHaveText('Recherche élargie : texte « zzzqqq » retiré, filtres retirés.');
  await expect.poll(() => params(page).get('filter[contract_types]')).toBeNull();
  await expect(cards(page)).toHaveCount(20);
});

test('a city page lists the offers of the city: its first page in the static HTML, then searched live with the city kept', async ({ browser, page }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const still = await context.newPage();
  await still.goto('/villes/lyon');
  const lyon = await api('filter[city]=lyon&sort=-publication_date');
  expect(lyon.meta.total).toBeGreaterThan(20);
  await expect(heading(still)).toHaveText(countText(lyon.meta.total));
  await expect(cards(still)).toHaveText(lyon.data.map((offer) => offer.title));
  await expect(still.locator('.pagination a[rel="next"]')).toHaveAttribute('href', '/villes/lyon?page=2');
  // The student jobs of a city: its offers open to students, whatever the kind.
  const studentTypes = Object.keys(lyon.meta.facets.student_types).join(',');
  const students = await api(`filter[city]=lyon&filter[student_types]=${studentTypes}`);
  await still.goto('/jobs-etudiants/lyon');
  await expect(heading(still)).toHaveText(countText(students.meta.total));
  await expect(cards(still).first()).toHaveText(students.data[0].title);
  await context.close();

  await page.goto('/villes/lyon');
  const panel = await openPanel(page);
  await panel.getByRole('checkbox', { name: /^CDD/ }).check();
  await expect.poll(() => params(page).get('filter[contract_types]')).toBe('cdd');
  expect(params(page).get('filter[city]')).toBeNull();
  await page.keyboard.press('Escape');
  const cdd = await api('filter[city]=lyon&filter[contract_types]=cdd');
  expect(cdd.meta.total).toBeLessThan(lyon.meta.total);
  await expect(heading(page)).toHaveText(countText(cdd.meta.total));
  await expect(cards(page).first()).toHaveText(cdd.data[0].title);
});

test('a place typed in the panel: a département, then a city and its radius; a name that matches nothing says so', async ({ page }) => {
  await page.goto('/offres-emploi');
  const panel = await openPanel(page);
  const place = panel.getByRole('combobox', { name: 'Ville, département ou région' });
  await place.fill('Rhône');
  await panel.getByRole('option', { name: /^Rhône \(69\)/ }).click();
  await expect.poll(() => params(page).get('filter[location][department]')).toBe('69');
  await expect(panel.getByText('Dans le département : Rhône (69)')).toBeVisible();
  const rhone = await api('filter[location][department]=69');
  await expect(panel.getByRole('button', { name: /^Voir / })).toHaveText(`Voir ${new Intl.NumberFormat('fr-FR').format(rhone.meta.total)} offres`);

  await place.fill('Villeurb');
  // The keyboard way: the first suggestion, then Enter.
  await expect(panel.getByRole('option', { name: /^Villeurbanne/ })).toBeVisible();
  await place.press('ArrowDown');
  await expect(place).toHaveAttribute('aria-activedescendant', /.+/);
  await place.press('Enter');
  await expect.poll(() => params(page).get('filter[geolocation][name]')).toBe('Villeurbanne');
  expect(params(page).get('filter[location][department]')).toBeNull();
  await expect(panel.getByText('Autour de Villeurbanne')).toBeVisible();
  await panel.getByLabel('Rayon').selectOption('10');
  await expect.poll(() => params(page).get('filter[geolocation][radius]')).toBe('10');
  const around = await api(`${new URL(page.url()).search.slice(1)}`);
  expect(around.meta.total).toBeGreaterThan(0);
  await expect(panel.getByRole('button', { name: /^Voir / })).toHaveText(
    new RegExp(`^Voir ${new Intl.NumberFormat('fr-FR').format(around.meta.total).replace(/\s/g, '\\s')} offres?$`),
  );

  await place.fill('zzqqxx');
  await expect(panel.getByRole('status').filter({ hasText: 'Ville non trouvée' })).toBeVisible();

  // A shared link holds only the code: the panel finds the name again.
  await page.goto('/offres-emploi?filter[location][region]=84');
  await expect((await openPanel(page)).getByText('Dans la région : Auvergne-Rhône-Alpes')).toBeVisible();
});

test('near me: a shared position filters and shows distances; a refusal says what to do instead', async ({ browser }) => {
  const granted = await browser.newContext({ permissions: ['geolocation'], geolocation: { latitude: 45.764, longitude: 4.8357 }, locale: 'fr-FR' });
  const page = await granted.newPage();
  await page.goto('/offres-emploi');
  await openPanel(page);
  await page.getByRole('button', { name: 'Autour de moi' }).click();
  await expect.poll(() => params(page).get('filter[geolocation][lat]')).toBe('45.764');
  await expect(page.getByRole('dialog').getByText('Autour de votre position')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('.offer-card .meta').first()).toContainText(/à \d+ km/);
  const near = await api('filter[geolocation][lat]=45.764&filter[geolocation][long]=4.8357');
  await expect(heading(page)).toHaveText(countText(near.meta.total));
  await granted.close();

  const denied = await browser.newContext({ permissions: [], locale: 'fr-FR' });
  const refused = await denied.newPage();
  await refused.goto('/offres-emploi');
  await openPanel(refused);
  await refused.getByRole('button', { name: 'Autour de moi' }).click();
  await expect(refused.getByRole('alert')).toHaveText('Vous n’avez pas partagé votre position : tapez plutôt une ville, un département ou une région.');
  expect(params(refused).get('filter[geolocation][lat]')).toBeNull();
  await denied.close();
});

test('the map view is announced as coming soon; the panel passes axe; screenshots at 375 and 1280 px', async ({ page }) => {
  // axe on the whole page with the panel open takes 15 s or more while the other worker loads the machine.
  test.setTimeout(90_000);
  await page.goto('/offres-emploi');
  await page.getByRole('button', { name: 'Carte' }).click();
  await expect(page.getByRole('button', { name: 'Carte' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status')).toHaveText(/La carte arrive bientôt/);
  await page.getByRole('button', { name: 'Liste' }).click();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `tests/artifacts/screenshots/jobs-list-${width}.png` });
  }
  await openPanel(page);
  await expect(page.locator('.filter-count').first()).toBeVisible();
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

/** Waits until the page's scroll position has not moved for ten frames: a smooth scroll has come to rest. */
const scrollAtRest = (page: Page): Promise<unknown> =>
  page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        let last = window.scrollY;
        let still = 0;
        const frame = (): void => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 10) resolve(true);
          else window.requestAnimationFrame(frame);
        };
        window.requestAnimationFrame(frame);
      }),
  );

test('back on the list, the link followed stays in view after the list’s own position is restored', async ({ page }) => {
  // The link focused, the list scrolled back to its top with the wheel, then Enter: the list's position kept
  // for the back button is its top, the link far below it. The offer's page scrolled down, then back.
  await gotoHydrated(page, '/offres-emploi');
  const sixth = cards(page).nth(5);
  const title = (await sixth.textContent()) ?? '';
  await sixth.focus();
  await scrollAtRest(page);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await scrollAtRest(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await page.evaluate(() => window.scrollTo({ top: 400, behavior: 'instant' }));
  await scrollAtRest(page);
  await page.goBack();
  await expect(sixth).toBeFocused();
  await scrollAtRest(page);
  await expect(sixth).toBeInViewport({ ratio: 1 });
});

test('with the keyboard: the 6th offer followed, then back, the focus is on its link, in view, and Tab goes on from there', async ({ page }) => {
  await gotoHydrated(page, '/offres-emploi');
  const sixth = cards(page).nth(5);
  const title = (await sixth.textContent()) ?? '';
  await sixth.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await page.goBack();
  await expect(sixth).toBeFocused();
  await expect(sixth).toBeInViewport();
  // The next Tab goes on from the offer, not from the page's top.
  await page.keyboard.press('Tab');
  expect(
    await sixth.evaluate((link) => {
      const next = document.activeElement;
      return next !== null && next !== document.body && (link.compareDocumentPosition(next) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    }),
  ).toBe(true);
});

test.describe('the list kept as built until needed', () => {
  const LIST_CODE = /\/jobs-list-[0-9a-f]+\.js$/;
  /** Holds the list's code back until `release` is called, and counts how often it is asked for. */
  const holdListCode = (page: Page) => holdRequests(page, LIST_CODE);

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test("the list's code is fetched when it is needed, and a tap on « Filtres » made before it has come opens the panel once it has", async ({ page }) => {
      const { asked, release } = await holdListCode(page);
      await gotoHydrated(page, '/offres-emploi');
      expect(asked).toEqual([]);
      const filters = page.getByRole('button', { name: /^Filtres/ });
      expect(await drawnByReact(filters)).toBe(false);
      expect(await drawnByReact(page.locator('main h1'))).toBe(true);
      await filters.tap();
      await expect.poll(() => asked.length).toBe(1);
      expect(await drawnByReact(filters)).toBe(false);
      release();
      await expect(page.getByRole('dialog', { name: 'Filtrer les offres' })).toBeVisible();
      expect(await drawnByReact(filters)).toBe(true);
      expect(asked).toHaveLength(1);
    });

    test('a search typed and sent with Enter before the code has come is made once it has, and once', async ({ page }) => {
      const { asked, release } = await holdListCode(page);
      const searches: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/rythmo/job-offers?')) searches.push(new URL(request.url()).searchParams.get('query') ?? '');
      });
      await gotoHydrated(page, '/offres-emploi');
      const box = page.getByRole('searchbox', { name: 'Chercher parmi les offres' });
      await box.fill('serveur');
      await box.press('Enter');
      await expect.poll(() => asked.length).toBe(1);
      await expect(page.getByRole('button', { name: 'Chercher', exact: true })).toHaveAttribute('aria-busy', 'true');
      release();
      await expect(page).toHaveURL(/\/offres-emploi\?query=serveur$/);
      await expect(page.locator('.jobs-results .offer-card h3 a').first()).toBeInViewport();
      expect(searches).toEqual(['serveur']);
    });
  });

  test('a sort chosen with the keyboard before the code has come is kept, and the list hydrates in place, not drawn anew', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    const { asked, release } = await holdListCode(page);
    await gotoHydrated(page, '/offres-emploi');
    await page.locator('.jobs-list').evaluate((list) => Object.assign(list, { keptFromTheHtml: true }));
    const sort = page.getByLabel('Trier par');
    await sort.focus();
    await expect.poll(() => asked.length).toBe(1);
    await page.keyboard.press('ArrowDown');
    expect(params(page).get('sort')).toBeNull();
    release();
    await expect.poll(() => params(page).get('sort')).toBe('-publication_date');
    await expect(sort).toHaveValue('-publication_date');
    const list = page.locator('.jobs-list');
    expect(await drawnByReact(list)).toBe(true);
    expect(await list.evaluate((element) => (element as HTMLElement & { keptFromTheHtml?: boolean }).keptFromTheHtml)).toBe(true);
    expect(errors.filter((text) => /hydrat|Minified React error/i.test(text))).toEqual([]);
  });

  test("without the list's code (a network error), a card still leads to its offer and the search box sends its search", async ({ page }) => {
    await page.route(LIST_CODE, (route) => route.abort());
    await gotoHydrated(page, '/offres-emploi');
    const first = cards(page).first();
    const title = (await first.textContent()) ?? '';
    await first.click();
    await expect(page.locator('h1')).toHaveText(title);
    await gotoHydrated(page, '/offres-emploi');
    await page.getByPlaceholder('Chercher par job, ville, etc').fill('serveur');
    await page.getByRole('button', { name: 'Chercher', exact: true }).click();
    await expect.poll(() => params(page).get('query')).toBe('serveur');
  });

  test('a navigation in the site to the list waits for its code: the list is never missing from its page', async ({ page }) => {
    await gotoHydrated(page, '/villes');
    await page.route(LIST_CODE, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await page.evaluate(() => {
      const missing = { seen: false };
      Object.assign(window, { listMissing: missing });
      new MutationObserver(() => {
        const heading = document.querySelector('main h1')?.textContent ?? '';
        if (heading.includes('Lyon') && document.querySelector('.jobs-list') === null) missing.seen = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    await markDocument(page);
    await page.locator('main').getByRole('link', { name: 'Lyon', exact: true }).first().click();
    await expect(page).toHaveURL(/\/villes\/lyon$/);
    await expect(cards(page)).toHaveCount(20);
    expect(await stayedInTheApp(page)).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { listMissing: { seen: boolean } }).listMissing.seen)).toBe(false);
  });
});
