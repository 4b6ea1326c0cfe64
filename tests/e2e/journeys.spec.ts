import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { asVisitor, settled, gotoHydrated } from './support/site';
import { linkIn, waitForMail } from './support/mail';
import { completeProfile, liveOffer, publicUrl, SITE_API, unique } from './support/candidates';

// Journeys as people take them, from the first page to the end: a student on a phone,
// a keyboard user, a visitor without JavaScript, an English visitor with an account.

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'fr-FR' };

/** axe with WCAG 2.2 AA's target size among the rules (off by default). */
async function axeOnPhone(page: Page, what: string): Promise<void> {
  await settled(page);
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  expect(result.violations.map((v) => `${what}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The element lies within the screen (its top and bottom both visible). */
async function inView(page: Page, selector: string): Promise<boolean> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const r = element.getBoundingClientRect();
      return r.top >= -1 && r.bottom <= window.innerHeight + 1;
    });
}

test('a student on a phone: the home search, a city, the filter sheet, an offer, an account confirmed by email, the application, and the offer says so', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext(PHONE);
  await asVisitor(context);
  const page = await context.newPage();
  // On the public address the emails link to (localhost), so that the offer kept at registration is there after the login.
  await gotoHydrated(page, publicUrl('/'));
  await page.getByRole('button', { name: 'Tout refuser' }).click();
  await axeOnPhone(page, 'home');

  // The hero's search: a city.
  const hero = page.locator('.hero');
  await hero.getByRole('searchbox').click();
  await hero.getByRole('combobox').fill('lyon');
  await hero.getByRole('option', { name: /^Lyon –/ }).click();
  await expect(page).toHaveURL(publicUrl('/villes/lyon'));
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  // The first offer within the first screen and a half.
  const firstCard = page.locator('.offer-card').first();
  expect((await firstCard.boundingBox())?.y ?? Infinity).toBeLessThan(844 * 1.5);
  // Two cards per screen.
  expect((await firstCard.boundingBox())?.height ?? Infinity).toBeLessThanOrEqual(844 / 2);
  await axeOnPhone(page, 'city');

  // The filter sheet: its heading has the focus (no keyboard over half the screen), its actions stay in
  // view, 44 px tall; « Le week-end » is one box.
  const filters = page.getByRole('button', { name: /^Filtres/ });
  await filters.click();
  const sheet = page.getByRole('dialog', { name: 'Filtrer les offres' });
  await expect(sheet.getByRole('heading', { name: 'Filtrer les offres' })).toBeFocused();
  const show = sheet.getByRole('button', { name: /^Voir / });
  const clear = sheet.getByRole('button', { name: 'Effacer les filtres' });
  // Measured in place, once the sheet has risen.
  await settled(page);
  for (const button of [show, clear]) {
    const box = await button.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(844);
  }
  await axeOnPhone(page, 'filter sheet');
  await sheet.getByRole('checkbox', { name: 'Le week-end (samedi et dimanche)' }).check();
  await expect.poll(() => new URL(page.url()).searchParams.get('filter[rhythm][days]')).toBe('sat,sun');
  // Still in view at the end of the sheet.
  await sheet.getByRole('button', { name: 'Ajouter cette date' }).scrollIntoViewIfNeeded();
  await expect.poll(() => inView(page, '.filter-panel .dialog-actions')).toBe(true);
  await show.click();
  await expect(sheet).toBeHidden();
  // On a phone the results come to the top, their heading with the focus (« Filtres », above the screen
  // then, would scroll the page back to itself with it).
  await expect(page.locator('.jobs-count')).toBeFocused();
  // The filters on show, each removable; the results in view, not the page's top.
  const chips = page.getByRole('list', { name: 'Filtres actifs' });
  await expect(chips.getByRole('button')).toHaveText(['samedi ×', 'dimanche ×']);
  await expect.poll(() => inView(page, '.jobs-count')).toBe(true);
  // The results come to the top once the live search has answered (a jump, jobs-list.tsx): a tap given
  // before that lands where the page was. Then nothing moves.
  await expect(page.locator('.jobs-results')).toHaveAttribute('aria-busy', 'false');
  await settled(page);

  // An offer, and the account it takes to apply.
  const offerLink = page.locator('.jobs-results .offer-card h3 a').first();
  const offerPath = (await offerLink.getAttribute('href')) as string;
  await offerLink.click();
  await expect(page).toHaveURL(publicUrl(offerPath));
  // The address changes before the router draws the offer: once it is there, axeOnPhone waits for its fade.
  await expect(page.getByRole('button', { name: 'Postuler' })).toBeVisible();
  await axeOnPhone(page, 'offer');
  await page.getByRole('button', { name: 'Postuler' }).click();
  await page.getByRole('dialog', { name: 'Postuler à cette offre' }).getByRole('link', { name: 'Créer un compte' }).click();
  const email = `etudiante-${unique()}@exemple.fr`;
  const password = `Trottinette-${unique()}`;
  const form = page.getByRole('form', { name: 'Créer un compte' });
  await form.getByLabel('Adresse email').fill(email);
  await form.locator('#field-password').fill(password);
  await form.getByLabel('Confirmation du mot de passe').fill(password);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByRole('heading', { name: 'Plus qu’une étape : confirmez votre adresse' })).toBeVisible();
  await page.goto(linkIn(await waitForMail(email), publicUrl('/api/auth/email-confirmation?confirmation=')));
  await expect(page.getByText('Votre adresse email est confirmée')).toBeVisible();
  const login = page.getByRole('form', { name: 'Se connecter' });
  await login.getByLabel('Adresse email').fill(email);
  await login.getByLabel('Mot de passe').fill(password);
  await login.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(publicUrl(offerPath));

  // The application (the profile filled in beforehand: tests/e2e/applications.spec.ts makes it on a phone),
  // and the offer says so, then and after a reload.
  await completeProfile(SITE_API, (await page.evaluate(() => localStorage.getItem('rythmo.auth.token'))) as string);
  await page.getByRole('button', { name: 'Postuler' }).click();
  const apply = page.getByRole('dialog', { name: 'Postuler à cette offre' });
  await apply.getByRole('button', { name: 'Envoyer ma candidature' }).click();
  await expect(apply.getByRole('status').filter({ hasText: 'envoyée' })).toBeVisible();
  await apply.getByRole('button', { name: 'Fermer' }).click();
  const sent = page.getByRole('button', { name: /^Candidature envoyée le / });
  await expect(sent).toBeVisible();
  await page.reload();
  await expect(sent).toHaveAttribute('aria-disabled', 'true');
  await context.close();
});

test('a keyboard user: a skip link first, the search within a few Tabs, menus that Tab passes, the focus on each new page’s heading', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, '/');
  /** How many Tabs bring the focus to the element the selector matches (Infinity past the budget). */
  const tabsTo = async (selector: string, budget: number): Promise<number> => {
    for (let n = 1; n <= budget; n += 1) {
      await page.keyboard.press('Tab');
      if (await page.evaluate((wanted) => document.activeElement?.matches(wanted) === true, selector)) return n;
    }
    return Infinity;
  };
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Aller au contenu' })).toBeFocused();
  const toSearch = await tabsTo('.search-button', 15);
  expect(toSearch).toBeLessThanOrEqual(14);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Rechercher une offre' });
  await expect(dialog.getByRole('combobox')).toBeFocused();
  // At a person's pace (a key every 80 ms).
  await page.keyboard.type('cdd', { delay: 80 });
  await expect(dialog.getByRole('combobox')).toHaveValue('cdd');
  await expect(dialog.getByRole('option', { name: /^CDD/ })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/offres-emploi\/cdd$/);
  // The new page's heading has the focus: the next Tabs go into the page, the sort a few stops away.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  const toSort = await tabsTo('select', 10);
  expect(toSort).toBeLessThanOrEqual(6);
  // Back returns to where the visitor was, and the focus to that page's heading.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});

test('a visitor without JavaScript: the search and the menu are links, what needs JavaScript says so', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'fr-FR', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/villes/lyon');
  const header = page.locator('header.site-header');
  await expect(header.getByRole('button')).toHaveCount(0);
  // The header's links fit the phone's width.
  const menuLink = await header.getByRole('link', { name: 'Menu' }).boundingBox();
  expect((menuLink?.x ?? Infinity) + (menuLink?.width ?? 0)).toBeLessThanOrEqual(390);
  await expect(header.getByRole('link', { name: 'Rechercher' })).toHaveAttribute('href', '/offres-emploi');
  await header.getByRole('link', { name: 'Menu' }).click();
  await expect(page).toHaveURL(/#footer-navigation$/);
  await expect(page.getByRole('navigation', { name: 'Liens utiles' }).getByRole('link', { name: 'Offres d’emploi' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Filtres/ })).toBeHidden();
  // Playwright's text queries skip <noscript>: its text is read from the page, its box measured.
  const said = async (selector: string): Promise<string> => (await page.locator(selector).evaluate((element) => element.textContent ?? '')).trim();
  expect(await said('.jobs-list noscript')).toContain('Les filtres et le tri ont besoin de JavaScript');
  expect(await page.locator('.jobs-list noscript p').boundingBox()).not.toBeNull();
  // Page 2 of the city's list and of the jobs list: other offers than page 1, real previous and next links,
  // each page its own canonical address.
  for (const list of ['/villes/lyon', '/offres-emploi']) {
    await page.goto(list);
    const links = () => page.locator('.jobs-results .offer-card h3 a').evaluateAll((found) => found.map((link) => link.getAttribute('href')));
    const first = await links();
    await page.locator('.pagination a[rel="next"]').click();
    await expect(page).toHaveURL(new RegExp(`${list}\\?page=2$`));
    // The address changes when the next document commits, before it is parsed: its links are read once loaded.
    await page.waitForLoadState('load');
    const second = await links();
    expect(second.length).toBeGreaterThan(0);
    expect(second.filter((href) => first.includes(href))).toEqual([]);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${list}\\?page=2$`));
    await expect(page).toHaveTitle(/ – page 2 \| Rythmo$/);
    await expect(page.locator('.pagination a[rel="prev"]')).toHaveAttribute('href', list);
  }
  const offer = (await page.locator('.offer-card h3 a').first().getAttribute('href')) as string;
  await page.goto(offer);
  await expect(page.getByRole('button', { name: 'Postuler' })).toBeHidden();
  expect(await said('.offer-actions noscript')).toContain('Pour postuler ou sauvegarder cette offre, activez JavaScript');
  await context.close();
});

