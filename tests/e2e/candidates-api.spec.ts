import { expect, test } from '@playwright/test';
import { cmsUrl } from './support/cms';
import { linkIn, mailsTo, waitForMail } from './support/mail';
import { call, candidate, follow, publicUrl, unique, type ApiError, type Session } from './support/candidates';
import { ageResetCode, WRITES_BEHIND_CMS } from './support/database';

// Candidate accounts through the site's own origin, as the browser calls them: nginx forwards the account
// routes to the CMS, whose emails land in the stack's mail sink. Their records, on the CMS itself:
// tests/api/records-api.spec.ts. Logins that fail are tested on the CMS directly (tests/api/accounts-api.spec.ts): through nginx every
// test is the same client address, which five failures would hold back.

const jwtClaims = (jwt: string): { [key: string]: number } =>
  JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8')) as { [key: string]: number };

test.describe('accounts through the site', () => {
  test('register, the confirmation email with its link on the site, which confirms and lands on the site; a 7-day token', async () => {
    const name = `candidat-${unique()}`;
    const email = `${name}@exemple.fr`;
    const password = `Tournesol-${unique()}`;
    const registered = await call('/auth/local/register', { body: { username: name, email, password } });
    expect(registered.status).toBe(200);
    const body = (await registered.json()) as Partial<Session>;
    // Not logged in until confirmed: no token, the account unconfirmed.
    expect(body.jwt).toBeUndefined();
    expect(body.user).toMatchObject({ email, confirmed: false });
    expect(registered.headers.get('cache-control')).toBe('no-store');

    const mail = await waitForMail(email);
    expect(mail.subject).toBe('Confirmez votre adresse email');
    // Signed and sent by the brand of the CMS's global settings; a text part without markup, an HTML part of its own.
    expect(mail.from).toContain('Rythmo');
    expect(mail.text).toMatch(/^Bonjour,\n\n/);
    expect(mail.text).toMatch(/\n\nL’équipe Rythmo$/);
    expect(mail.text).not.toMatch(/<[a-z/]/i);
    expect(mail.html).toMatch(/<p[^>]*>Bonjour,<\/p>/);
    const link = linkIn(mail, publicUrl('/api/auth/email-confirmation?confirmation='));
    // Unconfirmed, the login is refused (asked of the CMS itself: see the note at the top).
    const early = await fetch(`${cmsUrl()}/api/auth/local`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.200.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}` },
      body: JSON.stringify({ identifier: email, password }),
    });
    expect(early.status).toBe(400);
    expect(((await early.json()) as ApiError).error.message).toBe('Your account email is not confirmed');

    const confirmed = await follow(link);
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get('location')).toBe(publicUrl('/compte/email-confirme'));
    // The code works once: followed again, it lands on the same page, which then says the link failed.
    const again = await follow(link);
    expect(again.status).toBe(302);
    expect(again.headers.get('location')).toBe(publicUrl('/compte/email-confirme?lien=invalide'));
    expect((await fetch(`${cmsUrl()}/api/auth/email-confirmation?confirmation=inconnu`, { redirect: 'manual' })).headers.get('location')).toBe(
      publicUrl('/compte/email-confirme?lien=invalide'),
    );

    const login = await call('/auth/local', { body: { identifier: email, password } });
    expect(login.status).toBe(200);
    const session = (await login.json()) as Session;
    const claims = jwtClaims(session.jwt);
    expect(claims.exp - claims.iat).toBe(7 * 24 * 3600);
    const me = await call('/users/me', { jwt: session.jwt });
    expect(me.status).toBe(200);
    const user = (await me.json()) as { [key: string]: unknown };
    // The user name is the address, whatever the registration said (cms/src/middlewares/account-registration.ts).
    expect(user).toMatchObject({ email, username: email, confirmed: true });
    for (const secret of ['password', 'passwordChangedAt', 'resetPasswordToken', 'confirmationToken']) expect(user).not.toHaveProperty(secret);
    expect(me.headers.get('cache-control')).toBe('no-store');
  });

  test('a reset request answers the same for a known and an unknown email; the emailed link resets, and older tokens stop working', async () => {
    const account = await candidate();
    const known = await call('/auth/forgot-password', { body: { email: account.user.email } });
    const unknown = await call('/auth/forgot-password', { body: { email: `personne-${unique()}@exemple.fr` } });
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(await known.text()).toBe(await unknown.text());
    expect((await call('/auth/forgot-password', { body: { email: 'pas-une-adresse' } })).status).toBe(400);

    const mail = await waitForMail(account.user.email, 2);
    expect(mail.subject).toBe('Réinitialisez votre mot de passe');
    const link = new URL(linkIn(mail, `${publicUrl('/compte/nouveau-mot-de-passe')}?code=`));
    const code = link.searchParams.get('code') ?? '';
    const password = `Cerisier-${unique()}`;
    const reset = await call('/auth/reset-password', { body: { code, password, passwordConfirmation: password } });
    expect(reset.status).toBe(200);
    const fresh = (await reset.json()) as Session;
    expect((await call('/users/me', { jwt: account.jwt })).status).toBe(401);
    expect((await call('/users/me', { jwt: fresh.jwt })).status).toBe(200);
    // The code works once; the new password logs in.
    expect((await call('/auth/reset-password', { body: { code, password, passwordConfirmation: password } })).status).toBe(400);
    expect((await call('/auth/local', { body: { identifier: account.user.email, password } })).status).toBe(200);
  });

  test('a reset code works for an hour after it was issued: an older one is refused in French, and ended', { tag: WRITES_BEHIND_CMS }, async () => {
    const account = await candidate();
    expect((await call('/auth/forgot-password', { body: { email: account.user.email } })).status).toBe(200);
    const mail = await waitForMail(account.user.email, 2);
    expect(mail.text).toContain('le lien vaut une heure');
    const code = new URL(linkIn(mail, `${publicUrl('/compte/nouveau-mot-de-passe')}?code=`)).searchParams.get('code') ?? '';
    // The database's clock moved on: the code was issued an hour and a minute ago.
    ageResetCode(account.user.email, 61 * 60_000);
    const password = `Cerisier-${unique()}`;
    const late = await call('/auth/reset-password', { body: { code, password, passwordConfirmation: password } });
    expect(late.status).toBe(400);
    expect(((await late.json()) as ApiError).error.message).toBe('Ce lien de réinitialisation a expiré\u00a0: demandez-en un nouveau.');
    // Ended: the code is gone, and the password unchanged.
    const again = await call('/auth/reset-password', { body: { code, password, passwordConfirmation: password } });
    expect(((await again.json()) as ApiError).error.message).toBe('Incorrect code provided');
    expect((await call('/auth/local', { body: { identifier: account.user.email, password: account.password } })).status).toBe(200);
  });

  test('a registration with an address that has an account answers as a new one, and emails its owner instead', async () => {
    const owner = await candidate();
    const fresh = `candidat-${unique()}@exemple.fr`;
    const password = `Tournesol-${unique()}`;
    const answers = [];
    for (const [username, email] of [
      [fresh, fresh],
      [owner.user.email.toUpperCase(), owner.user.email.toUpperCase()],
    ]) {
      const started = performance.now();
      const response = await call('/auth/local/register', { body: { username, email, password } });
      answers.push({ status: response.status, body: (await response.json()) as { user: { [key: string]: unknown } }, ms: performance.now() - started });
    }
    // Neither answers before the same second has passed: a taken address does less work, and would answer sooner.
    for (const { ms } of answers) expect(ms).toBeGreaterThanOrEqual(990);
    // The same answer but for the address itself: nothing tells the address has an account.
    expect(answers.map(({ status }) => status)).toEqual([200, 200]);
    expect(answers[0].body).toEqual({ user: { username: fresh, email: fresh, confirmed: false, blocked: false } });
    expect(Object.keys(answers[1].body.user).sort()).toEqual(Object.keys(answers[0].body.user).sort());
    expect(answers[1].body.user.email).toBe(owner.user.email);
    // The new address gets its confirmation, the owner an email saying someone tried, with what to do.
    expect((await waitForMail(fresh)).subject).toBe('Confirmez votre adresse email');
    const warning = await waitForMail(owner.user.email, 2);
    expect(warning.subject).toBe('Une inscription a été tentée avec votre adresse');
    expect(warning.text).toContain('Vous en avez déjà un\u00a0: aucun autre n’a été créé.');
    expect(linkIn(warning, publicUrl('/compte/mot-de-passe-oublie'))).toBe(publicUrl('/compte/mot-de-passe-oublie'));
    expect(warning.text).toContain('\n\nL’équipe Rythmo\n');
    // The account is unchanged: its owner still logs in with their own password.
    expect((await call('/auth/local', { body: { identifier: owner.user.email, password: owner.password } })).status).toBe(200);
  });

  test('a new confirmation email is asked the same way for a confirmed, an unconfirmed and an unknown account; only the unconfirmed gets one', async () => {
    const confirmed = await candidate();
    const name = `candidat-${unique()}`;
    const pending = `${name}@exemple.fr`;
    expect((await call('/auth/local/register', { body: { username: name, email: pending, password: `Tournesol-${unique()}` } })).status).toBe(200);
    await waitForMail(pending);
    const unknown = `personne-${unique()}@exemple.fr`;
    for (const email of [confirmed.user.email, pending, unknown]) {
      const response = await call('/auth/send-email-confirmation', { body: { email } });
      expect(response.status, email).toBe(200);
      expect(await response.json()).toEqual({ email, sent: true });
    }
    const again = await waitForMail(pending, 2);
    expect(again.subject).toBe('Confirmez votre adresse email');
    expect(mailsTo(confirmed.user.email)).toHaveLength(1);
    expect(mailsTo(unknown)).toHaveLength(0);
  });

  test('past five account emails to one address within 5 minutes, the answer stays the same and nothing more is sent', async () => {
    const account = await candidate();
    for (let i = 0; i < 6; i++) expect(await (await call('/auth/forgot-password', { body: { email: account.user.email } })).json()).toEqual({ ok: true });
    await waitForMail(account.user.email, 6);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(mailsTo(account.user.email)).toHaveLength(6);
  });

  test('a change of password ends the tokens issued before it', async () => {
    const account = await candidate();
    const second = (await (await call('/auth/local', { body: { identifier: account.user.email, password: account.password } })).json()) as Session;
    const password = `Peuplier-${unique()}`;
    const changed = await call('/auth/change-password', {
      jwt: account.jwt,
      body: { currentPassword: account.password, password, passwordConfirmation: password },
    });
    expect(changed.status).toBe(200);
    const fresh = (await changed.json()) as Session;
    for (const old of [account.jwt, second.jwt]) expect((await call('/users/me', { jwt: old })).status).toBe(401);
    expect((await call('/users/me', { jwt: fresh.jwt })).status).toBe(200);
  });

  test('the proxy forwards the account routes and no other method or users route', async () => {
    expect((await call('/users', {})).status).toBe(404);
    expect((await call('/users/1', {})).status).toBe(404);
    expect((await call('/users/me', { method: 'PUT', body: { username: 'x' } })).status).toBe(403);
    // Providers are off by default: the connect route answers, and refuses.
    const connect = await call('/connect/github');
    expect(connect.status).toBe(400);
    expect((await call('/auth/github/callback?access_token=x')).status).toBe(400);
  });
});
