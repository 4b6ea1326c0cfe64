import { expect, test } from '@playwright/test';
import { cmsUrl } from './support/cms';

// The candidate accounts' guard (cms/src/middlewares/account-guard.ts), on the CMS itself. Each test
// counts under its own client address: the CMS trusts X-Forwarded-For from the loopback proxy only.
let nextAddress = Math.floor(Math.random() * 200);
const address = (): string => `10.${77 + (nextAddress % 100)}.${++nextAddress % 250}.${Math.floor(Math.random() * 250) + 1}`;
const post = (path: string, body: unknown, from: string): Promise<Response> =>
  fetch(`${cmsUrl()}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': from }, body: JSON.stringify(body) });
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
    const change = await post('/auth/change-password', { currentPassword: 'x', password: 'short', passwordConfirmation: 'short' }, address());
    expect(change.status).toBe(400);
    expect(await fieldMessage(change)).toMatch(/au moins 8/);
  });
});
