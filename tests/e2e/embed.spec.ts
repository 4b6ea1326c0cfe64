import http from 'http';
import { expect, test } from '@playwright/test';
import { holdRequests, siteUrl } from './support/site';
import { liveOffer } from './support/candidates';
import { EXPIRED_OFFER } from './support/offers';

// The embeddable views (/iframe/…) on a partner's site: framable by the configured partner origins only,
// not indexed, and every link opens in the partner's top window.

const partnerOrigin = (): string => {
  const origin = process.env.E2E_PARTNER_ORIGIN;
  if (origin === undefined) throw new Error('E2E_PARTNER_ORIGIN is not set: the global setup did not run');
  return origin;
};

/** The partner's page: the offer's embeddable view, and an ordinary page of the site, each in a frame. */
async function servePartner(offerPath: string): Promise<http.Server> {
  const html = `<!doctype html><html lang="fr"><title>Partenaire</title><h1>Un site partenaire</h1>
<iframe title="Offre" src="${siteUrl(offerPath)}" width="900" height="700"></iframe>
<iframe title="Page" src="${siteUrl('/villes')}" width="900" height="300"></iframe></html>`;
  const server = http.createServer((_request, response) => response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html));
  await new Promise<void>((resolve) => server.listen(Number(new URL(partnerOrigin()).port), '127.0.0.1', resolve));
  return server;
}

test('a partner frames an offer’s view, whose links open in its top window; the ordinary pages refuse to be framed', async ({ page }) => {
  const offer = await liveOffer(6);
  const embedPath = `/iframe/jobs/${offer.slug}`;
  const headers = (await fetch(siteUrl(embedPath))).headers;
  expect(headers.get('content-security-policy')).toContain(`frame-ancestors ${partnerOrigin()}`);
  expect(headers.get('x-frame-options')).toBeNull();
  const html = await (await fetch(siteUrl(embedPath))).text();
  expect(html).toContain('<meta name="robots" content="noindex"');
  expect(html).toContain('<base target="_top"');
  expect((await fetch(siteUrl('/villes'))).headers.get('content-security-policy')).toContain("frame-ancestors 'none'");

  const server = await servePartner(embedPath);
  try {
    await page.goto(`${partnerOrigin()}/`);
    const frame = page.frameLocator('iframe[title="Offre"]');
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(offer.title);
    // The ordinary page stays empty in its frame (the browser refuses it).
    await page.waitForTimeout(500);
    await expect(page.frameLocator('iframe[title="Page"]').locator('main')).toHaveCount(0);
    // Wait for the view's scripts: the router must not take the click inside the frame.
    await expect
      .poll(() =>
        page
          .frames()
          .find((f) => f.url().includes(embedPath))
          ?.evaluate(() => document.readyState),
      )
      .toBe('complete');
    await page.waitForTimeout(500);
    const link = frame.locator('main a[href^="/"]').first();
    const href = (await link.getAttribute('href')) as string;
    await link.click();
    await expect(page).toHaveURL(siteUrl(href));
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

// Every offer's view is one shell per language, which reads the offer's page data in the browser.

test('on a phone, the view says it is loading while the offer’s data is slow, then shows the offer and its title', async ({ browser }) => {
  const offer = await liveOffer(7);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'fr-FR' });
  const page = await context.newPage();
  const { release } = await holdRequests(page, `**/page-data/offres-emploi/${offer.slug}/page-data.json`);
  await page.goto(`/iframe/jobs/${offer.slug}`);
  await expect(page.getByRole('status')).toHaveText('Chargement de l’offre…');
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(1);
  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(offer.title);
  await expect(page).toHaveTitle(new RegExp(`^${offer.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| `));
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  await context.close();
});

test('when the offer’s data cannot come, the view says so and tries again; in English too', async ({ browser }) => {
  const offer = await liveOffer(8);
  const context = await browser.newContext({ locale: 'en-GB' });
  const page = await context.newPage();
  let fail = true;
  await page.route(`**/page-data/en/jobs/${offer.slug}/page-data.json`, (route) => (fail ? route.abort('connectionfailed') : route.continue()));
  await page.goto(`/en/iframe/jobs/${offer.slug}`);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('The offer could not be loaded: check your connection and try again.');
  await expect(alert.getByRole('link', { name: 'See the offer on our site' })).toHaveAttribute('href', `/en/jobs/${offer.slug}`);
  fail = false;
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(offer.title);
  await context.close();
});

test('without JavaScript, the view links to the offers; an offer without a page (expired, unknown) has no view', async ({ browser }) => {
  const offer = await liveOffer(9);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto(`/iframe/jobs/${offer.slug}`);
  expect(response?.status()).toBe(200);
  // A <noscript> is the page's content when scripts are off; Playwright's text search skips it.
  const noscript = await page.locator('main noscript').innerHTML();
  expect(noscript).toContain('Cette offre s’affiche avec JavaScript.');
  expect(noscript).toContain('href="/offres-emploi"');
  await expect(page.locator('main .client-only-status')).toBeHidden();
  await context.close();
  for (const path of [`/iframe/jobs/${EXPIRED_OFFER.slug}`, '/iframe/jobs/1-inconnu', '/en/iframe/jobs/1-inconnu', '/iframe/jobs', '/iframe/jobs/a/b']) {
    const missing = await fetch(siteUrl(path));
    expect(missing.status, path).toBe(404);
    expect(await missing.text(), path).toContain(path.startsWith('/en/') ? 'Page not found' : 'Page introuvable');
  }
});
