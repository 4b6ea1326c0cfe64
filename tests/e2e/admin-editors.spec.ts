import { expect, test, type Page } from '@playwright/test';
import { cmsUrl, editorLogin } from './support/cms';
import { get, rawRequest } from './support/http';
import { siteUrl } from './support/site';
import { inSitemap, nextBuild, status } from './support/builds';

// An editor who has never read the code builds a page in the real admin panel, in French: creates it, adds
// four sections of different kinds, moves one, saves, sees the draft in the preview, publishes, and finds it
// at its address; renames it (its old address then leads to the new one), adds a redirect, deletes the
// page (it leaves the site and the sitemap). Runs with the editors' tests: each publication rebuilds the site.

const TITLE = 'Hôtes pour le salon de l’étudiant';
const SLUG = 'hotes-salon-etudiant';
const RENAMED = 'hotes-salon-etudiant-2027';

/** Logs in to the admin panel as the editor the harness created (its login form is in English, the panel then in French). */
async function logIn(page: Page): Promise<void> {
  await page.goto(`${cmsUrl()}/admin/auth/login`);
  await page.getByLabel(/^e-?mail/i).fill(process.env.E2E_ADMIN_EMAIL ?? '');
  await page.getByLabel(/^(password|mot de passe)/i).fill(process.env.E2E_ADMIN_PASSWORD ?? '');
  await page.getByRole('button', { name: /^(login|connexion|se connecter)$/i }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
}

/** Adds a section of this kind (its name in the component picker) at the end of the page's sections. */
async function addSection(page: Page, kind: string): Promise<void> {
  await page.getByRole('button', { name: /^Ajouter un composant à Sections/ }).click();
  await page.getByRole('button', { name: kind, exact: true }).click();
}

/** Types Markdown into the last editor labelled so (a CodeMirror editor, not a form field). */
async function typeMarkdown(page: Page, label: RegExp, text: string): Promise<void> {
  await page.locator('label', { hasText: label }).last().locator('xpath=../..').locator('.CodeMirror').click();
  await page.keyboard.type(text);
}

const save = async (page: Page): Promise<void> => {
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sauvegardé' }).first()).toBeVisible();
};

/** Publishes the entry open in the admin and waits for the site's rebuild that follows. */
async function publish(page: Page): Promise<void> {
  const before = (await status()).builds;
  await page.getByRole('button', { name: 'Publier', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Publié' }).first()).toBeVisible();
  expect((await nextBuild(before)).result).toBe('success');
}

test('an editor builds a page of sections in the admin panel, in French, publishes it, renames it, redirects and deletes it', async ({ page }) => {
  test.setTimeout(900_000);
  await logIn(page);
  await page.goto(`${cmsUrl()}/admin/content-manager/collection-types/api::page.page/create?plugins[i18n][locale]=fr`);
  // The fields are labelled in French, with their help.
  await page.getByRole('textbox', { name: /^Titre/ }).fill(TITLE);
  await expect(page.getByText(/^L’adresse de la page : \/jobs-ete-lyon\./)).toBeVisible();
  const slug = page.getByRole('textbox', { name: /^Slug \(adresse\)/ });
  // The admin proposes a slug once, a moment later, from the title as far as it was typed (« page » when its
  // request left before the title): the editor's own replaces it once it has come (typed while it came, the
  // two ran together), and nothing changes it after.
  await expect(slug).not.toHaveValue('');
  await slug.fill(SLUG);
  await expect(slug).toHaveValue(SLUG);
  await page.getByRole('textbox', { name: /^Description/ }).fill('Trois jours d’accueil au salon de l’étudiant, à Lyon.');

  // Four sections of different kinds; then the text moves above the latest articles (its handle, by keyboard).
  await addSection(page, 'Bandeau d’ouverture');
  await page.getByRole('textbox', { name: /^Grand titre/ }).fill(TITLE);
  await addSection(page, 'Liste d’offres');
  await addSection(page, 'Derniers articles');
  await addSection(page, 'Texte');
  await page
    .getByRole('textbox', { name: /^Titre/ })
    .last()
    .fill('Ce que vous ferez');
  await typeMarkdown(page, /^Texte\*/, 'Accueillir les **visiteurs** du salon.');
  await page.getByRole('button', { name: 'Glisser' }).last().focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Space');
  await save(page);
  // The preview button opens the draft on the preview site (whose pages preview.spec.ts checks), in a frame.
  await page
    .getByRole('link', { name: 'Open preview' })
    .or(page.getByRole('button', { name: 'Open preview' }))
    .first()
    .click();
  await expect(page.locator('iframe').first()).toHaveAttribute('src', `http://localhost:${process.env.E2E_PREVIEW_PORT}/${SLUG}`);
  await page
    .getByRole('link', { name: 'Close preview' })
    .or(page.getByRole('button', { name: 'Close preview' }))
    .first()
    .click();
  await publish(page);

  const html = await (await get(siteUrl(`/${SLUG}`))).text();
  expect(html).toMatch(new RegExp(`<h1[^>]*>${TITLE}</h1>`));
  const headings = [...html.matchAll(/<h2[^>]*>([^<]+)/g)].map((match) => match[1].trim());
  expect(headings).toEqual(expect.arrayContaining(['Les offres du moment', 'Ce que vous ferez', 'Derniers articles']));
  expect(headings.indexOf('Ce que vous ferez')).toBe(headings.indexOf('Les offres du moment') + 1);
  expect(headings.indexOf('Derniers articles')).toBe(headings.indexOf('Ce que vous ferez') + 1);
  expect(html).toContain('<strong>visiteurs</strong>');
  expect(await inSitemap(`/${SLUG}`)).toBe(true);

  // Renamed and published again: the old address leads to the new one.
  await slug.fill(RENAMED);
  await save(page);
  await publish(page);
  const moved = await rawRequest(siteUrl(`/${SLUG}`));
  expect([moved.status, moved.headers.location]).toEqual([301, `/${RENAMED}`]);
  expect((await get(siteUrl(`/${RENAMED}`))).status).toBe(200);

  // A redirect of the editor's own: refused from a page online, with the reason next to the field; then a
  // temporary one, for a campaign.
  await page.goto(`${cmsUrl()}/admin/content-manager/collection-types/api::redirect.redirect/create`);
  const from = page.getByRole('textbox', { name: /^Ancienne adresse/ });
  await from.fill(`/${RENAMED}`);
  await page.getByRole('textbox', { name: /^Nouvelle adresse/ }).fill('/offres-emploi');
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  // Next to the field (and in the notification).
  await expect(
    page
      .locator('[data-strapi-field-error]')
      .filter({ hasText: `/${RENAMED} est l’adresse de la page «\u202f${TITLE}\u202f», en ligne\u00a0: une redirection la cacherait. Dépubliez-la d’abord.` }),
  ).toBeVisible();
  await expect(from).toHaveAttribute('aria-invalid', 'true');
  await from.fill('/salon-etudiant');
  await page.getByRole('textbox', { name: /^Nouvelle adresse/ }).fill(`/${RENAMED}`);
  await page.getByRole('checkbox', { name: /^Permanente/ }).uncheck();
  await save(page);
  await publish(page);
  const temporary = await rawRequest(siteUrl('/salon-etudiant'));
  expect([temporary.status, temporary.headers.location]).toEqual([302, `/${RENAMED}`]);

  // Deleted: it leaves the site and the sitemap.
  const editor = await editorLogin();
  const [entry] = (await editor.list('api::page.page', { pageSize: 100, locale: 'fr' })).filter((row) => row.slug === RENAMED);
  await page.goto(`${cmsUrl()}/admin/content-manager/collection-types/api::page.page/${entry.documentId}?plugins[i18n][locale]=fr`);
  const deleted = (await status()).builds;
  await page.getByRole('button', { name: "Plus d'actions", exact: true }).first().click();
  await page.getByRole('menuitem', { name: /^Delete entry \(all locales\)|^Supprimer/ }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: /^(Confirmer|Confirm|Supprimer|Delete)$/ })
    .click();
  expect((await nextBuild(deleted)).result).toBe('success');
  expect((await get(siteUrl(`/${RENAMED}`))).status).toBe(404);
  expect(await inSitemap(`/${RENAMED}`)).toBe(false);
  // Its redirects go too, and the build they start ends before the next test counts its own.
  const cleaned = (await status()).builds;
  for (const row of await editor.list('api::redirect.redirect', { pageSize: 100 })) {
    if (['/salon-etudiant', `/${SLUG}`].includes(String(row.from))) await editor.remove('api::redirect.redirect', row.documentId);
  }
  expect((await nextBuild(cleaned)).result).toBe('success');
});
