import { expect, test } from '@playwright/test';
import { cmsUrl } from '../e2e/support/cms';
import { candidateOn, SQLITE_API } from '../e2e/support/candidates';
import { mailsTo, waitForMail } from '../e2e/support/mail';
import { countElsewhere, WRITES_BEHIND_CMS } from '../e2e/support/database';

// The candidate accounts' rules (cms/src/middlewares/account-*.ts, on users-permissions' routes), on the CMS itself. Each test
// counts under its own client address: the CMS trusts X-Forwarded-For from the loopback proxy only.
let nextAddress = Math.floor(Math.random() * 200);
const address = (): string => `10.${77 + (nextAddress % 100)}.${++nextAddress % 250}.${Math.floor(Math.random() * 250) + 1}`;
const post = (path: string, body: unknown, from: string, headers: Record<string, string> = {}): Promise<Response> =>
  fetch(`${cmsUrl()}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from, ...headers },
    body: JSON.stringify(body),
  });
type ApiError = { data: null; error: { status: number; name: string; message: string; details?: { errors?: { path: string[]; message: string }[] } } };
const unique = (): string => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

test.describe('failed logins', () => {
  const wrong = (identifier: string, from: string): Promise<Response> => post('/auth/local', { identifier, password: `Wrong-password-${unique()}` }, from);
  const expectHeldBack = async (response: Response): Promise<void> => {
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(250);
    expect(Number(response.headers.get('retry-after'))).toBeLessThanOrEqual(300);
    const body = (await response.json()) as ApiError;
    expect(body.error).toMatchObject({ status: 429, name: 'RateLimitError' });
    expect(body.error.message).toMatch(/^Trop de tentatives de connexion/);
  };

  test('five failures on one account from one address hold that account back from that address only', async () => {
    const identifier = `target-${unique()}@example.fr`;
    const attacker = address();
    for (let i = 0; i < 5; i++) expect((await wrong(identifier, attacker)).status).toBe(400);
    await expectHeldBack(await wrong(identifier.toUpperCase(), attacker));
    // The owner, elsewhere, is not locked out; the attacker's address may still try other accounts.
    expect((await wrong(identifier, address())).status).toBe(400);
    expect((await wrong(`nobody-${unique()}@example.fr`, attacker)).status).toBe(400);
  });

  test('twenty failures from one address within 5 minutes hold it back, even with a new email each time', async () => {
    const from = address();
    for (let i = 0; i < 20; i++) expect((await wrong(`nobody-${unique()}@example.fr`, from)).status).toBe(400);
    await expectHeldBack(await wrong(`nobody-${unique()}@example.fr`, from));
    expect((await wrong(`nobody-${unique()}@example.fr`, address())).status).toBe(400);
  });

  test('an account is held back from every address only past fifty failures, from any number of addresses', async () => {
    const identifier = `target-${unique()}@example.fr`;
    for (let i = 0; i < 50; i++) expect((await wrong(identifier, address())).status, `failure ${i + 1}`).toBe(400);
    await expectHeldBack(await wrong(identifier, address()));
  });

  test('the counts are kept in the database: failures another CMS instance counted hold the account back here too', { tag: WRITES_BEHIND_CMS }, async () => {
    const identifier = `shared-${unique()}@example.fr`;
    // A first failure of another account: the CMS has made its limits' table.
    expect((await wrong(`first-${unique()}@example.fr`, address())).status).toBe(400);
    countElsewhere('login-account', identifier, 50, 5 * 60_000);
    await expectHeldBack(await wrong(identifier, address()));
    expect((await wrong(`other-${unique()}@example.fr`, address())).status).toBe(400);
  });

  test('an unknown email and a wrong password get the same answer', async () => {
    const unknown = (await (
      await post('/auth/local', { identifier: `nobody-${unique()}@example.fr`, password: 'Wrong-password-1' }, address())
    ).json()) as ApiError;
    expect(unknown.error.message).toBe('Invalid identifier or password');
  });
});

test.describe('new passwords', () => {
  const register = (password: string, extra: Record<string, unknown> = {}) => {
    const name = unique();
    return post('/auth/local/register', { username: name, email: `${name}@example.fr`, password, ...extra }, address());
  };
  const fieldMessage = async (response: Response): Promise<string | undefined> =>
    ((await response.json()) as ApiError).error.details?.errors?.find((error) => error.path.join('.') === 'password')?.message;

  test('a common, a short or a too long password is refused with a French message on the field', async () => {
    for (const [password, message] of [
      ['password1', /plus courants/],
      ['IloveYou', /plus courants/],
      ['k7#Qz!p', /au moins 8 caractères/],
      ['x'.repeat(73), /trop long/],
    ] as const) {
      const response = await register(password);
      expect(response.status, password).toBe(400);
      expect(await fieldMessage(response)).toMatch(message);
    }
  });

  test('a role, a confirmed flag, a blocked flag or a provider in the registration is refused', async () => {
    for (const extra of [{ role: 1 }, { confirmed: true }, { blocked: false }, { provider: 'google' }]) {
      const response = await register('Sunflower-Tram-42', extra);
      expect(response.status, JSON.stringify(extra)).toBe(400);
      expect(((await response.json()) as ApiError).error.message).toMatch(/^Invalid parameters: /);
    }
  });

  test('reset and change go through the same rules', async () => {
    const reset = await post('/auth/reset-password', { code: 'whatever', password: '12345678', passwordConfirmation: '12345678' }, address());
    expect(reset.status).toBe(400);
    expect(await fieldMessage(reset)).toMatch(/plus courants/);
    // A change of password is a candidate's: without a token, Strapi refuses it before any rule.
    expect((await post('/auth/change-password', { currentPassword: 'x', password: 'short', passwordConfirmation: 'short' }, address())).status).toBe(403);
    const me = await candidateOn(SQLITE_API);
    const change = await post('/auth/change-password', { currentPassword: me.password, password: 'short', passwordConfirmation: 'short' }, address(), {
      authorization: `Bearer ${me.jwt}`,
    });
    expect(change.status).toBe(400);
    expect(await fieldMessage(change)).toMatch(/au moins 8/);
  });
});

test.describe('registrations', () => {
  test(
    'one client address makes REGISTRATIONS_PER_CLIENT an hour, a parallel burst no more; past it a 429 that emails no one, and other addresses go on',
    { tag: WRITES_BEHIND_CMS },
    async () => {
      const max = Number(process.env.REGISTRATIONS_PER_CLIENT);
      const from = address();
      // A first registration from elsewhere (the CMS has made its count); then all but three of this
      // address's hour, counted as another CMS instance over the same database would have.
      const first = `first-${unique()}@example.fr`;
      expect((await post('/auth/local/register', { username: first, email: first, password: `Tournesol-${unique()}` }, address())).status).toBe(200);
      countElsewhere('registration-client', from, max - 3, 3600_000);
      // Eight at once, new addresses and a taken one (the first), which would email its owner.
      const emails = [first, ...Array.from({ length: 7 }, () => `flood-${unique()}@example.fr`)];
      const answers = await Promise.all(
        emails.map((email) => post('/auth/local/register', { username: email, email, password: `Tournesol-${unique()}` }, from)),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
      const refused = answers.flatMap((answer, index) => (answer.status === 429 ? [{ answer, email: emails[index] }] : []));
      for (const { answer } of refused) {
        expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(3000);
        expect(Number(answer.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
        const { error } = (await answer.json()) as ApiError & { error: { details?: { retryAfter?: number } } };
        expect(error).toMatchObject({ status: 429, name: 'RateLimitError', details: { retryAfter: Number(answer.headers.get('retry-after')) } });
        expect(error.message).toMatch(/^Trop de comptes créés depuis cette connexion\u00a0: réessayez dans (5\d|60)\u00a0min\.$/);
      }
      // The three let through sent their emails; the refused ones none.
      for (const [index, answer] of answers.entries()) if (answer.status === 200) await waitForMail(emails[index], emails[index] === first ? 2 : 1);
      for (const { email } of refused) expect(mailsTo(email), email).toHaveLength(email === first ? 1 : 0);
      const elsewhere = `elsewhere-${unique()}@example.fr`;
      expect((await post('/auth/local/register', { username: elsewhere, email: elsewhere, password: `Tournesol-${unique()}` }, address())).status).toBe(200);
    },
  );
});

test.describe('languages', () => {
  const english = { 'accept-language': 'en-GB,en;q=0.9,fr;q=0.5' };
  const errorOf = async (response: Response): Promise<ApiError['error']> => ((await response.json()) as ApiError).error;

  test('the guard answers in the request’s language: English when asked, French otherwise', async () => {
    const short = await post('/auth/local/register', { username: unique(), email: `${unique()}@example.org`, password: 'k7#Qz!p' }, address(), english);
    expect((await errorOf(short)).details?.errors).toEqual([
      { path: ['password'], message: 'The password must be at least 8 characters long.', name: 'ValidationError' },
    ]);
    expect((await errorOf(await post('/auth/forgot-password', { email: 'not-an-address' }, address(), english))).message).toBe('Invalid email address.');
    expect((await errorOf(await post('/auth/forgot-password', { email: 'not-an-address' }, address(), { 'accept-language': 'de' }))).message).toBe(
      'Adresse email invalide.',
    );
    const records = await fetch(`${cmsUrl()}/api/applications`, { headers: english });
    expect(records.status).toBe(401);
    expect((await errorOf(records)).message).toBe('Log in to your candidate account to continue.');
  });

  test('an account keeps the language it was registered in: a language other than the site’s is refused', async () => {
    const name = unique();
    const refused = await post(
      '/auth/local/register',
      { username: name, email: `${name}@example.org`, password: 'Sunflower-Tram-42', language: 'de' },
      address(),
    );
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).details?.errors?.[0]).toMatchObject({
      path: ['language'],
      message: 'La langue du compte doit être l’une de\u00a0: fr, en.',
    });
  });

  test('an English account: its confirmation email in English; someone registering with its address from a French page, the owner is told in English', async () => {
    const name = `owner-${unique()}`;
    const email = `${name}@example.org`;
    const first = await post('/auth/local/register', { username: name, email, password: 'Sunflower-Tram-42', language: 'en' }, address());
    expect(first.status).toBe(200);
    expect((await waitForMail(email)).subject).toBe('Confirm your email address');
    const again = await post('/auth/local/register', { username: `${name}-2`, email, password: 'Sunflower-Tram-43', language: 'fr' }, address());
    expect(again.status).toBe(200);
    const told = await waitForMail(email, 2);
    expect(told.subject).toBe('Someone tried to register with your address');
    expect(told.html).toMatch(/<html[^>]* lang="en"/);
    expect(told.text).toMatch(/\/en\/account\/login\n[\s\S]*\/en\/account\/forgot-password\n/);
  });
});
