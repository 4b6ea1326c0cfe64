import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { drawnByReact, gotoHydrated, holdRequests, layoutShift, recordLayoutShifts, settled, siteUrl } from './support/site';
import { linkIn, waitForMail } from './support/mail';
import { call, candidate, completeProfile, liveOffer, publicUrl, SITE_API, unique, holdSession } from './support/candidates';
import { SESSION_COOKIE, TOKEN_KEY } from '../../src/features/auth/token-store';

// The candidate's screens in Chromium: the apply dialog, the account screens, « Mes
// candidatures », the header's state, an expired session, the keyboard and axe. No test here fails a login
// on purpose: through nginx every test is the same client address, and failed logins are rate-limited
// (their messages are unit-tested in tests/unit/features/auth-errors.test.ts).

type Records = { data: { id: string; offer: { slug: string } | null }[] };

const axeClean = async (page: Page, what: string): Promise<void> => {
  await settled(page);
  const result = await new AxeBuilder({ page }).analyze();
  expect(result.violations.map((violation) => `${what}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
};

/** Logs in through the form of the page (a screen, or the login form a gated screen shows). */
async function fillLogin(page: Page, email: string, password: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Se connecter' });
  await form.getByLabel('Adresse email').fill(email);
  await form.getByLabel('Mot de passe').fill(password);
  await form.getByRole('button', { name: 'Se connecter' }).click();
}

const header = (page: Page) => page.locator('header.site-header .account');

test('a visitor applies: the dialog, registration, the emailed link, back on the offer, apply, apply again, save, Mes candidatures, withdraw, logout', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const offer = await liveOffer(3);
  const email = `parcours-${unique()}@exemple.fr`;
  const password = `Girouette-${unique()}`;
  // The journey runs on the public address the emails link to (localhost), so the page kept at
  // registration is there when the confirmed candidate logs in.
  const offerPath = `/offres-emploi/${offer.slug}`;
  await page.goto(publicUrl(offerPath));
  await expect(header(page).getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/compte/connexion');

  await page.getByRole('button', { name: 'Postuler' }).click();
  const dialog = page.getByRole('dialog', { name: 'Postuler à cette offre' });
  await expect(dialog).toContainText('il faut un compte candidat');
  await dialog.getByRole('link', { name: 'Créer un compte' }).click();
  await expect(page).toHaveURL(publicUrl(`/compte/inscription?retour=${encodeURIComponent(offerPath)}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Créer un compte');

  // Sent empty: the generic validation messages next to each field, the focus on the first.
  const form = page.getByRole('form', { name: 'Créer un compte' });
  await form.getByRole('button', { name: 'Créer mon compte' }).click();
  const emailField = form.getByLabel('Adresse email');
  await expect(emailField).toHaveAttribute('aria-invalid', 'true');
  await expect(emailField).toBeFocused();
  await expect(emailField).toHaveAccessibleDescription('Adresse email est un champ requis');
  await expect(form.locator('#field-password')).toHaveAccessibleDescription(/Mot de passe est un champ requis/);
  await expect(form.getByText('Acceptez les conditions générales')).toBeVisible();
  // Wrong values: each says what is wrong.
  await emailField.fill('pas-une-adresse');
  await emailField.blur();
  await expect(emailField).toHaveAccessibleDescription('Adresse email doit être un e-mail valide');
  await emailField.fill(email);
  await expect(emailField).toHaveAttribute('aria-invalid', 'false');
  const passwordField = form.locator('#field-password');
  await passwordField.fill('court');
  await passwordField.blur();
  await expect(passwordField).toHaveAccessibleDescription(/Mot de passe doit contenir au moins 8 caractères/);
  // A common password passes the form's rules; the server refuses it, and says so next to the field.
  await passwordField.fill('password1');
  await form.getByLabel('Confirmation du mot de passe').fill('password2');
  await form.getByLabel('Confirmation du mot de passe').blur();
  await expect(form.getByLabel('Confirmation du mot de passe')).toHaveAccessibleDescription('Les deux mots de passe ne sont pas identiques.');
  await form.getByLabel('Confirmation du mot de passe').fill('password1');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(passwordField).toHaveAccessibleDescription(/Ce mot de passe fait partie des plus courants/);
  await expect(passwordField).toBeFocused();
  await passwordField.fill(password);
  await form.getByLabel('Confirmation du mot de passe').fill(password);
  await form.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByRole('heading', { name: 'Plus qu’une étape : confirmez votre adresse' })).toBeVisible();
  await expect(page.getByText(`lien de confirmation à ${email}`)).toBeVisible();

  // The emailed link, opened in another browser (a phone's mail app), confirms the account and lands on
  // the site with the offer to come back to, which the login there leads back to…
  const link = linkIn(await waitForMail(email), publicUrl('/api/auth/email-confirmation?confirmation='));
  const elsewhere = await page.context().browser()!.newContext();
  const mailApp = await elsewhere.newPage();
  await mailApp.goto(link);
  await expect(mailApp).toHaveURL(publicUrl(`/compte/email-confirme?retour=${encodeURIComponent(offerPath)}`));
  await expect(mailApp.getByText('Votre adresse email est confirmée')).toBeVisible();
  await fillLogin(mailApp, email, password);
  await expect(mailApp).toHaveURL(publicUrl(offerPath));
  await elsewhere.close();
  // …and so does the login in the browser the candidate registered in, which kept it.
  await page.goto(publicUrl('/compte/connexion'));
  await fillLogin(page, email, password);
  await expect(page).toHaveURL(publicUrl(offerPath));
  await expect(header(page).getByRole('link', { name: 'Mon compte' })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Se connecter' })).toHaveCount(0);
  await completeProfile(SITE_API, (await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)) as string);

  // One click, an optional message, the confirmation.
  await page.getByRole('button', { name: 'Postuler' }).click();
  const apply = page.getByRole('dialog', { name: 'Postuler à cette offre' });
  await expect(apply.getByLabel('Votre message (facultatif)')).toBeFocused();
  await apply.getByLabel('Votre message (facultatif)').fill('Disponible tous les week-ends de décembre.');
  await apply.getByRole('button', { name: 'Envoyer ma candidature' }).click();
  await expect(apply.getByRole('status').filter({ hasText: 'envoyée' })).toHaveText(
    'Votre candidature est envoyée : l’agence reçoit par email votre profil, votre CV ou votre présentation, et votre message s’il y en a un. Sa réponse s’affichera dans vos candidatures.',
  );
  // The confirmation closes on Escape, and the focus goes back to the button, which now says when.
  await page.keyboard.press('Escape');
  await expect(apply).toBeHidden();
  const applied = page.getByRole('button', { name: /^Candidature envoyée le \d{1,2}(?:er)? [a-zéû]+ \d{4}$/ });
  await expect(applied).toBeFocused();
  await expect(applied).toHaveAttribute('aria-disabled', 'true');
  await applied.click({ force: true });
  await expect(apply).toBeHidden();
  await page.getByRole('button', { name: 'Sauvegarder' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Offre sauvegardée' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sauvegardée' })).toHaveAttribute('aria-disabled', 'true');
  // After a reload (the static HTML is everyone's), the page reads both again.
  await page.reload();
  await expect(applied).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('button', { name: 'Sauvegardée' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Postuler', exact: true })).toHaveCount(0);

  // Mes candidatures: the application with its date, status and message; the saved offer.
  await header(page).getByRole('link', { name: 'Mon compte' }).click();
  await expect(page).toHaveURL(publicUrl('/compte/candidatures'));
  const applications = page.locator('section', { has: page.getByRole('heading', { name: 'Candidatures envoyées (1)' }) });
  await expect(applications.getByRole('link', { name: offer.title })).toHaveAttribute('href', offerPath);
  await expect(applications).toContainText(/Envoyée le \d{1,2}(?:er)? [a-zéû]+ \d{4} · Envoyée/);
  await expect(applications).toContainText('Disponible tous les week-ends de décembre.');
  const saved = page.locator('section', { has: page.getByRole('heading', { name: 'Offres sauvegardées (1)' }) });
  await expect(saved.getByRole('link', { name: offer.title })).toBeVisible();

  // Withdraw, after a confirmation.
  await applications.getByRole('button', { name: /Retirer ma candidature/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Retirer votre candidature ?' });
  await expect(confirm).toContainText(offer.title);
  await confirm.getByRole('button', { name: 'Retirer ma candidature' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Candidature retirée.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Candidatures envoyées (0)' })).toBeVisible();
  await expect(page.getByText('Vous n’avez encore postulé à aucune offre.')).toBeVisible();
  const token = (await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)) as string;
  // Signed in, the cookie that tells the next page's start a token is held, without reading it.
  expect((await page.context().cookies()).find((cookie) => cookie.name === SESSION_COOKIE)?.value).toBe('1');
  expect(((await (await call('/applications', { jwt: token })).json()) as Records).data).toEqual([]);
  expect(((await (await call('/saved-offers', { jwt: token })).json()) as Records).data.map((row) => row.offer?.slug)).toEqual([offer.slug]);

  // Logout: token and user gone, the header back to its links.
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(publicUrl('/'));
  await expect(header(page).getByRole('link', { name: 'Se connecter' })).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain(SESSION_COOKIE);
});

test('an expired session: a token revoked by a change of password logs the candidate out, on their page and when applying', async ({ page }) => {
  const account = await candidate();
  await completeProfile(SITE_API, account.jwt);
  await page.goto('/compte/connexion');
  await holdSession(page, account.jwt);
  await page.goto('/compte/candidatures');
  await expect(page.getByRole('heading', { name: 'Candidatures envoyées (0)' })).toBeVisible();
  await expect(page.getByText(`Connecté avec ${account.user.email}.`)).toBeVisible();

  // The password changes elsewhere: this token stops working.
  const password = `Magnolia-${unique()}`;
  const changed = await call('/auth/change-password', {
    jwt: account.jwt,
    body: { currentPassword: account.password, password, passwordConfirmation: password },
  });
  expect(changed.status).toBe(200);
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: 'Votre session a expiré' })).toHaveText('Votre session a expiré : reconnectez-vous pour continuer.');
  await expect(header(page).getByRole('link', { name: 'Se connecter' })).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
  // The login form is in place and keeps the candidate on their page.
  await fillLogin(page, account.user.email, password);
  await expect(page.getByRole('heading', { name: 'Candidatures envoyées (0)' })).toBeVisible();
  await expect(page).toHaveURL(siteUrl('/compte/candidatures'));

  // On an offer, a token revoked meanwhile: the apply dialog gives way to the account dialog.
  const offer = await liveOffer(4);
  await page.goto(`/offres-emploi/${offer.slug}`);
  await page.getByRole('button', { name: 'Postuler' }).click();
  const apply = page.getByRole('dialog', { name: 'Postuler à cette offre' });
  await expect(apply.getByLabel('Votre message (facultatif)')).toBeVisible();
  const token = (await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)) as string;
  const again = `Glycine-${unique()}`;
  expect((await call('/auth/change-password', { jwt: token, body: { currentPassword: password, password: again, passwordConfirmation: again } })).status).toBe(
    200,
  );
  await apply.getByRole('button', { name: 'Envoyer ma candidature' }).click();
  await expect(apply).toContainText('Votre session a expiré');
  await expect(apply.getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
    'href',
    `/compte/connexion?retour=${encodeURIComponent(`/offres-emploi/${offer.slug}`)}`,
  );
  await expect(header(page).getByRole('link', { name: 'Se connecter' })).toBeVisible();
});

