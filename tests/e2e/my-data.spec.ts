import { expect, test } from '@playwright/test';
import { unzipSync } from 'fflate';
import fs from 'fs';
import { call, candidate, completeProfile, SITE_API, holdSession } from './support/candidates';
import { TOKEN_KEY } from '../../src/features/auth/token-store';
import { pdfBytes } from './support/files';
import { asVisitor, gotoHydrated } from './support/site';

// « Mes données » in Chromium on a phone: the candidate downloads what is kept about them, then
// deletes their account: a wrong password is said next to the field; the right one erases it and says so.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('on a phone: « Télécharger mes données » gives the ZIP; « Supprimer mon compte » asks the password, then the account is gone', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await asVisitor(context);
  const me = await candidate();
  await completeProfile(SITE_API, me.jwt, { cv: { bytes: pdfBytes(), name: 'Mon CV.pdf' } });
  await page.goto('/');
  await holdSession(page, me.jwt);
  await gotoHydrated(page, '/compte/profil');
  await page.getByRole('button', { name: 'Tout refuser' }).tap();
  const section = page.getByRole('region', { name: 'Mes données' });
  await expect(section).toBeVisible();
  // The profile's screen fits the phone's width: nothing to scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(section.getByRole('link', { name: 'Notre politique de confidentialité' })).toHaveAttribute('href', '/privacy');

  const downloading = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Télécharger mes données' }).tap();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^mes-donnees-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(fs.readFileSync(await download.path())));
  expect(Object.keys(files).sort()).toEqual(['cv/Mon CV.pdf', 'mes-donnees.json']);
  await expect(section.getByRole('status').filter({ hasText: 'Vos données sont téléchargées.' })).toBeVisible();

  const erase = section.getByRole('form', { name: 'Supprimer mon compte' });
  const password = erase.getByLabel('Mot de passe');
  await erase.getByRole('button', { name: 'Supprimer définitivement mon compte' }).tap();
  await expect(password).toHaveAccessibleDescription(/Saisissez votre mot de passe pour confirmer la suppression/);
  await password.fill('pas-le-bon');
  await erase.getByRole('button', { name: 'Supprimer définitivement mon compte' }).tap();
  await expect(password).toHaveAccessibleDescription(/Ce mot de passe n’est pas le bon/);
  await expect(password).toBeFocused();
  await page.screenshot({ path: 'tests/artifacts/screenshots/my-data-390.png', fullPage: false });

  await password.fill(me.password);
  await erase.getByRole('button', { name: 'Supprimer définitivement mon compte' }).tap();
  await expect(page.getByRole('heading', { name: 'Votre compte est supprimé' })).toBeFocused();
  expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
  expect((await call('/auth/local', { body: { identifier: me.user.email, password: me.password } })).status).toBe(400);
});
