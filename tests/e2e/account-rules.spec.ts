import { expect, test } from '@playwright/test';
import { cmsUrl } from './support/cms';
import { siteUrl } from './support/site';
import { rawRequest } from './support/http';
import { candidate, type ApiError } from './support/candidates';
import { linkIn, mailsTo, waitForMail } from './support/mail';
import { ageResetCode, WRITES_BEHIND_CMS } from './support/database';

// The account rules in every spelling of their paths: on the CMS's own port, where
// Strapi's router matches paths without regard to case, and through the site. A path under /api in
// another spelling than nginx forwards is refused before any route; the case of the rest of the path
// reaches the route, and its rules (cms/src/extensions/users-permissions/account-rules.ts) hold there too.

/** Each test counts under client addresses of its own: the CMS trusts X-Forwarded-For from the loopback proxy only. */
let nextAddress = Math.floor(Math.random() * 200);
const address = (): string => `10.${177 + (nextAddress % 70)}.${++nextAddress % 250}.${Math.floor(Math.random() * 250) + 1}`;
const unique = (): string => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** A route's path after /api, spelled in other cases: the refused prefixes, and the ones that reach the route. */
const spellings = (route: string): { refused: string[]; routed: string[] } => ({
  refused: [`/API${route}`, `/Api${route.toUpperCase()}`, `/aPI${route}/`],
  routed: [
    `/api${route.toUpperCase()}`,
    `/api${route.replace(/(^|\/)([a-z])/g, (_, slash: string, letter: string) => `${slash}${letter.toUpperCase()}`)}`,
    `/api${route}/`,
  ],
});

const post = (base: string, path: string, body: unknown, from: string): Promise<Response> =>
  fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': from }, body: JSON.stringify(body) });

/** The CMS's refusal of a non-canonical /api path. */
const expectRefusedPath = async (response: Response): Promise<void> => {
  expect(response.status).toBe(400);
  const body = (await response.json()) as ApiError;
  expect(body.error).toMatchObject({ status: 400, name: 'ValidationError' });
  expect(body.error.message).toMatch(/^Adresse d’API mal formée/);
};