test('keyboard only: the forgotten password, the emailed link, a new password, logged in; the old password no longer works', async ({ page }) => {
  const account = await candidate();
  await page.goto('/compte/connexion');
  // From the login form, Tab reaches the « forgotten password » link.
  await page.getByRole('form', { name: 'Se connecter' }).getByLabel('Adresse email').focus();
  for (let i = 0; i < 3 && !(await page.getByRole('link', { name: 'Mot de passe oublié ?' }).evaluate((link) => link === document.activeElement)); i += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(page.getByRole('link', { name: 'Mot de passe oublié ?' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(siteUrl('/compte/mot-de-passe-oublie'));
  await page.getByLabel('Adresse email').focus();
  await page.keyboard.type(account.user.email);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Si un compte existe' })).toContainText(account.user.email);

  const link = new URL(linkIn(await waitForMail(account.user.email, 2), `${publicUrl('/compte/nouveau-mot-de-passe')}?code=`));
  await page.goto(`${link.pathname}${link.search}`);
  const form = page.getByRole('form', { name: 'Nouveau mot de passe' });
  const password = `Hortensia-${unique()}`;
  await form.locator('#field-password').focus();
  await page.keyboard.type(password);
  await page.keyboard.press('Tab');
  await page.keyboard.type(`${password}!`);
  await page.keyboard.press('Enter');
  // A refused send puts the focus on the field in error; corrected, the form goes.
  await expect(form.getByLabel('Confirmation du mot de passe')).toBeFocused();
  await expect(form.getByLabel('Confirmation du mot de passe')).toHaveAccessibleDescription('Les deux mots de passe ne sont pas identiques.');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'mot de passe est changé' })).toHaveText('Votre mot de passe est changé et vous êtes connecté.');
  await expect(header(page).getByRole('link', { name: 'Mon compte' })).toBeVisible();
  // The token of before the reset is refused; the new password logs in.
  expect((await call('/users/me', { jwt: account.jwt })).status).toBe(401);
  expect((await call('/auth/local', { body: { identifier: account.user.email, password } })).status).toBe(200);
  // A reset link used twice says it no longer holds.
  await page.goto(`${link.pathname}${link.search}`);
  await form.locator('#field-password').fill(password);
  await form.getByLabel('Confirmation du mot de passe').fill(password);
  await form.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Ce lien n’est plus valable' })).toBeVisible();
});

test('signed in in another tab: the first tab shows the account when the candidate comes back to it, and follows the logout at once', async ({
  context,
  page,
}) => {
  const account = await candidate();
  const offer = await liveOffer();
  const storageOpened: string[] = [];
  await page.exposeFunction('storageOpened', (what: string) => storageOpened.push(what));
  await page.addInitScript(() => {
    const report = (window as unknown as { storageOpened: (what: string) => void }).storageOpened;
    const add = window.addEventListener.bind(window);
    window.addEventListener = ((type: string, ...rest: [EventListenerOrEventListenerObject, AddEventListenerOptions?]) => {
      if (type === 'storage') report('storage listener');
      return add(type, ...rest);
    }) as typeof window.addEventListener;
  });
  await gotoHydrated(page, `/offres-emploi/${offer.slug}`);
  await expect(header(page).getByRole('link', { name: 'Se connecter' })).toBeVisible();
  // A signed-out page's start opens no storage to follow other tabs (listening for its events would).
  expect(storageOpened).toEqual([]);
  const other = await context.newPage();
  await gotoHydrated(other, '/compte/connexion');
  await fillLogin(other, account.user.email, account.password);
  await expect(header(other).getByRole('link', { name: 'Mon compte' })).toBeVisible();
  // Back to the first tab: the headless shell the suite runs moves no focus between tabs, so the tab's
  // window is given the focus event a browser gives it.
  await page.bringToFront();
  await page.evaluate(() => window.dispatchEvent(new FocusEvent('focus')));
  await expect(header(page).getByRole('link', { name: 'Mon compte' })).toBeVisible();
  // Now holding the token, the first tab follows a logout in the other one as it happens.
  await other.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(header(page).getByRole('link', { name: 'Se connecter' })).toBeVisible();
  await other.close();
});

test('the screens in English: labels and the validation messages in English, the header links to the English screens', async ({ page }) => {
  await page.goto('/en/account/register');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create an account');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const form = page.getByRole('form', { name: 'Create an account' });
  await form.getByRole('button', { name: 'Create my account' }).click();
  await expect(form.getByLabel('Email address')).toHaveAccessibleDescription('Email address is a required field');
  await expect(header(page).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/en/account/login');
  await page.goto('/en/account/applications');
  await expect(page.getByText('Log in to see your applications.')).toBeVisible();
});

test('the sign-in and registration screens keep their form’s place while its code loads: nothing shifts on a phone', async ({ page }) => {
  // A phone's viewport, where the footer shows below the form.
  await page.setViewportSize({ width: 412, height: 823 });
  await recordLayoutShifts(page);
  for (const path of ['/compte/connexion', '/compte/inscription']) {
    await page.goto(path);
    await expect(page.locator('.account-page form')).toBeVisible();
    await settled(page);
    expect(await layoutShift(page), path).toBeLessThan(0.01);
  }
});

test.describe('the sign-in screen built into the page', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('its code comes at the first touch, and a login typed and sent before it has come goes through', async ({ page }) => {
    const account = await candidate();
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    const { asked, release } = await holdRequests(page, /\/account-screen-[0-9a-f]+\.js$/);
    await gotoHydrated(page, '/compte/connexion?retour=/offres-emploi');
    await page.waitForLoadState('networkidle');
    const form = page.getByRole('form', { name: 'Se connecter' });
    await expect(form.getByLabel('Adresse email')).toBeEditable();
    expect(asked).toEqual([]);
    expect(await drawnByReact(form)).toBe(false);
    await form.getByLabel('Adresse email').fill(account.user.email);
    await expect.poll(() => asked.length).toBe(1);
    await form.getByLabel('Mot de passe').fill(account.password);
    await form.getByRole('button', { name: 'Se connecter' }).tap();
    expect(await drawnByReact(form)).toBe(false);
    release();
    // Sent with what was typed, and back where the address said to go.
    await expect(page).toHaveURL(siteUrl('/offres-emploi'));
    expect(asked).toHaveLength(1);
    expect(errors.filter((text) => /hydrat|Minified React error/i.test(text))).toEqual([]);
  });

  test('a login sent when its code could not come gets a page that says so, in the page’s language, with status 405', async ({ page }) => {
    await page.route(/\/account-screen-[0-9a-f]+\.js$/, (route) => route.abort('internetdisconnected'));
    const refusedByPolicy: string[] = [];
    page.on('console', (message) => /Content Security Policy/i.test(message.text()) && refusedByPolicy.push(message.text()));
    await gotoHydrated(page, '/compte/connexion');
    const form = page.getByRole('form', { name: 'Se connecter' });
    await form.getByLabel('Adresse email').fill('personne@exemple.fr');
    await form.getByLabel('Mot de passe').fill('Un mot de passe 1');
    const answer = page.waitForResponse((response) => response.request().method() === 'POST');
    await form.getByRole('button', { name: 'Se connecter' }).click();
    expect((await answer).status()).toBe(405);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Formulaire non envoyé');
    await expect(page.getByText('La page n’avait pas fini de se charger')).toBeVisible();
    // Styled by its own stylesheet, which the policy lets through: the link home is a 44 px target.
    const home = page.getByRole('link', { name: 'Retour à l’accueil' });
    expect((await home.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    expect(refusedByPolicy).toEqual([]);
    await home.click();
    await expect(page).toHaveURL(siteUrl('/'));
    // An English page's answer is in English.
    const english = await page.request.post(siteUrl('/en/jobs'), { form: { email: 'someone@example.com' } });
    expect(english.status()).toBe(405);
    expect(await english.text()).toContain('<h1>Form not sent</h1>');
  });

  test('a candidate already signed in is told so as the page starts, the screen hydrated in place', async ({ page }) => {
    const account = await candidate();
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto('/');
    await holdSession(page, account.jwt);
    await gotoHydrated(page, '/compte/inscription');
    await expect(page.getByText(`Vous êtes connecté avec ${account.user.email}.`)).toBeVisible();
    expect(await drawnByReact(page.getByRole('form', { name: 'Créer un compte' }))).toBe(true);
    expect(errors.filter((text) => /hydrat|Minified React error/i.test(text))).toEqual([]);
  });

  test('without JavaScript, the page says why and shows no form it could not send', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(siteUrl('/compte/connexion'));
    // Playwright's text matching skips a <noscript>: its notice is found by its place.
    const notice = page.locator('.account-page .notice-warning');
    await expect(notice).toBeVisible();
    await expect(notice).toHaveText('Votre compte candidat a besoin de JavaScript : activez-le pour continuer.');
    await expect(page.getByRole('form', { name: 'Se connecter' })).toBeHidden();
    await context.close();
  });
});

test('the sign-in screen fetches its rules (yup) only once a person reaches into its form; pressed at once, the button still checks each field', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  // Whether a script the page asked for holds yup (a message of the sort it bundles, toposort's).
  const rulesFetched = async (): Promise<boolean> =>
    (await Promise.all(scripts.map(async (url) => (await page.request.get(url)).text()))).some((body) => body.includes('Cyclic dependency'));
  await gotoHydrated(page, '/compte/connexion');
  const form = page.getByRole('form', { name: 'Se connecter' });
  await expect(form.getByLabel('Adresse email')).toBeEditable();
  await page.waitForLoadState('networkidle');
  expect(await rulesFetched()).toBe(false);
  // The press itself fetches the rules; the form checks its fields once they have come, and sends nothing.
  await form.getByRole('button', { name: 'Se connecter' }).click();
  await expect(form.getByLabel('Adresse email')).toHaveAccessibleDescription('Adresse email est un champ requis');
  await expect(form.getByLabel('Adresse email')).toBeFocused();
  await expect(form.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
  expect(await rulesFetched()).toBe(true);
});

test('axe finds nothing on every account screen, the dialogs and Mes candidatures with records', async ({ page }) => {
  test.setTimeout(180_000);
  const screens = [
    '/compte/connexion',
    '/compte/inscription',
    '/compte/mot-de-passe-oublie',
    '/compte/nouveau-mot-de-passe?code=abc',
    '/compte/nouveau-mot-de-passe',
    '/compte/changer-mot-de-passe',
    '/compte/email-confirme',
    '/compte/email-confirme?lien=invalide',
    '/compte/candidatures',
    '/en/account/login',
  ];
  for (const path of screens) {
    await page.goto(path);
    await expect(page.locator('.account-page form, .account-page .notice').first()).toBeVisible();
    await axeClean(page, path);
  }
  // A form with its errors shown.
  await page.goto('/compte/inscription');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeFocused();
  await axeClean(page, 'register with errors');
  // The account dialog of a visitor, then a candidate's apply dialog and their page with records.
  const offer = await liveOffer(5);
  await page.goto(`/offres-emploi/${offer.slug}`);
  await page.getByRole('button', { name: 'Postuler' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await axeClean(page, 'account dialog');
  const account = await candidate();
  await completeProfile(SITE_API, account.jwt);
  expect((await call('/saved-offers', { jwt: account.jwt, body: { data: { offer_id: offer.offer_id } } })).status).toBe(201);
  await holdSession(page, account.jwt);
  await page.reload();
  // The offer has read the candidate's records (saved, not applied to) before the button is pressed.
  await expect(page.getByRole('button', { name: 'Sauvegardée' })).toBeVisible();
  await page.getByRole('button', { name: 'Postuler' }).click();
  await expect(page.getByRole('dialog').getByLabel('Votre message (facultatif)')).toBeVisible();
  await axeClean(page, 'apply dialog');
  expect((await call('/applications', { jwt: account.jwt, body: { data: { offer_id: offer.offer_id, message: 'Bonjour' } } })).status).toBe(201);
  await page.goto('/compte/candidatures');
  await expect(page.getByRole('heading', { name: 'Candidatures envoyées (1)' })).toBeVisible();
  await axeClean(page, 'Mes candidatures');
  await page.getByRole('button', { name: /Retirer ma candidature/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await axeClean(page, 'withdraw dialog');
});
