import { expect, test } from '@playwright/test';
import { cmsList, cmsUrl } from './support/cms';
import { EXPIRED_OFFER, FUTURE_OFFER } from './support/offers';
import { drawnByReact, markDocument, siteUrl, stayedInTheApp } from './support/site';

// The offer pages: structured data for search engines, and no page for an offer whose validity ended.

type Offer = { offer_id: number; slug: string; title: string; place: string; valid_through: string; publication_date: string; remuneration: number };

test('an offer page carries a JobPosting with Google’s required properties and the recommended ones we have', async ({ page }) => {
  const { data } = await cmsList(
    'job-offers',
    'filters[offer_id][$lt]=990000&sort=offer_id:asc&pagination[pageSize]=1&populate[agency][fields][0]=name&populate[city][fields][0]=name&populate[contracts][fields][0]=slug',
  );
  const offer = data[0] as unknown as Offer & { agency: { name: string } | null; city: { name: string }; contracts: { slug: string }[] };
  const response = await page.goto(`/offres-emploi/${offer.slug}`);
  expect(response?.status()).toBe(200);
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const postings = blocks.map((text) => JSON.parse(text) as Record<string, unknown>).filter((data) => data['@type'] === 'JobPosting');
  expect(postings).toHaveLength(1);
  const [posting] = postings;
  expect(posting).toMatchObject({
    '@context': 'https://schema.org',
    title: offer.title,
    datePosted: offer.publication_date,
    validThrough: offer.valid_through,
    hiringOrganization: { '@type': 'Organization', name: offer.agency?.name ?? expect.any(String), sameAs: expect.stringMatching(/^http/) },
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', streetAddress: offer.place, addressLocality: offer.city.name, addressCountry: 'FR' },
      geo: { '@type': 'GeoCoordinates', latitude: expect.any(Number), longitude: expect.any(Number) },
    },
    identifier: { '@type': 'PropertyValue', value: String(offer.offer_id) },
    baseSalary: { '@type': 'MonetaryAmount', currency: 'EUR', value: { '@type': 'QuantitativeValue', value: offer.remuneration, unitText: 'HOUR' } },
    directApply: true,
  });
  expect(posting.description).toEqual(expect.stringContaining('<h2'));
  const types = posting.employmentType as string[];
  expect(types.length).toBeGreaterThan(0);
  expect(types.every((type) => ['FULL_TIME', 'PART_TIME', 'TEMPORARY'].includes(type))).toBe(true);
  if (offer.contracts.some((c) => c.slug === 'cdd')) expect(types).toContain('TEMPORARY');
});

test('an offer whose validity ended has no page: 404, in no list, not in the sitemap', async ({ page }) => {
  const response = await page.goto(`/offres-emploi/${EXPIRED_OFFER.slug}`);
  expect(response?.status()).toBe(404);
  const english = await fetch(siteUrl(`/en/jobs/${EXPIRED_OFFER.slug}`));
  expect(english.status).toBe(404);
  await page.goto('/villes/lyon');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.content()).not.toContain(EXPIRED_OFFER.slug);
  const sitemap = await (await fetch(siteUrl('/sitemap-0.xml'))).text();
  expect(sitemap).toContain('/offres-emploi/');
  expect(sitemap).not.toContain(EXPIRED_OFFER.slug);
});

test('a live offer dated tomorrow is not live yet: no page, in no list, sitemap, feed, search or content API', async ({ page }) => {
  expect((await page.goto(`/offres-emploi/${FUTURE_OFFER.slug}`))?.status()).toBe(404);
  const sitemap = await (await fetch(siteUrl('/sitemap-0.xml'))).text();
  expect(sitemap).not.toContain(FUTURE_OFFER.slug);
  const feed = await (await fetch(siteUrl('/feeds/offres-emploi.atom'))).text();
  expect(feed).toContain('/offres-emploi/');
  expect(feed).not.toContain(FUTURE_OFFER.slug);
  const search = (await (await fetch(siteUrl(`/api/rythmo/job-offers?query=${encodeURIComponent('gala annoncé demain')}`))).json()) as {
    meta: { total: number };
  };
  expect(search.meta.total).toBe(0);
  for (const base of [siteUrl(''), cmsUrl()]) {
    const listed = (await (await fetch(`${base}/api/job-offers?filters[offer_id][$eq]=${FUTURE_OFFER.offer_id}`)).json()) as { data: unknown[] };
    expect(listed.data).toEqual([]);
  }
  // The same query finds an offer of the seed: the filter is the date, not the query.
  expect(((await cmsList('job-offers', 'filters[offer_id][$eq]=1001')).data as unknown[]).length).toBe(1);
});

