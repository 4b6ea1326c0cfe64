import { expect, test, type Locator } from '@playwright/test';
import { cmsList, cmsSingle } from './support/cms';
import { EXTRA_WORKS } from '../fixtures/extra-works';
import { drawnByReact, gotoHydrated, holdRequests, markDocument, stayedInTheApp } from './support/site';
import { installContrast } from './support/contrast';

test('the footer carries the Organization record of the CMS, and its five social links', async ({ page }) => {
  const global = await cmsSingle('global', 'fr');
  for (const path of ['/', '/en/cities/lyon']) {
    await page.goto(path);
    const json = await page.locator('footer script[type="application/ld+json"]').textContent();
    const record = JSON.parse(json ?? '{}') as Record<string, unknown>;
    expect(record).toMatchObject({
      '@type': 'Organization',
      name: global.brandName,
      legalName: global.legalName,
      email: global.email,
      telephone: global.telephone,
      vatID: global.vatID,
      foundingDate: '2025-03-25',
      brand: { '@type': 'Brand', name: global.brandName },
      address: { '@type': 'PostalAddress', addressCountry: 'FR' },
    });
    expect((record.sameAs as string[]).length).toBe(5);
    await expect(page.locator('footer .social-links a')).toHaveCount(5);
  }
});

test.describe('desktop header', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('is in the primary colour on a landing route until 11 px of scroll, then white with a shadow', async ({ page }) => {
    await gotoHydrated(page, '/offres-emploi');
    const header = page.locator('header.site-header');
    await expect(header).toHaveClass(/is-primary/);
    expect(await header.evaluate((el) => getComputedStyle(el).boxShadow)).toBe('none');
    const mainTop = await page.locator('main').evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    const heightBefore = (await header.boundingBox())?.height ?? 0;
    await page.mouse.wheel(0, 11);
    await expect(header).toHaveClass(/is-scrolled/);
    await expect(header).not.toHaveClass(/is-primary/);
    await expect.poll(() => header.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe('none');
    expect(await page.locator('main').evaluate((el) => el.getBoundingClientRect().top + window.scrollY)).toBe(mainTop);
    // It shrinks on desktop once scrolled.
    await expect.poll(async () => (await header.boundingBox())?.height ?? 0).toBeLessThan(heightBefore);
    await page.goto('/villes/lyon');
    await expect(header).not.toHaveClass(/is-primary/);
  });

  test('menus open on hover, click, Enter and ArrowDown (not on focus), close on Escape and outside click, and show at most 6 cities and 7 works', async ({
    page,
  }) => {
    await gotoHydrated(page, '/villes/lyon');
    const jobs = page.locator('[data-menu="cities"]');
    const panel = jobs.locator('.dropdown-panel');
    await expect(panel).toBeHidden();
    await jobs.hover();
    await expect(panel).toBeVisible();
    await expect(panel.locator('li')).toHaveCount(6 + 1);
    await expect(panel.locator('li').last()).toHaveText('Toutes les offres');
    await page.mouse.move(640, 600);
    await expect(panel).toBeHidden();
    // Focus alone opens nothing: Tab goes on to the next menu's button, not into this menu's links.
    await jobs.getByRole('button').focus();
    await expect(panel).toBeHidden();
    await page.keyboard.press('Tab');
    await expect(page.locator('.dropdown-button').nth(1)).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('ArrowDown');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(panel.getByRole('link').nth(1)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(jobs.getByRole('button')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(panel).toBeHidden();
    await jobs.getByRole('button').click();
    await expect(panel).toBeVisible();
    await page.mouse.click(640, 600);
    await expect(panel).toBeHidden();
  });

  test('menus list the 6 cities and 7 works of lowest sort from the CMS, in order, never one without a sort', async ({ page }) => {
    const sorted = async (type: string, label: string, limit: number): Promise<string[]> => {
      const { data } = await cmsList(type, `locale=fr&filters[sort][$notNull]=true&sort=sort:asc&pagination[pageSize]=100`);
      expect(data.length).toBeGreaterThan(limit);
      return data.slice(0, limit).map((entry) => String(entry[label]));
    };
    const expectedCities = await sorted('cities', 'name', 6);
    const expectedWorks = await sorted('works', 'name', 7);
    await page.goto('/villes/lyon');
    const items = (menu: string) => page.locator(`[data-menu="${menu}"] .dropdown-panel li`);
    expect(await items('cities').allTextContents()).toEqual([...expectedCities.map((name) => `Jobs à ${name}`), 'Toutes les offres']);
    const works = await items('works').allTextContents();
    expect(works.slice(0, -1)).toEqual(expectedWorks);
    const unsorted = EXTRA_WORKS.find((work) => work.sort === null);
    expect(works.join('|')).not.toContain(unsorted?.name);
  });
});

test.describe('mobile header', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the sidebar opens one group at a time, locks the scroll, keeps the focus and closes on Escape', async ({ page }) => {
    await gotoHydrated(page, '/villes/lyon');
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    const group = (id: string) => dialog.locator(`[data-group="${id}"] > button`);
    await group('cities').click();
    await expect(group('cities')).toHaveAttribute('aria-expanded', 'true');
    await group('works').click();
    await expect(group('works')).toHaveAttribute('aria-expanded', 'true');
    await expect(group('cities')).toHaveAttribute('aria-expanded', 'false');
    for (let i = 0; i < 30; i += 1) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    await expect(menu).toBeFocused();
  });
});

