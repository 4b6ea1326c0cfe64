import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { editorLogin } from './support/cms';
import { asVisitor, drawnByReact, gotoHydrated, holdRequests, markDocument, settled, siteUrl, stayedInTheApp } from './support/site';
import { unique } from './support/candidates';
import { waitForMail } from './support/mail';
import { rawRequest } from './support/http';
import { AdminApiError } from '../../scripts/lib/cms-admin.mjs';

// The pages editors compose of sections in the CMS: the seeded campaign pages at their address,
// in both languages, with one h1, their sections in order, their FAQ for crawlers and in the sitemap; a slug
// that another address of the site begins with refused when the editor saves.

const SUMMER = { fr: '/jobs-ete-lyon', en: '/en/summer-jobs-lyon' };

const axeClean = async (page: Page): Promise<void> => {
  await settled(page);
  const result = await new AxeBuilder({ page }).analyze();
  expect(result.violations.map((violation) => `${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
};

test('a campaign page: its hero is the one h1, its sections follow in the editor’s order, its FAQ is structured data', async ({ page }) => {
  const answer = await page.goto(siteUrl(SUMMER.fr));
  expect(answer?.status()).toBe(200);
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('h1')).toHaveText('Jobs d’été 2027 à Lyon');
  const main = page.getByRole('main');
  await expect(main.locator('h2')).toHaveText([
    'Les offres à Lyon en ce moment',
    'Recevez les nouvelles offres à Lyon par email',
    'L’été lyonnais en chiffres',
    'Décrocher un job d’été en trois étapes',
    'Où travailler cet été',
    'Ils ont travaillé l’été dernier',
    'Vos questions sur les jobs d’été',
    'Autour de Lyon',
    'Nos conseils pour l’été',
    'Vous recrutez pour l’été ?',
  ]);
  // Buttons lead to the site's sections and to another page by reference, in the page's language.
  await expect(main.getByRole('link', { name: 'Voir les offres', exact: true })).toHaveAttribute('href', '/offres-emploi');
  await expect(main.getByRole('link', { name: 'Créer mon compte' })).toHaveAttribute('href', '/compte/inscription');
  await expect(main.getByRole('link', { name: 'Recruter avec Rythmo' })).toHaveAttribute('href', '/recruter-avec-rythmo');
  await expect(main.getByRole('region', { name: 'Décrocher un job d’été en trois étapes' }).getByRole('listitem')).toHaveCount(3);
  // The rich text's Markdown, as HTML.
  await expect(main.getByRole('region', { name: 'Où travailler cet été' }).locator('strong').first()).toHaveText('festivals');
  await main.getByText('À partir de quel âge peut-on travailler l’été ?').click();
  await expect(main.getByText(/Dès 16 ans/)).toBeVisible();
  const structured = await page.locator('script[type="application/ld+json"]').allTextContents();
  const faq = structured.map((text) => JSON.parse(text) as { '@type'?: string; mainEntity?: { name: string }[] }).find((data) => data['@type'] === 'FAQPage');
  expect(faq?.mainEntity?.map((question) => question.name)).toEqual([
    'À partir de quel âge peut-on travailler l’été ?',
    'Un job d’été est-il compatible avec une bourse ?',
  ]);
  await expect(page).toHaveTitle(/^Jobs d’été 2027 à Lyon/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Festivals, terrasses, salons/);
  await axeClean(page);
});

type LiveAnswer = { data: { slug: string }[]; meta: { total: number } };

/**
 * An offer-list section, as built: its cards, and its link to the jobs list searched the same way. The live
 * search, asked that search, gives the same first offers in the same order, and as many as the link says.
 */
async function checkOfferList(page: Page, name: string, expected: { count: number; search: string; locale: 'fr' | 'en'; jobs: string }): Promise<void> {
  const section = page.getByRole('main').getByRole('region', { name });
  const cards = section.locator('li.offer-card');
  await expect(cards).toHaveCount(expected.count);
  const all = section.getByRole('link', { name: expected.locale === 'fr' ? /^Voir les .+ offres$/ : /^See the .+ offers$/ });
  const href = (await all.getAttribute('href')) ?? '';
  expect(href).toBe(`${expected.jobs}${expected.search}`);
  const answer = (await (await page.request.get(siteUrl(`/api/rythmo/job-offers${expected.search}&locale=${expected.locale}`))).json()) as LiveAnswer;
  expect(answer.meta.total).toBeGreaterThan(expected.count);
  expect(Number((await all.textContent())?.replace(/\D/g, ''))).toBe(answer.meta.total);
  const shown = await cards.evaluateAll((items) => items.map((item) => item.querySelector('h3 a')?.getAttribute('href') ?? ''));
  expect(shown.map((link) => link.split('/').pop())).toEqual(answer.data.slice(0, expected.count).map((offer) => offer.slug));
}

test('an offer-list section shows, built in the page, the offers the live search gives for its criteria, and links to all of them', async ({ page }) => {
  await page.goto(siteUrl(SUMMER.fr));
  await checkOfferList(page, 'Les offres à Lyon en ce moment', {
    count: 6,
    search: '?filter[city]=lyon&sort=-publication_date',
    locale: 'fr',
    jobs: '/offres-emploi',
  });
  await page.goto(siteUrl('/en/tourism-fair-hosts'));
  // Its SEO fields: the title and description search engines show, not the page's own.
  await expect(page).toHaveTitle(/^Tourism fair host jobs in Paris/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Host assignments at the International Tourism Fair/);
  await expect(page.locator('h1')).toHaveText('Hosts for the International Tourism Fair');
  await checkOfferList(page, 'The fair’s assignments', {
    count: 6,
    search: '?filter[event]=salon-international-du-tourisme&sort=start_date',
    locale: 'en',
    jobs: '/en/jobs',
  });
  await axeClean(page);
  // The link opens the jobs list on that search: its count is the section's.
  await gotoHydrated(page, siteUrl(SUMMER.fr));
  const link = page
    .getByRole('main')
    .getByRole('region', { name: 'Les offres à Lyon en ce moment' })
    .getByRole('link', { name: /^Voir les/ });
  const count = (await link.textContent())?.replace(/\D/g, '') ?? '';
  // The key figure counted live says as many (the same search, counted when the page was built).
  const figure = page.getByRole('main').getByRole('region', { name: 'L’été lyonnais en chiffres' }).locator('li', { hasText: 'offres à Lyon en ce moment' });
  await expect(figure.locator('strong')).toHaveText(new Intl.NumberFormat('fr').format(Number(count)));
  await link.click();
  await expect(page).toHaveURL(siteUrl('/offres-emploi?filter[city]=lyon&sort=-publication_date'));
  await expect.poll(async () => (await page.locator('.jobs-count').textContent())?.replace(/\D/g, '')).toBe(count);
});

test('an offer-list section follows the live API once it is in view: an offer withdrawn since the build leaves it, and its count', async ({ page }) => {
  // The live API's real answer for the section's search, less its first offer: as if that offer had been
  // withdrawn after the page was built.
  let asked = 0;
  let answered: LiveAnswer | null = null;
  await page.route(
    (url) => url.pathname === '/api/rythmo/job-offers' && url.searchParams.get('filter[city]') === 'lyon',
    async (route) => {
      asked += 1;
      const real = (await (await route.fetch()).json()) as LiveAnswer;
      answered = { ...real, data: real.data.slice(1), meta: { ...real.meta, total: real.meta.total - 1 } };
      await route.fulfill({ json: answered });
    },
  );
  await gotoHydrated(page, siteUrl(SUMMER.fr));
  const section = page.getByRole('main').getByRole('region', { name: 'Les offres à Lyon en ce moment' });
  await section.scrollIntoViewIfNeeded();
  await expect.poll(() => answered !== null).toBe(true);
  const withdrawn = answered as unknown as LiveAnswer;
  const cards = section.locator('li.offer-card h3 a');
  await expect
    .poll(async () => (await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')?.split('/').pop()))).join(' '))
    .toBe(
      withdrawn.data
        .slice(0, 6)
        .map((offer) => offer.slug)
        .join(' '),
    );
  await expect(section.getByRole('link', { name: /^Voir les/ })).toHaveText(`Voir les ${new Intl.NumberFormat('fr').format(withdrawn.meta.total)} offres`);
  expect(asked).toBe(1);
});

test('an offer-list section below the first screen checks the live API as it comes near, and runs its code only when it lists others or a visitor comes to it', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const scripts: string[] = [];
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
    if (new URL(request.url()).pathname === '/api/rythmo/job-offers') asked.push(request.url());
  });
  // Whether a script the page asked for holds the section's code (a message only it shows).
  const sectionCodeFetched = async (): Promise<boolean> => {
    const bodies = await Promise.all(scripts.map(async (url) => (await page.request.get(url)).text()));
    return bodies.some((body) => body.includes('section_offers_all'));
  };
  await gotoHydrated(page, siteUrl('/'));
  await page.waitForLoadState('networkidle');
  const section = page.getByRole('main').getByRole('region', { name: 'Dernières offres' });
  expect(await section.evaluate((element) => element.getBoundingClientRect().top > window.innerHeight)).toBe(true);
  expect(asked).toEqual([]);
  expect(await sectionCodeFetched()).toBe(false);
  expect(await drawnByReact(section)).toBe(false);
  const first = section.locator('li.offer-card h3 a').first();
  await expect(first).toHaveAttribute('href', /^\/offres-emploi\/\d+-/);
  // Near the screen, it asks the live API, which lists the build's offers: it stays as built, without its code.
  await section.evaluate((element) => element.scrollIntoView({ block: 'end', behavior: 'instant' }));
  await expect.poll(() => asked.length).toBe(1);
  await page.waitForLoadState('networkidle');
  expect(await sectionCodeFetched()).toBe(false);
  expect(await drawnByReact(section)).toBe(false);
  // The focus on one of its links wakes it: hydrated, its card links lead in the site.
  await first.focus();
  await expect.poll(() => drawnByReact(section)).toBe(true);
  expect(await sectionCodeFetched()).toBe(true);
  await markDocument(page);
  await first.click();
  await expect(page).toHaveURL(/\/offres-emploi\/\d+-/);
  expect(await stayedInTheApp(page)).toBe(true);
  await context.close();
});

test('sections that show the site’s entries: cities and agencies chosen by reference, the blog’s latest articles, an image beside a text', async ({ page }) => {
  await page.goto(siteUrl(SUMMER.fr));
  const main = page.getByRole('main');
  const cities = main.getByRole('region', { name: 'Autour de Lyon' }).getByRole('link');
  await expect(cities).toHaveText(['Jobs à Lyon', 'Jobs à Villeurbanne', 'Jobs à Saint-Étienne', 'Jobs à Grenoble']);
  expect(await cities.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
    '/villes/lyon',
    '/villes/villeurbanne',
    '/villes/saint-etienne',
    '/villes/grenoble',
  ]);
  // The latest articles are the blog's first three, in its order.
  const articles = main.getByRole('region', { name: 'Nos conseils pour l’été' });
  const latest = await articles.locator('h3 a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(latest).toHaveLength(3);
  await expect(articles.getByRole('link', { name: 'Tous les articles' })).toHaveAttribute('href', '/blog');
  await page.goto(siteUrl('/blog'));
  expect(
    await page
      .getByRole('main')
      .locator('h2 a')
      .evaluateAll((links) => links.slice(0, 3).map((link) => link.getAttribute('href'))),
  ).toEqual(latest);

  await page.goto(siteUrl('/en/hire-with-rythmo'));
  const agencies = page.getByRole('main').getByRole('region', { name: 'Already hiring with Rythmo' });
  await expect(agencies.locator('h3')).toHaveText(['Accueil Prestige Paris', 'Rhône Événements Staffing', 'Massilia Extra']);
  await expect(agencies.getByRole('link', { name: 'Massilia Extra' })).toHaveAttribute('href', '/en/agencies/massilia-extra');
  await expect(agencies.locator('.meta')).toHaveText(['Paris', 'Lyon', 'Marseille']);
  const imageText = page.getByRole('main').getByRole('region', { name: 'Candidates who come at the right time' });
  await expect(imageText.locator('strong')).toHaveText('which days and at what times');
  await expect(imageText.locator('img')).toHaveAttribute('alt', /\S/);
  await axeClean(page);
});

test('its English version at its own slug, each linked to the other; both in the sitemap', async ({ page, request }) => {
  await page.goto(siteUrl(SUMMER.en));
  await expect(page.locator('h1')).toHaveText('Summer jobs 2027 in Lyon');
  await expect(page.getByRole('main').getByRole('link', { name: 'See the offers', exact: true })).toHaveAttribute('href', '/en/jobs');
  await expect(page.getByRole('main').getByRole('link', { name: 'Hire with Rythmo' })).toHaveAttribute('href', '/en/hire-with-rythmo');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute('href', new RegExp(`${SUMMER.fr}$`));
  await page.goto(siteUrl(SUMMER.fr));
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', new RegExp(`${SUMMER.en}$`));
  const index = await (await request.get(siteUrl('/sitemap-index.xml'))).text();
  const parts = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  const sitemap = (await Promise.all(parts.map(async (part) => (await request.get(siteUrl(part))).text()))).join('\n');
  for (const path of Object.values(SUMMER)) expect(sitemap).toMatch(new RegExp(`<loc>[^<]*${path}</loc>`));
});

test('on a phone, the page reads in one column, its text within the screen', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'fr-FR' });
  const page = await context.newPage();
  await page.goto(siteUrl('/recruter-avec-rythmo'));
  await expect(page.locator('h1')).toHaveText('Recruter avec Rythmo');
  await settled(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await context.close();
});

test('the pages editors put in the menus: on the header’s strip and in the phone menu, in the footer, in the visitor’s language', async ({ page, browser }) => {
  await gotoHydrated(page, siteUrl('/villes/lyon'));
  await page.getByRole('navigation', { name: 'À la une' }).getByRole('link', { name: 'Jobs d’été 2027 à Lyon' }).click();
  await expect(page).toHaveURL(siteUrl(SUMMER.fr));
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Recruter avec Rythmo' })).toHaveAttribute('href', '/recruter-avec-rythmo');
  await expect(footer.getByRole('link', { name: 'Hôtes et hôtesses pour le Salon international du tourisme' })).toHaveAttribute(
    'href',
    '/hotes-salon-du-tourisme',
  );
  // The header's page too: without JavaScript, a phone's menu leads to the footer.
  await expect(footer.getByRole('link', { name: 'Jobs d’été 2027 à Lyon' })).toHaveAttribute('href', SUMMER.fr);
  await page.goto(siteUrl('/en/cities/lyon'));
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Hire with Rythmo' })).toHaveAttribute('href', '/en/hire-with-rythmo');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Recruter avec Rythmo' })).toHaveCount(0);

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'fr-FR' });
  const mobile = await phone.newPage();
  await gotoHydrated(mobile, siteUrl('/'));
  await mobile.getByRole('button', { name: 'Menu' }).click();
  await mobile.getByRole('dialog').getByRole('link', { name: 'Jobs d’été 2027 à Lyon' }).click();
  await expect(mobile).toHaveURL(siteUrl(SUMMER.fr));
  await phone.close();
});

test('a topic page’s sections: above and below its offers, which stay its core; on the list’s first page only', async ({ page }) => {
  // Below Lyon's offers: a call to action and a FAQ (its questions as structured data).
  await page.goto(siteUrl('/villes/lyon'));
  const main = page.getByRole('main');
  const headings = await main.getByRole('heading', { level: 2 }).allTextContents();
  const list = headings.findIndex((text) => /offres/i.test(text));
  expect(list).toBeGreaterThanOrEqual(0);
  expect(headings.indexOf('Cet été, travaillez à Lyon')).toBeGreaterThan(list);
  expect(headings.indexOf('Travailler à Lyon')).toBeGreaterThan(headings.indexOf('Cet été, travaillez à Lyon'));
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(main.getByRole('link', { name: 'Les jobs d’été à Lyon' })).toHaveAttribute('href', SUMMER.fr);
  const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).join('\n');
  expect(ld).toContain('Où se trouvent les missions à Lyon ?');
  await axeClean(page);
  const second = await (await fetch(siteUrl('/villes/lyon?page=2'))).text();
  expect(second).not.toContain('Cet été, travaillez à Lyon');
  expect(second).not.toContain('Où se trouvent les missions à Lyon ?');
  await page.goto(siteUrl('/en/cities/lyon'));
  await expect(page.getByRole('main').getByRole('heading', { name: 'Working in Lyon' })).toBeVisible();
  // Above Marseille's: a text, between the page's own and the offers.
  await page.goto(siteUrl('/villes/marseille'));
  const above = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
  expect(above.indexOf('Marseille, toute l’année')).toBeGreaterThanOrEqual(0);
  expect(above.indexOf('Marseille, toute l’année')).toBeLessThan(above.findIndex((text) => /offres/i.test(text) && !text.includes('Marseille, toute')));
  await expect(page.getByRole('main').locator('strong', { hasText: 'au week-end' })).toBeVisible();
  // Its key figures, one counted live when the page was built: as many as the live search finds.
  const live = (await (await fetch(siteUrl('/api/rythmo/job-offers?filter[agency]=massilia-extra&locale=fr'))).json()) as LiveAnswer;
  expect(live.meta.total).toBeGreaterThan(0);
  const figure = page
    .getByRole('main')
    .getByRole('region', { name: 'Marseille en chiffres' })
    .locator('li', { hasText: 'missions chez Massilia Extra en ce moment' });
  await expect(figure.locator('strong')).toHaveText(new Intl.NumberFormat('fr').format(live.meta.total));
});

test('an alert sign-up section: its code comes when a visitor comes to it, a click made before opens the jobs list’s dialog on the editor’s search, confirmed by the email’s link; without JavaScript, a link to those offers', async ({
  page,
  context,
  browser,
}) => {
  await asVisitor(context);
  const email = `ete-lyon-${unique()}@exemple.fr`;
  const { asked, release } = await holdRequests(page, /\/alert-signup-[0-9a-f]+\.js$/);
  await gotoHydrated(page, siteUrl(SUMMER.fr));
  expect(asked).toEqual([]);
  const section = page.getByRole('region', { name: 'Recevez les nouvelles offres à Lyon par email' });
  const dialog = page.getByRole('dialog', { name: 'Créer une alerte' });
  const button = section.getByRole('button', { name: 'Créer une alerte' });
  // Kept as built until its code has come (src/sections/moving.tsx): the click is heard, and done once it has.
  await button.click();
  await expect.poll(() => asked.length).toBe(1);
  await expect(button).toHaveAttribute('aria-busy', 'true');
  expect(await drawnByReact(button)).toBe(false);
  release();
  await expect(dialog).toBeVisible();
  await expect(button).not.toHaveAttribute('aria-busy');
  await dialog.getByLabel('Votre email').fill(email);
  await dialog.getByRole('button', { name: 'Créer l’alerte' }).click();
  await expect(dialog.getByRole('status')).toContainText(`confirmez l’alerte avec le lien envoyé à ${email}`);
  const mail = await waitForMail(email, 1);
  expect(mail.text).toContain('Lyon');

  const plain = await browser.newContext({ javaScriptEnabled: false, locale: 'fr-FR' });
  const noScript = await plain.newPage();
  await noScript.goto(siteUrl(SUMMER.fr));
  const link = noScript.getByRole('region', { name: 'Recevez les nouvelles offres à Lyon par email' }).getByRole('link', { name: 'Voir toutes les offres' });
  await expect(link).toHaveAttribute('href', '/offres-emploi?filter[city]=lyon&sort=-publication_date');
  await plain.close();
});

test('a contact form section: the companies’ form in the page, with its fields and the page’s own heading', async ({ page }) => {
  await gotoHydrated(page, siteUrl('/recruter-avec-rythmo'));
  const section = page.getByRole('region', { name: 'Écrivez-nous' });
  await expect(section.getByLabel('Prénom')).toBeVisible();
  await expect(section.getByLabel(/^Email/)).toBeVisible();
  await expect(page.locator('h1')).toHaveCount(1);
});

test('a video section loads nothing from its host until the visitor asks to play it, then YouTube’s player without cookies', async ({ page }) => {
  const hosts: string[] = [];
  await page.route(/youtube|ytimg|vimeo/, async (route) => {
    hosts.push(new URL(route.request().url()).hostname);
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<p>lecteur</p>' });
  });
  await gotoHydrated(page, siteUrl('/hotes-salon-du-tourisme'));
  const section = page.getByRole('region', { name: 'Une journée d’hôtesse en vidéo' });
  await expect(section.getByText('La vidéo vient de YouTube')).toBeVisible();
  await expect(section.locator('figcaption')).toHaveText('Du briefing du matin à la fermeture : une hôtesse raconte sa journée sur un salon.');
  await section.getByText('Transcription de la vidéo').click();
  await expect(section.getByText('Le matin, le chef d’équipe nous donne le plan du salon.')).toBeVisible();
  await settled(page);
  expect(hosts).toEqual([]);
  await section.getByRole('button', { name: 'Lire la vidéo (YouTube)' }).click();
  const player = section.locator('iframe');
  await expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1');
  await expect(player).toHaveAttribute('title', 'Du briefing du matin à la fermeture : une hôtesse raconte sa journée sur un salon.');
  await expect.poll(() => hosts).toEqual(['www.youtube-nocookie.com']);
  // The pages' policy lets them frame that player, and no other of YouTube's addresses.
  const csp = String((await rawRequest(siteUrl('/hotes-salon-du-tourisme'))).headers['content-security-policy']);
  expect(csp).toMatch(/frame-src [^;]*https:\/\/www\.youtube-nocookie\.com\/embed\//);
  expect(csp).not.toMatch(/frame-src [^;]*https:\/\/www\.youtube\.com/);
});

test('sections that do not move run no code: kept as built, their button to a page by reference leads in the site, where the next page’s are drawn by their code', async ({
  page,
}) => {
  const library: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    if (/\/section-library-[0-9a-f]+\.js$/.test(request.url())) library.push(request.url());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await gotoHydrated(page, siteUrl(SUMMER.fr));
  await page.waitForLoadState('networkidle');
  // The offer list, the alert sign-up move: their own code loaded (the page's body too); the other sections' did not.
  expect(library).toEqual([]);
  expect(errors).toEqual([]);
  await markDocument(page);
  await page.getByRole('main').getByRole('link', { name: 'Recruter avec Rythmo' }).click();
  await expect(page).toHaveURL(siteUrl('/recruter-avec-rythmo'));
  await expect(page.locator('h1')).toHaveText('Recruter avec Rythmo');
  await expect(page.getByRole('main').getByRole('link', { name: 'Nous contacter' })).toHaveAttribute('href', '/entreprise/contact');
  // A navigation in the site (no page load), whose sections the library's code drew.
  expect(await stayedInTheApp(page)).toBe(true);
  expect(library).toHaveLength(1);
});

test('a page whose sections do not move runs none of their code: its body kept as built, its links leading in the site', async ({ page }) => {
  const loaded: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    const chunk = /\/(page-body|section-library)-[0-9a-f]+\.js$/.exec(request.url());
    if (chunk !== null) loaded.push(chunk[1]);
  });
  // A part of the page updated while it waits for its code would be drawn anew, React saying so (error #421).
  page.on('pageerror', (error) => errors.push(error.message));
  await gotoHydrated(page, siteUrl('/recruter-avec-rythmo/recruter-un-extra'));
  await expect(page.locator('h1')).toHaveText('Recruter un extra');
  const main = page.getByRole('main');
  await expect(main.locator('h2')).toHaveText([
    'Ce qu’est un extra',
    'Trois étapes avant le premier jour',
    'Questions sur les extras',
    'Un extra pour ce week-end ?',
  ]);
  await expect(page.getByRole('navigation', { name: /fil d’ariane/i }).getByRole('link')).toHaveText(['Accueil', 'Recruter avec Rythmo']);
  await page.waitForLoadState('networkidle');
  expect(loaded).toEqual([]);
  expect(errors).toEqual([]);
  // Its questions still open (a <details>, the browser's), and its FAQ is structured data.
  await main.getByText('Peut-on recruter un étudiant ?').click();
  await expect(main.getByText(/beaucoup de candidats/)).toBeVisible();
  await axeClean(page);
  // The kept breadcrumbs lead in the site, to a page whose sections move: its body's code loads then.
  await markDocument(page);
  await page
    .getByRole('navigation', { name: /fil d’ariane/i })
    .getByRole('link', { name: 'Recruter avec Rythmo' })
    .click();
  await expect(page).toHaveURL(siteUrl('/recruter-avec-rythmo'));
  await expect(page.locator('h1')).toHaveText('Recruter avec Rythmo');
  await expect(main.getByRole('link', { name: 'Nous contacter' })).toHaveAttribute('href', '/entreprise/contact');
  expect(await stayedInTheApp(page)).toBe(true);
  expect([...new Set(loaded)].sort()).toEqual(['page-body', 'section-library']);
  expect(errors).toEqual([]);
  // In English, under its parent's English address.
  await page.goto(siteUrl('/en/hire-with-rythmo/hiring-an-extra'));
  await expect(page.locator('h1')).toHaveText('Hiring an extra');
  await expect(page.getByRole('main').getByRole('link', { name: 'Hire with Rythmo' }).last()).toHaveAttribute('href', '/en/hire-with-rythmo');
});

test('an editor’s page may not take an address of the site: refused at save, in French, naming it', async () => {
  const editor = await editorLogin();
  const error = await editor.create('api::page.page', { title: 'Nos offres', slug: 'offres-emploi', description: 'Une page.' }, 'fr').then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AdminApiError);
  const { status, body } = error as AdminApiError;
  expect(status).toBe(400);
  const { details } = (body as { error: { details: { errors: { path: string[]; message: string }[] } } }).error;
  expect(details.errors).toEqual([
    expect.objectContaining({
      path: ['slug'],
      message: 'L’adresse /offres-emploi est déjà celle d’une rubrique du site (/offres-emploi)\u00a0: choisissez un autre slug.',
    }),
  ]);
});
