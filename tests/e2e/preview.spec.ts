import type { ChildProcess } from 'child_process';
import path from 'path';
import { expect, test, type Page } from '@playwright/test';
import { cmsFirst, cmsUrl, editorLogin } from './support/cms';
import { get } from './support/http';
import { siteUrl } from './support/site';
import { expectPlantedPagesSafe } from './support/xss';

// An editor's preview: a draft offer, created in the admin, opens on the preview site (npm run preview,
// gatsby develop reading drafts) from the preview button, follows its edits there, and stays off the live
// site. Drafts change nothing online, so this runs beside the other tests (it starts first: about two
// minutes, see playwright.config.ts); publishing is editors.spec.ts's, last.

const OFFER = 'api::job-offer.job-offer';
const PAGE = 'api::page.page';
const ROOT = path.resolve(__dirname, '..', '..');

type PreviewModule = { startPreview: (options: Record<string, unknown>, log?: (message: string) => void) => Promise<ChildProcess> };
type ProcessesModule = { stopProcess: (child: ChildProcess) => Promise<void> };
type CmsEnvModule = { cmsEnvValue: (name: string) => string };
const load = <T>(file: string): Promise<T> => import(path.join(ROOT, 'scripts', 'lib', file)) as Promise<T>;

/** The preview site (npm run preview), started as the script starts it, against the test CMS. */
async function startPreviewSite(cmsPort: number): Promise<{ origin: string; stop: () => Promise<void> }> {
  const [{ startPreview }, { stopProcess }, { cmsEnvValue }] = await Promise.all([
    load<PreviewModule>('preview.mjs'),
    load<ProcessesModule>('processes.mjs'),
    load<CmsEnvModule>('cms-env.mjs'),
  ]);
  const previewPort = Number(process.env.E2E_PREVIEW_PORT);
  const child = await startPreview(
    {
      cmsPort,
      previewPort,
      previewDir: path.join(process.env.E2E_DATA_DIR ?? '', 'preview'),
      previewTokenFile: process.env.E2E_PREVIEW_TOKEN_FILE,
      previewSecret: cmsEnvValue('PREVIEW_REFRESH_SECRET'),
      quiet: process.env.E2E_VERBOSE !== '1',
    },
    (message) => console.log(`[preview] ${message}`),
  );
  return { origin: `http://localhost:${previewPort}`, stop: () => stopProcess(child) };
}

/** Reloads a preview page until its heading shows the text (the CMS's refresh call re-sources the drafts). */
async function expectPreviewHeading(page: Page, url: string, text: string): Promise<void> {
  await expect(async () => {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text, { timeout: 5000 });
  }).toPass({ timeout: 120_000, intervals: [2000] });
}

test('a draft offer opens on the preview site from the preview button, follows its edits there, and stays off the live site', async ({ page }) => {
  test.setTimeout(600_000);
  const preview = await startPreviewSite(Number(new URL(cmsUrl()).port));
  const editor = await editorLogin();
  const city = await cmsFirst('cities', 'locale=fr&filters[slug][$eq]=bordeaux');
  const offerId = 990002;
  const slug = `${offerId}-animateur-degustation-test-apercu`;
  const title = 'Animateur de dégustation (test aperçu)';
  const draft = await editor.create(OFFER, {
    offer_id: offerId,
    title,
    slug,
    place: 'Marché des Capucins',
    city: { connect: [{ documentId: city.documentId, locale: 'fr' }] },
    latitude: 44.8308,
    longitude: -0.5686,
    remuneration: 12,
    remuneration_unit: 'hour',
    start_date: '2027-03-01',
    publication_date: new Date().toISOString(),
    valid_through: '2027-02-20',
    description: 'Faire goûter les produits de la maison aux clients du marché.',
    rhythm: { saturday: true, morning: true, hours_per_week: 6 },
  });
  const pages: string[] = [];
  try {
    const previewUrl = await editor.previewUrl(OFFER, draft.documentId, 'draft');
    expect(previewUrl).toBe(`${preview.origin}/offres-emploi/${slug}`);
    await expectPreviewHeading(page, previewUrl ?? '', title);
    await editor.update(OFFER, draft.documentId, { title: `${title} – modifié` });
    await expectPreviewHeading(page, previewUrl ?? '', `${title} – modifié`);
    // Rich text is sanitised in the preview as on the live site.
    await expectPlantedPagesSafe(page, preview.origin, 30_000);
    expect((await get(siteUrl(`/offres-emploi/${slug}`))).status).toBe(404);

    // A draft page of sections: its preview link, its sections, then their new order.
    const hero = { __component: 'sections.hero', headline: 'Hôtes pour le salon (test aperçu)', text: 'Trois jours à Eurexpo.' };
    const steps = { __component: 'sections.steps', title: 'Comment postuler', items: [{ title: 'Profil', text: 'Créez-le en 5 minutes.' }] };
    const pageDraft = await editor.create(
      PAGE,
      { title: 'Salon de printemps (test aperçu)', slug: 'salon-printemps-test-apercu', description: 'Un salon.', sections: [hero, steps] },
      'fr',
    );
    pages.push(pageDraft.documentId);
    const pageUrl = await editor.previewUrl(PAGE, pageDraft.documentId, 'draft', 'fr');
    expect(pageUrl).toBe(`${preview.origin}/salon-printemps-test-apercu`);
    await expectPreviewHeading(page, pageUrl ?? '', hero.headline);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Comment postuler']);
    // The steps first: the hero no longer opens the page, whose title is then its h1.
    await editor.update(PAGE, pageDraft.documentId, { sections: [steps, hero] }, 'fr');
    await expectPreviewHeading(page, pageUrl ?? '', 'Salon de printemps (test aperçu)');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Comment postuler', hero.headline]);
    expect((await get(siteUrl('/salon-printemps-test-apercu'))).status).toBe(404);
  } finally {
    await preview.stop();
    await editor.remove(OFFER, draft.documentId);
    for (const documentId of pages) await editor.remove(PAGE, documentId, 'fr');
  }
});