test.describe('on the CMS’s port, in every case spelling', () => {
  test('a path under /api spelled otherwise than nginx forwards is a JSON 400, before any route', async () => {
    // Sent as written (fetch would resolve `.` and `..` before sending).
    for (const path of ['/API/auth/local', '/Api/users/me', '/api//auth/local', '/api/./auth/local', '/api/%61uth/local', '/x/../api/auth/local']) {
      const response = await rawRequest(cmsUrl(), { method: 'POST', path, body: JSON.stringify({ identifier: 'x@exemple.fr', password: 'whatever-12' }) });
      expect(response.status, path).toBe(400);
      expect((JSON.parse(response.body) as ApiError).error.message, path).toMatch(/^Adresse d’API mal formée/);
    }
    // The canonical spelling and the admin's own paths are untouched.
    expect((await post(cmsUrl(), '/api/auth/local', { identifier: `nobody-${unique()}@exemple.fr`, password: 'Whatever-12345' }, address())).status).toBe(400);
    expect((await fetch(`${cmsUrl()}/_health`)).status).toBe(204);
  });

  test('a registration with a taken address answers as a new one in every spelling; a common password is refused in every spelling', async () => {
    const owner = await candidate();
    const { refused, routed } = spellings('/auth/local/register');
    for (const path of refused)
      await expectRefusedPath(
        await post(cmsUrl(), path, { username: owner.user.email, email: owner.user.email, password: `Tournesol-${unique()}` }, address()),
      );
    for (const path of routed) {
      const taken = await post(cmsUrl(), path, { username: `someone-${unique()}`, email: owner.user.email, password: `Tournesol-${unique()}` }, address());
      expect(taken.status, path).toBe(200);
      expect(await taken.json(), path).toEqual({ user: { username: owner.user.email, email: owner.user.email, confirmed: false, blocked: false } });
      const email = `weak-${unique()}@exemple.fr`;
      const weak = await post(cmsUrl(), path, { username: email, email, password: 'password' }, address());
      expect(weak.status, path).toBe(400);
      expect(((await weak.json()) as { error: { details: { errors: { path: string[] }[] } } }).error.details.errors[0].path, path).toEqual(['password']);
      expect((await post(cmsUrl(), '/api/auth/local', { identifier: email, password: 'password' }, address())).status, path).toBe(400);
    }
  });

  test('failed logins are held back in every spelling; a password never logs in through a refused one', async () => {
    const account = await candidate();
    const { refused, routed } = spellings('/auth/local');
    for (const path of refused) await expectRefusedPath(await post(cmsUrl(), path, { identifier: account.user.email, password: account.password }, address()));
    for (const path of routed) {
      const from = address();
      const identifier = `target-${unique()}@exemple.fr`;
      const answers: number[] = [];
      for (let i = 0; i < 6; i++) answers.push((await post(cmsUrl(), path, { identifier, password: `Wrong-${unique()}` }, from)).status);
      expect(answers, path).toEqual([400, 400, 400, 400, 400, 429]);
    }
  });

  test('password reset requests answer the same whatever the account, and send five emails at most to one address, in every spelling', async () => {
    const account = await candidate();
    const before = mailsTo(account.user.email).length;
    const { refused, routed } = spellings('/auth/forgot-password');
    for (const path of refused) await expectRefusedPath(await post(cmsUrl(), path, { email: account.user.email }, address()));
    for (const path of [...routed, ...routed, ...routed]) {
      for (const email of [account.user.email, `nobody-${unique()}@exemple.fr`]) {
        const response = await post(cmsUrl(), path, { email }, address());
        expect(response.status, path).toBe(200);
        expect(await response.json(), path).toEqual({ ok: true });
      }
    }
    await waitForMail(account.user.email, before + 5);
    // The emails are sent after the answer: give the last ones the time a busy machine takes, then count.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(mailsTo(account.user.email).length).toBe(before + 5);
  });

  test('an expired reset code is refused in every spelling', { tag: WRITES_BEHIND_CMS }, async () => {
    const account = await candidate();
    const { routed } = spellings('/auth/reset-password');
    for (const path of routed) {
      const before = mailsTo(account.user.email).length;
      expect((await post(cmsUrl(), '/api/auth/forgot-password', { email: account.user.email }, address())).status).toBe(200);
      const mail = await waitForMail(account.user.email, before + 1);
      const code = new URL(linkIn(mail, siteUrl('/compte/nouveau-mot-de-passe?code=').replace('//127.0.0.1:', '//localhost:'))).searchParams.get('code') ?? '';
      ageResetCode(account.user.email, 61 * 60_000);
      const password = `Cerisier-${unique()}`;
      const late = await post(cmsUrl(), path, { code, password, passwordConfirmation: password }, address());
      expect(late.status, path).toBe(400);
      expect(((await late.json()) as ApiError).error.message, path).toBe('Ce lien de réinitialisation a expiré\u00a0: demandez-en un nouveau.');
    }
    expect((await post(cmsUrl(), '/api/auth/local', { identifier: account.user.email, password: account.password }, address())).status).toBe(200);
  });
});

test('the user name is the email, whatever is sent: no one holds another person’s address as a name (item 4)', async () => {
  const victim = `victime-${unique()}@exemple.fr`;
  const squatter = `squat-${unique()}@exemple.fr`;
  const squat = await post(cmsUrl(), '/api/auth/local/register', { username: victim, email: squatter, password: `Tournesol-${unique()}` }, address());
  expect(squat.status).toBe(200);
  expect(await squat.json()).toEqual({ user: { username: squatter, email: squatter, confirmed: false, blocked: false } });
  const own = await post(
    cmsUrl(),
    '/api/auth/local/register',
    { username: `whatever-${unique()}`, email: victim, password: `Tournesol-${unique()}` },
    address(),
  );
  expect(own.status).toBe(200);
  expect((await waitForMail(victim)).subject).toBe('Confirmez votre adresse email');
  await waitForMail(squatter);
  expect(mailsTo(squatter).map((mail) => mail.subject)).toEqual(['Confirmez votre adresse email']);
});

test.describe('through the site, in every case spelling', () => {
  test('an account route in another case is not forwarded: a JSON 404, or the site’s not-found page', async () => {
    const account = await candidate();
    for (const path of ['/API/auth/local', '/api/AUTH/local', '/api/Auth/Local', '/api/auth/LOCAL']) {
      const response = await fetch(siteUrl(path), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ identifier: account.user.email, password: account.password }),
      });
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain('jwt');
    }
  });

  test('the operator’s run of the alerts is not reached through the site, whatever its case', async () => {
    for (const path of ['/api/alerts/run', '/api/alerts/RUN', '/api/alerts/Run']) {
      const response = await fetch(siteUrl(path), { method: 'POST' });
      expect(response.status, path).toBe(404);
      expect(((await response.json()) as ApiError).error.name, path).toBe('NotFoundError');
    }
  });
});