test('a page built before its offer’s last day says, once that day has passed for the visitor, that it expired: no application, similar offers instead', async ({
  page,
}) => {
  const { data } = await cmsList('job-offers', 'filters[offer_id][$lt]=990000&sort=valid_through:asc&pagination[pageSize]=1');
  const offer = data[0] as unknown as Offer;
  // The visitor's calendar two days after the offer's last day; the page was built before.
  await page.clock.install({ time: new Date(`${offer.valid_through}T12:00:00Z`).getTime() + 2 * 86_400_000 });
  await page.goto(`/offres-emploi/${offer.slug}`);
  const notice = page.locator('.offer-expired');
  await expect(notice).toContainText(/^Cette offre a expiré le \d{1,2}(?:er)? [a-zéû]+ \d{4}\s: elle ne prend plus de candidatures\./);
  await expect(notice.getByRole('link', { name: 'Voir des offres similaires' })).toHaveAttribute('href', '#similar-offers');
  const apply = page.getByRole('button', { name: 'Postuler' });
  await expect(apply).toHaveAttribute('aria-disabled', 'true');
  await apply.click({ force: true });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The static HTML is the same for everyone: Postuler, no notice.
  const html = await (await fetch(siteUrl(`/offres-emploi/${offer.slug}`))).text();
  expect(html).not.toContain('offer-expired');
});

test('an offer page: breadcrumbs up to its trade, apply explains the account, share copies the link, similar offers of the same trade', async ({ browser }) => {
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'], locale: 'fr-FR' });
  const page = await context.newPage();
  const { data } = await cmsList('job-offers', 'filters[offer_id][$lt]=990000&sort=offer_id:desc&pagination[pageSize]=1&populate[works][fields][0]=slug');
  const offer = data[0] as unknown as Offer & { works: { slug: string }[] };
  await page.goto(`/offres-emploi/${offer.slug}`);
  const crumbs = page.getByRole('navigation', { name: 'Fil d’Ariane' });
  const links = crumbs.getByRole('link');
  await expect(links).toHaveCount(4);
  await expect(links.nth(0)).toHaveText('Accueil');
  await expect(links.nth(1)).toHaveText('Offres d’emploi');
  await expect(crumbs.getByRole('link').nth(3)).toHaveAttribute('href', new RegExp(`/${offer.works[0].slug}$`));
  // The heading names the page: the trail does not repeat it. The place names its city once, linked.
  await expect(crumbs).not.toContainText(offer.title);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(offer.title);
  const place = page.locator('.facts dd').first();
  await expect(place).toHaveText(offer.place);
  await expect(place.getByRole('link')).toHaveAttribute('href', /^\/villes\//);
  // On a phone the trail is its nearest link, on one line.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(crumbs.locator('a').nth(0)).toBeHidden();
  await expect(crumbs.locator('a').nth(3)).toBeVisible();
  expect((await crumbs.boundingBox())?.height).toBeLessThan(60);
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.getByRole('button', { name: 'Postuler' }).click();
  const dialog = page.getByRole('dialog', { name: 'Postuler à cette offre' });
  await expect(dialog).toContainText('il faut un compte candidat');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Postuler' })).toBeFocused();

  await page.getByRole('button', { name: 'Partager l’offre' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'copié' })).toHaveText('Lien de l’offre copié.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

  const similar = page.locator('section', { has: page.getByRole('heading', { name: 'Offres similaires près d’ici' }) }).locator('.offer-card h3 a');
  await expect(similar).toHaveCount(4);
  for (const href of await similar.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
    expect(href).not.toContain(offer.slug);
    const slug = href.split('/').pop() as string;
    const { data: found } = await cmsList('job-offers', `filters[slug][$eq]=${slug}&populate[works][fields][0]=slug`);
    expect((found[0] as unknown as { works: { slug: string }[] }).works.map((w) => w.slug)).toContain(offer.works[0].slug);
  }
  // The facts and the similar offers do not move: kept as built at the page's start, neither rendered nor
  // hydrated; their links lead in the site (no page load).
  await page.locator('#___gatsby[data-hydrated]').waitFor({ state: 'attached' });
  expect(await drawnByReact(page.getByRole('button', { name: 'Postuler' }))).toBe(true);
  for (const element of [...(await page.locator('.facts dd').all()), ...(await page.locator('.offer-card').all())])
    expect(await drawnByReact(element)).toBe(false);
  await markDocument(page);
  await place.getByRole('link').click();
  await expect(page).toHaveURL(/\/villes\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Jobs à /);
  expect(await stayedInTheApp(page)).toBe(true);
  await context.close();
});
