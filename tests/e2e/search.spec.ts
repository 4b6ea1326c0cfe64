import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated, holdRequests } from './support/site';

// The global search in the header dialog and on the home page, against the built site, nginx
// and the CMS's live API.
const PLACEHOLDER = 'Chercher par job, ville, etc';

/** Opens the search dialog (a click before the page has hydrated is kept for it: tests/e2e/loading.spec.ts). */
const openSearch = async (page: Page, path = '/villes/lyon') => {
  await page.goto(path);
  const dialog = page.getByRole('dialog', { name: 'Rechercher une offre' });
  const input = dialog.getByRole('combobox');
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(input).toBeFocused();
  return { dialog, input };
};

// The options of the search's list (a page's own list, such as the jobs list's sort, has options too).
const options = (page: Page) => page.getByRole('dialog', { name: 'Rechercher une offre' }).getByRole('option');
const option = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name: 'Rechercher une offre' }).getByRole('option', { name });

/** A call to the API, noted in the page, and how many API answers had come back when it was made. */
type Call = { url: string; answeredBefore: number };

test('searches 500 ms after the last key, in four parallel requests, and shows the results by group', async ({ page }) => {
  // Noted in the page: each call to the API with the number of API answers already received when it was made.
  await page.addInitScript(() => {
    const marks = { answered: 0, calls: [] as Call[] };
    Object.assign(window, { searchMarks: marks });
    const original = window.fetch.bind(window);
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      const call = original(input, init);
      if (url.includes('/api/')) {
        marks.calls.push({ url, answeredBefore: marks.answered });
        void call.finally(() => (marks.answered += 1)).catch(() => undefined);
      }
      return call;
    };
  });
  // The page's clock stands still while the keys are typed: a busy machine cannot put 500 ms between two
  // of them, and the debounce is read on the page's own timers.
  await page.clock.install();
  const { input } = await openSearch(page);
  await page.clock.pauseAt(Date.now() + 60_000);
  await input.pressSequentially('lyo');
  const calls = () => page.evaluate(() => (window as unknown as { searchMarks: { calls: Call[] } }).searchMarks.calls.length);
  // Debounced: no call 499 ms after the last key, the four at 500 ms.
  await page.clock.runFor(499);
  expect(await calls()).toBe(0);
  await page.clock.runFor(1);
  await page.clock.resume();
  await expect(option(page, /^Lyon –/)).toBeVisible();
  const marks = await page.evaluate(() => (window as unknown as { searchMarks: { calls: Call[] } }).searchMarks);
  expect(marks.calls.map((call) => new URL(call.url, 'http://x').pathname).sort()).toEqual([
    '/api/agencies',
    '/api/rythmo/generic/job-offers/contract-types',
    '/api/rythmo/generic/job-offers/works',
    '/api/rythmo/geo-search',
  ]);
  // In parallel: the four were all sent before the first answer came back (no bound in milliseconds,
  // which a busy machine could break between two calls of one loop).
  expect(marks.calls.map((call) => call.answeredBefore)).toEqual([0, 0, 0, 0]);
  await input.fill('zzqxw');
  await expect(page.getByRole('status')).toHaveText('Aucun résultat');
  await input.fill('');
  await expect(options(page)).toHaveCount(0);
});

test('keyboard: down and Tab move on, up stops at the first, Enter opens; Enter on an agency does nothing', async ({ page }) => {
  const { input, dialog } = await openSearch(page);
  await input.fill('massilia');
  await expect(option(page, /^Massilia Extra/)).toBeVisible();
  await input.press('ArrowDown');
  await expect(option(page, /^Massilia Extra/)).toHaveAttribute('aria-selected', 'true');
  await input.press('Enter');
  await expect(dialog).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/villes/lyon');

  await input.fill('evene');
  await expect(option(page, /^Événementiel/)).toBeVisible();
  await input.press('Tab');
  await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
  await input.press('ArrowUp');
  await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
  await input.pressSequentially('m');
  await expect(page.locator('[role="option"][aria-selected="true"]')).toHaveCount(0);
  await input.fill('evene');
  await expect(option(page, /^Événementiel/)).toBeVisible();
  await input.press('ArrowDown');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/secteurs-activite\/evenementiel$/);
  await expect(dialog).toBeHidden();
});

test('each kind of result leads to its page; a city without one to the jobs around it; the page number is dropped', async ({ page }) => {
  // Five page loads, each with a search: 21 to 26 s in CI, and past the suite's 30 s once on a loaded machine.
  test.setTimeout(60_000);
  const choose = async (text: string, name: RegExp, path = '/villes/lyon') => {
    const { input } = await openSearch(page, path);
    await input.fill(text);
    await option(page, name).first().click();
  };
  await choose('cdi', /^CDI/);
  await expect(page).toHaveURL(/\/offres-emploi\/cdi$/);
  await choose('nantes', /^Nantes/);
  await expect(page).toHaveURL(/\/villes\/nantes$/);
  // Choosing a result navigates: the URL is read again until it has changed.
  const query = () => new URL(page.url()).searchParams;
  await choose('plouguerneau', /^Plouguerneau/);
  await expect.poll(() => query().get('filter[geolocation][name]')).toBe('Plouguerneau');
  await choose('massilia', /^Massilia Extra/);
  await expect(page).toHaveURL(/\/partenaires\/massilia-extra$/);
  await choose('cdd', /^CDD/, '/offres-emploi?page=3');
  await expect.poll(() => query().get('filter[contract_types]')).toBe('cdd');
  expect(new URL(page.url()).pathname).toBe('/offres-emploi');
  expect(query().has('page')).toBe(false);
});