/**
 * The contrast (WCAG's ratio) of each text of a part shown, with the first background behind it: axe leaves
 * it undecided in the header's dialogs.
 */
const contrastsIn = (part: Locator): Promise<{ text: string; ratio: number }[]> =>
  part.evaluate((root) =>
    [...root.querySelectorAll<HTMLElement>('a, button, li, h2, p')]
      .filter(
        (element) =>
          element.getBoundingClientRect().height > 0 && [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()),
      )
      .map((element) => ({
        text: element.textContent?.trim() ?? '',
        ratio: window.__wcag.contrast(getComputedStyle(element).color, window.__wcag.backgroundBehind(element)),
      })),
  );

test.describe('the header’s dialogs over the primary header', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the phone menu and the search read dark on white, though the header at the top is white on the primary colour', async ({ page }) => {
    await installContrast(page);
    await gotoHydrated(page, '/');
    await expect(page.locator('.site-header')).toHaveClass(/is-primary/);
    await page.getByRole('button', { name: 'Menu', exact: true }).tap();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await menu.locator('[data-group="cities"] > button').tap();
    await expect(menu.getByRole('link', { name: 'Se connecter' })).toBeVisible();
    const inMenu = await contrastsIn(menu);
    expect(inMenu.map(({ text }) => text)).toEqual(expect.arrayContaining(['Se connecter', 'Créer un compte', 'Blog', 'Jobs à Lyon']));
    for (const { text, ratio } of inMenu) expect(ratio, text).toBeGreaterThanOrEqual(4.5);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await page.locator('.site-header').getByRole('button', { name: 'Rechercher' }).tap();
    const search = page.locator('.search-dialog');
    await search.getByRole('combobox').fill('Lyon');
    await expect(search.locator('.search-option').first()).toBeVisible();
    const inSearch = await contrastsIn(search);
    expect(inSearch.some(({ text }) => text.includes('Lyon'))).toBe(true);
    for (const { text, ratio } of inSearch) expect(ratio, text).toBeGreaterThanOrEqual(4.5);
  });
});

