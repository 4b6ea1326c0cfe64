import { expect, test } from '@playwright/test';
import { cmsSingle } from './support/cms';

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