test('last searches: five at most, newest first, no repeat, kept across reloads; corrupt storage is ignored', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/villes/lyon');
  await page.evaluate(() => window.localStorage.setItem('last-search', '{not json'));
  for (const [text, name] of [
    ['nantes', /^Nantes/],
    ['cdi', /^CDI/],
    ['cdd', /^CDD/],
    ['evene', /^Événementiel/],
    ['lille', /^Lille –/],
    ['rennes', /^Rennes/],
    ['lille', /^Lille –/],
  ] as const) {
    const { input } = await openSearch(page, '/villes/lyon');
    await input.fill(text);
    await option(page, name).first().click();
    await page.waitForURL((url) => url.pathname !== '/villes/lyon');
  }
  const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('last-search') ?? '[]') as { label: string }[]);
  expect(stored.map((entry) => entry.label)).toEqual(['Rennes', 'Lille', 'Événementiel', 'CDD', 'CDI']);
  await page.reload();
  const { input } = await openSearch(page, '/villes/lyon');
  await expect(options(page)).toHaveCount(5);
  await input.press('ArrowDown');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/villes\/rennes$/);
  expect((await page.evaluate(() => JSON.parse(window.localStorage.getItem('last-search') ?? '[]') as unknown[])).length).toBe(5);
});

test('a failed group says so while the others work, and the search recovers when the API is back; axe finds nothing', async ({ page }) => {
  const { input } = await openSearch(page);
  await page.route('**/api/rythmo/geo-search**', (route) => route.fulfill({ status: 502, body: 'Bad Gateway' }));
  await input.fill('cdi');
  await expect(page.getByText('Cette recherche a échoué ; réessayez dans un instant.')).toBeVisible();
  await expect(option(page, /^CDI/)).toBeVisible();
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await page.unroute('**/api/rythmo/geo-search**');
  await input.fill('lille');
  await expect(option(page, /^Lille –/)).toBeVisible();
  await expect(page.getByText('Cette recherche a échoué ; réessayez dans un instant.')).toHaveCount(0);
});

/** The page's scripts answered `ms` late. */
const slowScripts = async (page: Page, ms: number): Promise<void> => {
  await page.route(/\.js(\?|$)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
};

test('keys typed in the hero search before the page runs stay, and the search takes them over', async ({ page }) => {
  const hero = page.locator('.hero');
  const field = hero.getByPlaceholder(PLACEHOLDER);
  await slowScripts(page, 1500);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await field.focus();
  await page.keyboard.type('serveur');
  await expect(field).toHaveValue('serveur');
  await expect(hero.getByRole('combobox')).toHaveValue('serveur', { timeout: 15_000 });
  await expect(hero.getByRole('combobox')).toBeFocused();
  await expect(hero.getByRole('option', { name: /^Serveur \/ serveuse/ })).toBeVisible();
});

test('keys typed in the hero search while its code loads are kept, the first one too', async ({ page }) => {
  const hero = page.locator('.hero');
  await gotoHydrated(page, '/');
  await slowScripts(page, 800);
  await hero.getByPlaceholder(PLACEHOLDER).focus();
  await page.keyboard.type('hotesse', { delay: 20 });
  await expect(hero.getByRole('combobox')).toHaveValue('hotesse', { timeout: 15_000 });
  await page.keyboard.type(' salon');
  await expect(hero.getByRole('combobox')).toHaveValue('hotesse salon');
});

test('the home page has the same search in its hero, loaded when first focused', async ({ page }) => {
  // A click before the page has hydrated loads nothing (seen once in CI).
  await gotoHydrated(page, '/');
  const hero = page.locator('.hero');
  await hero.getByPlaceholder(PLACEHOLDER).click();
  const input = hero.getByRole('combobox');
  await expect(input).toBeFocused();
  await input.fill('evene');
  const heroOptions = hero.getByRole('option');
  await expect(heroOptions.first()).toBeVisible();
  // Escape closes the panel without choosing; a new key opens it again, nothing highlighted.
  await input.press('ArrowDown');
  await input.press('Escape');
  await expect(heroOptions).toHaveCount(0);
  await expect(input).toHaveValue('evene');
  // The four answers for the new text, then no spinner: the list holds still while Tab walks it.
  const answered = Promise.all(
    ['/geo-search', '/works', '/contract-types', '/agencies'].map((path) =>
      page.waitForResponse((response) => response.url().includes(path) && decodeURIComponent(response.url()).includes('=even&')),
    ),
  );
  await input.press('Backspace');
  await answered;
  await expect(hero.locator('.search-spinner')).toHaveCount(0);
  await expect(heroOptions.first()).toBeVisible();
  await expect(hero.locator('[role="option"][aria-selected="true"]')).toHaveCount(0);
  // Tab walks the options; past the last it leaves the field, which closes the panel and chooses nothing.
  const count = await heroOptions.count();
  for (let i = 0; i <= count; i += 1) await input.press('Tab');
  await expect(input).not.toBeFocused();
  await expect(heroOptions).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe('/');
  // Back in the field, the panel opens; Escape closes it, and a second Escape empties the field.
  await input.focus();
  await expect(heroOptions.first()).toBeVisible();
  await input.press('Escape');
  await expect(input).toHaveValue('even');
  await input.press('Escape');
  await expect(input).toHaveValue('');
  await input.fill('evene');
  await hero.getByRole('option', { name: /^Événementiel/ }).click();
  await expect(page).toHaveURL(/\/secteurs-activite\/evenementiel$/);
});

test('a search sent when the list’s data cannot come opens the list by a page load, the search kept', async ({ page }) => {
  // The list's data fails (every retry of Gatsby's loader) until the page is loaded whole.
  let failing = true;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.url().includes('/offres-emploi')) failing = false;
  });
  await page.route(/\/page-data\/offres-emploi\/page-data\.json(\?|$)/, (route) => (failing ? route.abort('internetdisconnected') : route.continue()));
  await gotoHydrated(page, '/');
  const hero = page.locator('.hero');
  await hero.getByPlaceholder(PLACEHOLDER).click();
  await hero.getByRole('combobox').fill('serveur');
  await hero.getByRole('button', { name: 'Trouver un job' }).click();
  await expect(page).toHaveURL(/\/offres-emploi\?query=serveur$/);
  expect(failing).toBe(false);
  await expect(page.locator('main input[name="query"]')).toHaveValue('serveur');
});