test.describe('the header kept as built until needed', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('on a phone, the page starts without hydrating the header, and a first tap on the menu opens it', async ({ page }) => {
    await gotoHydrated(page, '/offres-emploi');
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    expect(await drawnByReact(menu)).toBe(false);
    expect(await drawnByReact(page.locator('main h1'))).toBe(true);
    await menu.tap();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    expect(await drawnByReact(menu)).toBe(true);
  });

  test('a first click on a tab navigates in the site, and a first scroll gives the header its colour', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, '/offres-emploi');
    const header = page.locator('header.site-header');
    expect(await drawnByReact(header)).toBe(false);
    await page.mouse.wheel(0, 11);
    await expect(header).toHaveClass(/is-scrolled/);
    await gotoHydrated(page, '/villes/lyon');
    expect(await drawnByReact(header)).toBe(false);
    await markDocument(page);
    await page.locator('.tabs').getByRole('link', { name: 'Partenaires' }).click();
    await expect(page).toHaveURL(/\/partenaires$/);
    expect(await stayedInTheApp(page)).toBe(true);
  });

  test("on a phone, the header's code is fetched when it is needed, and taps made before it has come open the menu once it has", async ({ page }) => {
    const { asked, release } = await holdRequests(page, /\/site-header-[0-9a-f]+\.js$/);
    await gotoHydrated(page, '/offres-emploi');
    expect(asked).toEqual([]);
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    await menu.tap();
    await expect.poll(() => asked.length).toBe(1);
    // Heard: the button says it is busy; a second tap, impatient, is the same tap (not a toggle back).
    await expect(menu).toHaveAttribute('aria-busy', 'true');
    await menu.tap();
    expect(await drawnByReact(menu)).toBe(false);
    release();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    expect(await drawnByReact(menu)).toBe(true);
    await expect(menu).not.toHaveAttribute('aria-busy');
  });

  test("without the header's code (a network error), a first click on a tab still leads to its page", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.route(/\/site-header-[0-9a-f]+\.js$/, (route) => route.abort());
    await gotoHydrated(page, '/offres-emploi');
    await page.locator('.tabs').getByRole('link', { name: 'Partenaires' }).click();
    await expect(page).toHaveURL(/\/partenaires$/);
    await expect(page.locator('h1')).toBeVisible();
  });

  test("a navigation in the site before the header has woken waits for its code: the next page's header is never missing", async ({ page }) => {
    // Tall enough for the first offer to be in view: a scroll would wake the header.
    await page.setViewportSize({ width: 1280, height: 1600 });
    await gotoHydrated(page, '/offres-emploi');
    const header = page.locator('header.site-header');
    expect(await drawnByReact(header)).toBe(false);
    await page.evaluate(() => {
      const missing = { seen: false };
      Object.assign(window, { headerMissing: missing });
      new MutationObserver(() => {
        if (document.querySelector('header.site-header') === null) missing.seen = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    await markDocument(page);
    await page.locator('main .offer-card h3 a').first().click();
    await expect(page).toHaveURL(/\/offres-emploi\/[^/?]+$/);
    await expect.poll(() => drawnByReact(header)).toBe(true);
    expect(await stayedInTheApp(page)).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { headerMissing: { seen: boolean } }).headerMissing.seen)).toBe(false);
  });
});

