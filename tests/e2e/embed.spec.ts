import http from 'http';
import { expect, test } from '@playwright/test';
import { siteUrl } from './support/site';
import { liveOffer } from './support/candidates';

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