test('trades are found by the beginning of a word, accents aside, and open their page; the list always ends with the offers for the text', async ({ page }) => {
  const { input } = await openSearch(page);
  await input.fill('hote');
  await expect(option(page, /^Hôte \/ hôtesse d’accueil événementiel/)).toBeVisible();
  await expect(option(page, /^Hôte \/ hôtesse d’accueil en entreprise/)).toBeVisible();
  await expect(options(page).last()).toHaveText('Voir les offres pour « hote »');
  // A text that finds nothing says so, and still offers the jobs list searching it; Enter with nothing
  // highlighted opens it.
  await input.fill('zzqxw');
  await expect(page.getByRole('status')).toHaveText('Aucun résultat');
  await expect(options(page)).toHaveText(['Voir les offres pour « zzqxw »']);
  await input.fill('serv');
  await option(page, /^Serveur \/ serveuse/).click();
  await expect(page).toHaveURL(/\/secteurs-activite\/restauration-et-traiteur\/serveur$/);
  const again = await openSearch(page, '/offres-emploi?filter[contract_types]=cdd&page=2');
  await again.input.fill('barman');
  await again.input.press('Enter');
  // On the jobs list the text becomes its search; the filters stay and the page number goes.
  await expect
    .poll(() => [...new URL(page.url()).searchParams])
    .toEqual([
      ['filter[contract_types]', 'cdd'],
      ['query', 'barman'],
    ]);
});

test('the hero’s button and Enter open the jobs list searching the text, with JavaScript and without; its texts are legible in every state', async ({
  page,
  browser,
}) => {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const axe = async (state: string) => {
    const results = await new AxeBuilder({ page }).include('.hero').analyze();
    expect(results.violations.map((v) => `${state}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  };
  await gotoHydrated(page, '/');
  const hero = page.locator('.hero');
  await hero.getByPlaceholder(PLACEHOLDER).click();
  const input = hero.getByRole('combobox');
  // Pending (the answers held back), then no result, then results: axe in each state.
  const { release } = await holdRequests(page, '**/api/rythmo/geo-search**');
  await input.fill('zzqxw');
  await expect(hero.locator('.search-spinner')).toBeVisible();
  await axe('pending');
  release();
  await expect(hero.getByRole('status')).toHaveText('Aucun résultat');
  await axe('no result');
  await page.unroute('**/api/rythmo/geo-search**');
  await input.fill('serveur');
  await expect(hero.getByRole('option', { name: /^Serveur \/ serveuse/ })).toBeVisible();
  await axe('results');
  await hero.getByRole('button', { name: 'Trouver un job' }).click();
  await expect(page).toHaveURL(/\/offres-emploi\?query=serveur$/);
  await expect(page.locator('main input[name="query"]')).toHaveValue('serveur');

  await gotoHydrated(page, '/');
  await hero.getByPlaceholder(PLACEHOLDER).click();
  await input.fill('barman');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/offres-emploi\?query=barman$/);

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto(new URL('/', page.url()).href);
  await plain.locator('.hero').getByPlaceholder(PLACEHOLDER).fill('serveur');
  await plain.locator('.hero').getByRole('button', { name: 'Trouver un job' }).click();
  await expect(plain).toHaveURL(/\/offres-emploi\?query=serveur$/);
  await expect(plain.getByRole('heading', { level: 1 })).toBeVisible();
  await noScript.close();
});