test.describe('motion on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  /** How far the panel still is from its place: the percentage of its translation, 0 at rest (no transform). */
  const offset = (panel: Locator): Promise<number> =>
    panel.evaluate((element) => {
      const transform = (element as HTMLElement).style.transform;
      if (transform === 'none') return 0;
      const match = /translate[XY]\((-?[\d.]+)%\)/.exec(transform);
      if (match === null) throw new Error(`unexpected transform "${transform}"`);
      return Number(match[1]);
    });

  test('the menu and the filter sheet slide in and out with a spring, frame by frame; with reduced motion they are there and gone at once; react-spring is in no first load', async ({
    page,
  }) => {
    // The scripts of the first load, read before anything is opened: react-spring's code (its global
    // skipAnimation setting) is in none of them, and comes with the menu's chunk.
    const firstLoad: Promise<string>[] = [];
    let counting = true;
    page.on('response', (response) => {
      if (counting && response.request().resourceType() === 'script') firstLoad.push(response.text());
    });
    await page.clock.install();
    await gotoHydrated(page, '/villes/lyon');
    await page.waitForLoadState('networkidle');
    counting = false;
    const spring = page.waitForResponse(
      async (response) => response.request().resourceType() === 'script' && (await response.text()).includes('skipAnimation'),
    );
    const menu = page.getByRole('button', { name: 'Menu' });
    const sidebar = page.getByRole('dialog', { name: 'Menu' });
    const filters = page.getByRole('button', { name: /^Filtres/ });
    const sheet = page.getByRole('dialog', { name: 'Filtrer les offres' });
    const moving = page.locator('[data-motion="moving"]');

    // Time flowing: each chunk loads on its first opening; closed, the focus is back on its button.
    await menu.click();
    await expect(sidebar).toBeVisible();
    await spring;
    expect((await Promise.all(firstLoad)).filter((code) => code.includes('skipAnimation'))).toEqual([]);
    await expect(moving).toHaveCount(0);
    expect(await offset(sidebar)).toBe(0);
    await page.keyboard.press('Escape');
    await expect(sidebar).toHaveCount(0);
    await expect(menu).toBeFocused();
    await filters.click();
    await expect(sheet).toBeVisible();
    await expect(moving).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);

    // Time under the test's hand, frame by frame: the menu comes in from the side it sits on, and its close
    // button plays the way out before the menu leaves the page.
    await page.clock.pauseAt(Date.now() + 60_000);
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(sidebar).toBeVisible();
    expect(await offset(sidebar)).toBe(100);
    await page.clock.runFor(50);
    const coming = await offset(sidebar);
    expect(coming).toBeGreaterThan(0);
    expect(coming).toBeLessThan(100);
    await expect(moving).toHaveCount(1);
    await page.clock.runFor(1000);
    expect(await offset(sidebar)).toBe(0);
    await expect(moving).toHaveCount(0);
    await sidebar.getByRole('button', { name: 'Fermer le menu' }).press('Enter');
    await page.clock.runFor(50);
    await expect(sidebar).toBeVisible();
    const going = await offset(sidebar);
    expect(going).toBeGreaterThan(0);
    expect(going).toBeLessThan(100);
    await page.clock.runFor(1000);
    await expect(sidebar).toHaveCount(0);
    await expect(menu).toBeFocused();
    // On a phone, the filter sheet rises from the bottom of the screen it fills.
    await filters.focus();
    await page.keyboard.press('Enter');
    await expect(sheet).toBeVisible();
    await page.clock.runFor(50);
    const rising = await offset(sheet);
    expect(rising).toBeGreaterThan(0);
    expect(rising).toBeLessThan(100);
    expect(await sheet.evaluate((element) => (element as HTMLElement).style.transform)).toContain('translateY');
    await page.clock.runFor(1000);
    expect(await offset(sheet)).toBe(0);
    await page.keyboard.press('Escape');
    await page.clock.runFor(1000);
    await expect(sheet).toHaveCount(0);

    // Less motion asked for: one frame, and the menu is in its place; closed, it is gone at once.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(sidebar).toBeVisible();
    await page.clock.runFor(20);
    expect(await offset(sidebar)).toBe(0);
    await expect(moving).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(sidebar).toHaveCount(0);
    await expect(menu).toBeFocused();
  });
});

