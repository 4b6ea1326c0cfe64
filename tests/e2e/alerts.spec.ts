import { expect, test } from '@playwright/test';
import { buildPath } from '@rythmo/site-map';
import { signAlertLink } from '../../cms/src/alerts/links';
import { call, candidate, publicUrl, unique, holdSession } from './support/candidates';
import { waitForMail } from './support/mail';
import { alertStates } from './support/database';
import { asVisitor, gotoHydrated, settled, siteUrl } from './support/site';

// Job alerts as people make them, in Chromium on a phone: a candidate saves a filtered city list
// in one tap and finds it in « Mes alertes »; a visitor gives an email and confirms from the link received.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a candidate: Lyon’s offers, the weekend filter, « Créer une alerte », then the alert in « Mes alertes », paused there', async ({ page, context }) => {
  test.setTimeout(90_000);
  await asVisitor(context);
  const me = await candidate();
  await page.goto('/');
  await holdSession(page, me.jwt);
  await gotoHydrated(page, '/villes/lyon');
  await page.getByRole('button', { name: 'Tout refuser' }).tap();
  await page.getByRole('button', { name: /^Filtres/ }).tap();
  const panel = page.getByRole('dialog', { name: 'Filtrer les offres' });
  await settled(page);
  await panel.getByRole('checkbox', { name: /^Le week-end/ }).check();
  await expect.poll(() => new URL(page.url()).searchParams.get('filter[rhythm][days]')).toBe('sat,sun');
  await panel.getByRole('button', { name: /^Voir / }).tap();
  await expect(panel).toBeHidden();

  await page.getByRole('button', { name: 'Créer une alerte' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Créer une alerte' });
  // A candidate gives no email: the alert goes to their account's address.
  await expect(dialog.getByLabel('Votre email')).toHaveCount(0);
  // Each radio button sits right before its words, at the size of a box.
  for (const option of await dialog.locator('label.filter-option').all()) {
    const [radio, words] = [await option.getByRole('radio').boundingBox(), await option.locator('span').boundingBox()];
    expect(radio?.width).toBeLessThan(32);
    expect((words?.x ?? 0) - ((radio?.x ?? 0) + (radio?.width ?? 0))).toBeGreaterThanOrEqual(0);
    expect((words?.x ?? 0) - ((radio?.x ?? 0) + (radio?.width ?? 0))).toBeLessThan(24);
  }
  await dialog.getByRole('radio', { name: 'Chaque semaine (le lundi)' }).check();
  await dialog.getByRole('button', { name: 'Créer l’alerte' }).tap();
  await expect(dialog.getByRole('status')).toHaveText('Alerte créée : « Lyon · inclut le week-end ». Vous recevrez ses nouvelles offres par email.');
  await dialog.getByRole('link', { name: 'Voir mes alertes' }).tap();

  await expect(page).toHaveURL(siteUrl('/compte/alertes'));
  const alert = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Lyon · inclut le week-end' }) });
  await expect(alert.getByLabel('Fréquence')).toHaveValue('weekly');
  await expect(alert.getByRole('link', { name: 'Voir les offres' })).toHaveAttribute('href', '/offres-emploi?filter[city]=lyon&filter[rhythm][days]=sat,sun');
  await alert.getByRole('button', { name: 'Mettre en pause' }).tap();
  await expect(alert.getByText('En pause')).toBeVisible();
  await expect(alert.getByRole('button', { name: 'Reprendre' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'tests/artifacts/screenshots/alerts-390.png', fullPage: false });
});

test('a visitor: an email for the alert, then the link of the email and one button confirm it', async ({ page, context }) => {
  test.setTimeout(90_000);
  await asVisitor(context);
  const email = `visiteur-${unique()}@exemple.fr`;
  await gotoHydrated(page, '/offres-emploi?query=serveur');
  await page.getByRole('button', { name: 'Tout refuser' }).tap();
  await page.getByRole('button', { name: 'Créer une alerte' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Créer une alerte' });
  const field = dialog.getByLabel('Votre email');
  await field.fill('pas-un-email');
  await dialog.getByRole('button', { name: 'Créer l’alerte' }).tap();
  await expect(field).toBeFocused();
  await expect(field).toHaveAccessibleDescription(/Saisissez une adresse email valide/);
  await field.fill(email);
  await dialog.getByRole('button', { name: 'Créer l’alerte' }).tap();
  await expect(dialog.getByRole('status')).toContainText(`confirmez l’alerte avec le lien envoyé à ${email}`);

  const mail = await waitForMail(email, 1);
  const link = /(\S+\/alerte\/confirmation\?t=\S+)/.exec(mail.text)?.[1] ?? '';
  expect(link.startsWith(publicUrl('/alerte/confirmation?t='))).toBe(true);
  await gotoHydrated(page, link.replace(/^https?:\/\/[^/]+/, ''));
  await page.getByRole('button', { name: 'Confirmer mon alerte' }).tap();
  await expect(page.getByRole('status').filter({ hasText: 'C’est confirmé' })).toHaveText(
    'C’est confirmé : vous recevrez les nouvelles offres de « “serveur” ».',
  );
});

test('an alert asked for as a visitor with one’s own account’s address, confirmed by its email, is in « Mes alertes » once logged in', async ({
  page,
  context,
}) => {
  await asVisitor(context);
  const me = await candidate();
  await gotoHydrated(page, '/offres-emploi?query=barman');
  await page.getByRole('button', { name: 'Tout refuser' }).tap();
  await page.getByRole('button', { name: 'Créer une alerte' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Créer une alerte' });
  await dialog.getByLabel('Votre email').fill(me.user.email.toUpperCase());
  await dialog.getByRole('button', { name: 'Créer l’alerte' }).tap();
  await expect(dialog.getByRole('status')).toContainText('confirmez l’alerte avec le lien envoyé');
  const link = /(\S+\/alerte\/confirmation\?t=\S+)/.exec((await waitForMail(me.user.email, 2)).text)?.[1] ?? '';
  await gotoHydrated(page, link.replace(/^https?:\/\/[^/]+/, ''));
  await page.getByRole('button', { name: 'Confirmer mon alerte' }).tap();
  await expect(page.getByRole('status').filter({ hasText: 'C’est confirmé' })).toBeVisible();
  // Logged in, « Mes alertes » lists it with the account's own.
  await holdSession(page, me.jwt);
  await gotoHydrated(page, '/compte/alertes');
  await expect(page.getByRole('heading', { name: '“barman”' })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the link of a visitor’s email confirms the alert with its one button; a link cut short says so, in English too', async ({ page }) => {
    const email = `sans-js-${unique()}@exemple.fr`;
    const created = await fetch(siteUrl('/api/alerts'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'fr' },
      body: JSON.stringify({ data: { search: 'filter[city]=lyon', frequency: 'weekly', email } }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const link = /(\S+\/alerte\/confirmation\?t=\S+)/.exec((await waitForMail(email, 1)).text)?.[1] ?? '';
    await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    expect(await page.locator('main').innerHTML()).not.toContain('a besoin de JavaScript');
    await expect(page.getByText('Chargement du formulaire…')).toBeHidden();
    expect(alertStates(email)).toEqual(['pending']);
    await page.getByRole('button', { name: 'Confirmer mon alerte' }).tap();
    await expect(page).toHaveURL(siteUrl('/alerte/confirmation#done'));
    // Playwright's text search skips <noscript>, whose content is the page here: the answers by their ids.
    await expect(page.locator('#done')).toBeVisible();
    await expect(page.locator('#done')).toHaveText('C’est confirmé : vous recevrez les nouvelles offres de cette recherche.');
    await expect(page.getByRole('button', { name: 'Confirmer mon alerte' })).toBeHidden();
    expect(alertStates(email)).toEqual(['active']);
    await page.screenshot({ path: 'tests/artifacts/screenshots/alert-confirmed-no-js-390.png' });

    await page.goto('/en/alert/unsubscribe?t=cut-short');
    await page.getByRole('button', { name: 'Unsubscribe' }).tap();
    await expect(page).toHaveURL(siteUrl('/en/alert/unsubscribe#invalid'));
    await expect(page.locator('#invalid')).toBeVisible();
    await expect(page.locator('#invalid')).toHaveText('This link is not valid: use the one of the email received, whole.');
    await expect(page.locator('#done')).toBeHidden();
    await expect(page.getByText('Loading the form…')).toBeHidden();
  });
});

test.describe('with the keyboard only, in English', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, locale: 'en-GB' });

  test('a visitor: Tab to « Create an alert », an error next to the field, the alert asked for, the focus back; then the link of the English email', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await asVisitor(context);
    const email = `visitor-${unique()}@example.com`;
    /** Presses Tab until the focus is on the control of that name; fails past the budget. */
    const tabTo = async (name: string, budget = 60): Promise<void> => {
      for (let n = 0; n < budget; n += 1) {
        await page.keyboard.press('Tab');
        const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
        if (focused === name) return;
      }
      throw new Error(`${budget} Tabs did not reach « ${name} »`);
    };
    await gotoHydrated(page, '/en/jobs?filter[city]=lyon');
    await tabTo('Reject all');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Your cookies, your choice' })).toBeHidden();
    await tabTo('Create an alert');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Create an alert' });
    await expect(dialog).toBeVisible();
    const field = dialog.getByLabel('Your email');
    await tabTo('Create the alert', 10);
    await page.keyboard.press('Enter');
    await expect(field).toBeFocused();
    await expect(field).toHaveAccessibleDescription(/Enter a valid email address to receive the alert\./);
    await page.keyboard.type(email);
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('status')).toHaveText(`Almost done: confirm the alert with the link sent to ${email}. Nothing will be sent until then.`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Create an alert' })).toBeFocused();

    const mail = await waitForMail(email, 1);
    expect(mail.subject).toBe('Rythmo: confirm your job alert');
    const link = /(\S+\/en\/alert\/confirm\?t=\S+)/.exec(mail.text)?.[1] ?? '';
    await gotoHydrated(page, link.replace(/^https?:\/\/[^/]+/, ''));
    await tabTo('Confirm my alert');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Confirmed' })).toHaveText('Confirmed: you will receive the new offers of “Lyon”.');
  });
});

test('the unsubscription page takes its own form without JavaScript, through nginx: a 303 back to it, done; nginx does not forward the run', async () => {
  const me = await candidate();
  const created = await call('/alerts', { jwt: me.jwt, body: { data: { search: 'query=serveur', frequency: 'daily' } } });
  expect(created.status, await created.clone().text()).toBe(201);
  const { id } = ((await created.json()) as { data: { id: string } }).data;
  // The link of the alert's emails (the API's tests follow the emails themselves: tests/api/alerts-api.spec.ts).
  const { cmsEnvValue } = await import('../../scripts/lib/cms-env.mjs');
  const page = `${buildPath('alert-unsubscribe', 'fr')}?t=${encodeURIComponent(signAlertLink(cmsEnvValue('LINK_SIGNING_SECRET'), id, 'unsubscribe'))}`;
  const postForm = (): Promise<Response> =>
    fetch(siteUrl(page), { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
  const answered = await postForm();
  expect(answered.status).toBe(303);
  expect(answered.headers.get('location')).toBe('/alerte/desinscription#done');
  expect(((await (await call('/alerts', { jwt: me.jwt })).json()) as { data: unknown[] }).data).toEqual([]);
  expect((await postForm()).headers.get('location')).toBe('/alerte/desinscription#done');
  // A GET is the page.
  expect((await fetch(siteUrl(page))).headers.get('content-type')).toMatch(/^text\/html/);
  // The run is the operators', on the CMS's own port only.
  expect((await fetch(siteUrl('/api/alerts/run'), { method: 'POST' })).status).toBe(404);
});