test('an English visitor: registers in English, gets the server’s errors, the emails and the pages their links open in English, and « My applications »', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // A browser that asks for French: the site's page, not the browser, says which language the account speaks.
  const context = await browser.newContext({ locale: 'fr-FR' });
  await asVisitor(context);
  const page = await context.newPage();
  const offer = await liveOffer(4);
  const offerPath = `/en/jobs/${offer.slug}`;
  await gotoHydrated(page, publicUrl(offerPath));
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByRole('dialog', { name: 'Apply for this offer' }).getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(publicUrl(`/en/account/register?retour=${encodeURIComponent(offerPath)}`));

  // A common password passes the form's rules; the server refuses it in English, next to the field.
  const email = `visitor-${unique()}@example.org`;
  const password = `Weathervane-${unique()}`;
  const form = page.getByRole('form', { name: 'Create an account' });
  await form.getByLabel('Email address').fill(email);
  const passwordField = form.locator('#field-password');
  await passwordField.fill('password1');
  await form.getByLabel('Password confirmation').fill('password1');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Create my account' }).click();
  await expect(passwordField).toHaveAccessibleDescription(/This password is among the most common ones: choose another\./);
  await passwordField.fill(password);
  await form.getByLabel('Password confirmation').fill(password);
  await form.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByRole('heading', { name: 'One step left: confirm your address' })).toBeVisible();

  // The confirmation email in English; its link lands on the English page.
  const confirmation = await waitForMail(email);
  expect(confirmation.subject).toBe('Confirm your email address');
  expect(confirmation.text).toMatch(/^Hello,\n\nThank you for creating your candidate account\./);
  expect(confirmation.text).not.toMatch(/Bonjour|équipe/);
  expect(confirmation.html).toMatch(/<html[^>]* lang="en"/);
  await page.goto(linkIn(confirmation, publicUrl('/api/auth/email-confirmation?confirmation=')));
  await expect(page).toHaveURL(publicUrl(`/en/account/email-confirmed?retour=${encodeURIComponent(offerPath)}`));
  await expect(page.getByText('Your email address is confirmed: log in to apply.')).toBeVisible();
  // The form's handlers once React has hydrated the page: a click before that reaches the static markup.
  await page.locator('#___gatsby[data-hydrated]').waitFor({ state: 'attached' });
  const login = page.getByRole('form', { name: 'Log in' });
  await login.getByLabel('Email address').fill(email);
  await login.getByLabel('Password').fill(password);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(publicUrl(offerPath));

  // The application, then « My applications » in English.
  await completeProfile(SITE_API, (await page.evaluate(() => localStorage.getItem('rythmo.auth.token'))) as string);
  await page.getByRole('button', { name: 'Apply' }).click();
  const apply = page.getByRole('dialog', { name: 'Apply for this offer' });
  await apply.getByRole('button', { name: 'Send my application' }).click();
  await expect(apply.getByRole('status').filter({ hasText: 'Your application is sent' })).toBeVisible();
  // Applying twice (another tab, the API): the server's refusal comes in English too.
  const token = (await page.evaluate(() => localStorage.getItem('rythmo.auth.token'))) as string;
  const again = await page.evaluate(
    async ({ id, jwt }) => {
      const answer = await fetch('/api/applications', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${jwt}`, 'Accept-Language': document.documentElement.lang },
        body: JSON.stringify({ data: { offer_id: id } }),
      });
      return { status: answer.status, message: ((await answer.json()) as { error: { message: string } }).error.message };
    },
    { id: offer.offer_id, jwt: token },
  );
  expect(again).toEqual({ status: 409, message: 'You have already applied for this offer.' });
  await apply.getByRole('button', { name: 'Close' }).click();
  await page.locator('header.site-header .account').getByRole('link', { name: 'My account' }).click();
  await expect(page).toHaveURL(publicUrl('/en/account/applications'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My applications');
  const applications = page.locator('section', { has: page.getByRole('heading', { name: 'Applications sent (1)' }) });
  await expect(applications.getByRole('link', { name: offer.title })).toBeVisible();
  await expect(applications).toContainText(/Sent on \d{1,2} [A-Z][a-z]+ \d{4} · Sent/);
  // English typography in what a screen reader hears too: no space before the colon.
  await expect(applications.getByRole('button', { name: `Withdraw my application: ${offer.title}` })).toBeVisible();

  // Logged out, the forgotten password: the reset email in English opens the English page.
  await page.getByRole('button', { name: 'Log out' }).click();
  await gotoHydrated(page, publicUrl('/en/account/forgot-password'));
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send me the link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'If an account exists' })).toBeVisible();
  const reset = await waitForMail(email, 2);
  expect(reset.subject).toBe('Reset your password');
  expect(reset.text).toContain('You asked to change the password of your candidate account.');
  const link = new URL(linkIn(reset, `${publicUrl('/en/account/reset-password')}?code=`));
  await page.goto(publicUrl(`${link.pathname}${link.search}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New password');
  await context.close();
});