test('the search dialog focuses its input, locks the scroll, and clears the query when closed', async ({ page }) => {
  await gotoHydrated(page, '/villes/lyon');
  const open = page.getByRole('button', { name: 'Rechercher' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Rechercher une offre' });
  const input = dialog.getByPlaceholder('Chercher par job, ville, etc');
  await expect(input).toBeFocused();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
  await input.fill('serveur');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  await open.click();
  await expect(input).toHaveValue('');
  await page.mouse.click(5, 700);
  await expect(dialog).toBeHidden();
  // The field took the focus as it mounted, before the dialog's effects ran, and the press on the backdrop
  // would move it to the page under it: the focus goes back to the button all the same.
  await expect(open).toBeFocused();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
});

test('the scroll-to-top button shows on pages taller than 2000 px only, once scrolled a screen down, with its tooltip below it', async ({ page }) => {
  await gotoHydrated(page, '/villes/lyon');
  expect(await page.evaluate(() => document.body.scrollHeight)).toBeGreaterThan(2000);
  const button = page.getByRole('button', { name: 'Revenir en haut de la page' });
  // At the top it would only cover the first screen.
  await expect(button).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect(button).toBeVisible();
  await button.hover();
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toHaveText('Revenir en haut de la page');
  const [b, t] = await Promise.all([button.boundingBox(), tooltip.boundingBox()]);
  expect(Math.round((t?.y ?? 0) - ((b?.y ?? 0) + (b?.height ?? 0)))).toBe(6);
  await page.mouse.move(5, 300);
  await expect(tooltip).toHaveCount(0);
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toHaveCount(0);
  // At the end of the page it covers no text: the footer keeps room below its last line.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(button).toBeVisible();
  const box = await button.boundingBox();
  const covered = await page.evaluate(
    ({ x, y, width, height }) =>
      [...document.querySelectorAll('footer a, footer p, footer button:not(.btn-circular)')].some((element) => {
        const r = element.getBoundingClientRect();
        return r.left < x + width && r.right > x && r.top < y + height && r.bottom > y;
      }),
    box ?? { x: 0, y: 0, width: 0, height: 0 },
  );
  expect(covered).toBe(false);
  await gotoHydrated(page, '/contrats');
  expect(await page.evaluate(() => document.body.scrollHeight)).toBeLessThanOrEqual(2000);
  await expect(page.getByRole('button', { name: 'Revenir en haut de la page' })).toHaveCount(0);
});

test('the active tab is underlined as built, then by the sliding indicator once the header wakes, and again after a resize', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, '/partenaires');
  const indicator = page.locator('.tab-indicator');
  const tab = page.locator('.tabs a[aria-current="page"]');
  await expect(tab).toHaveText('Partenaires');
  // The header not hydrated yet (src/layouts/header/wake.ts), the active tab has its own underline.
  await expect(indicator).toHaveCount(0);
  expect(await tab.evaluate((element) => getComputedStyle(element).borderBottomColor)).not.toBe('rgba(0, 0, 0, 0)');
  await page.locator('header.site-header').hover();
  const aligned = async (): Promise<boolean> => {
    const [i, t] = await Promise.all([indicator.boundingBox(), tab.boundingBox()]);
    return i !== null && t !== null && Math.abs(i.x - t.x) < 1 && Math.abs(i.width - t.width) < 1;
  };
  await expect.poll(aligned).toBe(true);
  await page.setViewportSize({ width: 1100, height: 800 });
  await expect.poll(aligned).toBe(true);
});

test('a keyboard-only visitor reaches every control of the header in order, the menus closed on the way', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, '/villes/lyon');
  const reached: string[] = [];
  for (let i = 0; i < 17; i += 1) {
    await page.keyboard.press('Tab');
    reached.push(
      await page.evaluate(() => {
        const active = document.activeElement as HTMLElement | null;
        return active?.closest('header') ? active.innerText.trim() : '<outside>';
      }),
    );
    if (reached[reached.length - 1] === 'Offres d’emploi') await expect(page.locator('[data-menu="cities"] .dropdown-panel')).toBeHidden();
  }
  expect(reached.slice(0, 9)).toEqual([
    'Aller au contenu',
    'Candidats',
    'Partenaires',
    'Recruteur',
    // The page an editor put in the header (in_header), on the strip before the language.
    'Jobs d’été 2027 à Lyon',
    'English',
    'Rythmo',
    'Offres d’emploi',
    'Secteurs d’activité',
  ]);
  // The search, then the account's links, within 17 Tabs: each menu is one stop.
  expect(reached).toContain('Rechercher');
  expect(reached).toContain('Se connecter');
  expect(reached).toContain('Créer un compte');
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  test(`screenshots of home, a city page and an offer page at ${viewport.width} px for review`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const offer = await page.request
      .get('/offres-emploi')
      .then((r) => r.text())
      .then((html) => /href="(\/offres-emploi\/\d+-[^"]+)"/.exec(html)?.[1]);
    expect(offer).toBeDefined();
    for (const [name, path] of [
      ['home', '/'],
      ['city', '/villes/lyon'],
      ['offer', offer as string],
    ]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await page.waitForLoadState('networkidle');
      const file = `tests/artifacts/screenshots/${name}-${viewport.width}.png`;
      const image = await page.screenshot({ path: file, fullPage: false });
      expect(image.byteLength).toBeGreaterThan(10_000);
    }
  });
}
