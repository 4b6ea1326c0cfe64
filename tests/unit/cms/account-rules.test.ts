import fs from 'node:fs';
import path from 'node:path';
import { parseCommonPasswords, passwordProblem, PASSWORD_MAX_BYTES } from '../../../cms/src/security/passwords';
import { memoryLimit, takeAll } from '../../../cms/src/security/limits';
import { tokenOutlived } from '../../../cms/src/security/token-age';
import { accountEmails, accountSettings, localizedLayout } from '../../../cms/src/bootstrap/accounts';
import { accountLanguage } from '../../../cms/src/accounts/rules';
import { accountTexts } from '../../../src/emails/render';
import { requestLocale } from '../../../cms/src/utils/request-locale';

const common = parseCommonPasswords(fs.readFileSync(path.join(__dirname, '../../../cms/data/common-passwords.txt'), 'utf8'));

describe('password rules of candidate accounts', () => {
  test('the shipped list holds the 3,000 most common passwords, its comments left out', () => {
    expect(common.size).toBe(3000);
    expect(common.has('123456')).toBe(true);
    expect([...common].some((password) => password.startsWith('#'))).toBe(false);
  });

  test('a common password is refused whatever its case', () => {
    expect(passwordProblem('password1', common)).toMatch(/plus courants/);
    expect(passwordProblem('PassWord1', common)).toMatch(/plus courants/);
    expect(passwordProblem('Sunflower-Tram-42', common)).toBeNull();
  });

  test('8 characters at least, counted as characters, not bytes', () => {
    expect(passwordProblem('k7#Qz!p', common)).toBe('Le mot de passe doit contenir au moins 8 caractères.');
    expect(passwordProblem('ééééééé', common)).toMatch(/au moins 8/);
    expect(passwordProblem('k7#Qz!pW', common)).toBeNull();
  });

  test('64 characters pass; past the 72 bytes bcrypt reads, refused rather than cut', () => {
    expect(passwordProblem('a1'.repeat(32), common)).toBeNull();
    expect(passwordProblem('a'.repeat(PASSWORD_MAX_BYTES), common)).toBeNull();
    expect(passwordProblem('a'.repeat(PASSWORD_MAX_BYTES + 1), common)).toMatch(/trop long/);
    expect(passwordProblem('é'.repeat(37), common)).toMatch(/trop long/);
  });

  test('a missing or non-text password is required', () => {
    for (const value of [undefined, null, '', 12345678, ['motdepasse']]) expect(passwordProblem(value, common)).toBe('Le mot de passe est requis.');
  });
});

describe('counted limits (failed logins, account emails, contact requests)', () => {
  // The same Limit as in the database, over rate-limiter-flexible's memory store; Jest's clock.
  const WINDOW = 5 * 60_000;
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => jest.useRealTimers());
  const make = () => ({
    address: memoryLimit({ name: 'address', max: 20, windowMs: WINDOW }),
    account: memoryLimit({ name: 'account', max: 5, windowMs: WINDOW }),
  });

  test('past its ceiling a key waits until the window that began with its first event ends', async () => {
    const { account } = make();
    for (let i = 0; i < 5; i++) {
      expect(await account.retryAfterMs(['marie@example.fr'])).toBe(0);
      await account.count(['marie@example.fr']);
      jest.advanceTimersByTime(1000);
    }
    expect(await account.retryAfterMs(['marie@example.fr'])).toBe(WINDOW - 5000);
    expect(await account.retryAfterMs(['paul@example.fr'])).toBe(0);
    jest.advanceTimersByTime(WINDOW - 5000);
    expect(await account.retryAfterMs(['marie@example.fr'])).toBe(0);
  });

  test('each key is counted apart, and the longest wait of the keys asked is the answer', async () => {
    const { address, account } = make();
    for (let i = 0; i < 5; i++) await account.count([`user${i}@example.fr`, 'marie@example.fr']);
    expect(await account.retryAfterMs(['user0@example.fr', 'marie@example.fr'])).toBe(WINDOW);
    expect(await account.retryAfterMs(['user0@example.fr'])).toBe(0);
    for (let i = 0; i < 20; i++) await address.count(['10.0.0.1']);
    expect(await address.retryAfterMs(['10.0.0.2'])).toBe(0);
    expect(await address.retryAfterMs(['10.0.0.2', '10.0.0.1'])).toBe(WINDOW);
  });

  test('a success forgets the account’s failures', async () => {
    const { account } = make();
    for (let i = 0; i < 4; i++) await account.count(['marie@example.fr']);
    await account.forget('marie@example.fr');
    await account.count(['marie@example.fr']);
    expect(await account.retryAfterMs(['marie@example.fr'])).toBe(0);
    for (let i = 0; i < 4; i++) await account.count(['marie@example.fr']);
    expect(await account.retryAfterMs(['marie@example.fr'])).toBe(WINDOW);
  });

  test('taking counts as it checks: of a parallel burst, `max` are let through; takeAll waits for the longest of its keys', async () => {
    const { account, address } = make();
    const waits = await Promise.all(Array.from({ length: 8 }, () => account.take('10.0.0.1')));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(5);
    expect(waits.filter((wait) => wait === WINDOW)).toHaveLength(3);
    jest.advanceTimersByTime(1000);
    expect(await takeAll([[address, '10.0.0.2']])).toBe(0);
    expect(
      await takeAll([
        [address, '10.0.0.2'],
        [account, '10.0.0.1'],
      ]),
    ).toBe(WINDOW - 1000);
    jest.advanceTimersByTime(WINDOW);
    expect(await account.take('10.0.0.1')).toBe(0);
  });
});

describe('tokens outlived by a change of password', () => {
  const changed = new Date('2026-11-23T10:00:00.500Z');
  test('a token issued before the change no longer counts; one issued after it does', () => {
    expect(tokenOutlived({ id: 1, issuedAtMs: changed.getTime() - 1 }, changed)).toBe(true);
    expect(tokenOutlived({ id: 1, issuedAtMs: changed.getTime() }, changed.toISOString())).toBe(false);
    expect(tokenOutlived({ id: 1, issuedAtMs: changed.getTime() + 5 }, changed)).toBe(false);
  });
  test('an account whose password never changed keeps its tokens', () => {
    expect(tokenOutlived({ id: 1, iat: 1 }, null)).toBe(false);
  });
  test('without the millisecond claim, JWT’s iat (seconds) is read; with neither, the token is refused', () => {
    expect(tokenOutlived({ id: 1, iat: Math.floor(changed.getTime() / 1000) }, changed)).toBe(true);
    expect(tokenOutlived({ id: 1, iat: Math.floor(changed.getTime() / 1000) + 1 }, changed)).toBe(false);
    expect(tokenOutlived({ id: 1 }, changed)).toBe(true);
  });
});

describe('account emails', () => {
  const site = 'https://mesjobs.example';
  const from = { email: 'no-reply@mesjobs.example', name: 'Rythmo' };
  const emails = accountEmails(site, from, 'Rythmo', 'fr', accountTexts);
  const english = accountEmails(site, from, 'Rythmo', 'en', accountTexts);
  test('the confirmation link goes through the site origin, with the plugin’s code variable, on the action’s line, in both languages', () => {
    for (const each of [emails, english]) {
      expect(each.email_confirmation.options.message).toMatch(/: https:\/\/mesjobs\.example\/api\/auth\/email-confirmation\?confirmation=<%= CODE %>\n\n/);
    }
    expect(emails.email_confirmation.options.object).toBe('Confirmez votre adresse email');
    expect(english.email_confirmation.options.object).toBe('Confirm your email address');
  });
  test('the reset link is the site page of the email’s language, with the token', () => {
    expect(emails.reset_password.options.message).toContain('\u00a0: https://mesjobs.example/compte/nouveau-mot-de-passe?code=<%= TOKEN %>\n\n');
    expect(english.reset_password.options.message).toContain(': https://mesjobs.example/en/account/reset-password?code=<%= TOKEN %>\n\n');
    expect(accountSettings(site)).toMatchObject({
      email_confirmation: true,
      unique_email: true,
      default_role: 'authenticated',
      email_reset_password: 'https://mesjobs.example/compte/nouveau-mot-de-passe',
      email_confirmation_redirection: 'https://mesjobs.example/compte/email-confirme',
    });
  });
  test('all are plain text (the HTML part is made from it, escaped), with each language’s typography, signed with the brand', () => {
    for (const [each, signature] of [
      [emails, /\n\nL’équipe Rythmo$/],
      [english, /\n\nThe Rythmo team$/],
    ] as const) {
      for (const template of [each.email_confirmation, each.reset_password]) {
        const text = template.options.message.replace(/<%= [A-Z]+ %>/g, '');
        expect(text).not.toMatch(/[<>]/);
        expect(text).not.toMatch(/'/);
        expect(text).toMatch(signature);
        expect(text).not.toContain('Mes jobs, mon rythme');
      }
    }
    expect(english.reset_password.options.message).not.toMatch(/[éèàç]|Bonjour|mot de passe/);
  });

  describe('an account gets the text of its own language', () => {
    const store = { get: async ({ key }: { key: string }) => ({ email: emails, email_en: english })[key] ?? null };
    test('the default’s subject and body become the same part of the same email in the account’s language', async () => {
      const en = { language: 'en' };
      expect(await localizedLayout(store, emails.reset_password.options.message, en)).toBe(english.reset_password.options.message);
      expect(await localizedLayout(store, emails.email_confirmation.options.object, en)).toBe(english.email_confirmation.options.object);
      expect(await localizedLayout(store, emails.email_confirmation.options.message, en)).toBe(english.email_confirmation.options.message);
    });
    test('a French account, one from before languages, or an editor’s own text keep the text as it is', async () => {
      const layout = emails.reset_password.options.message;
      expect(await localizedLayout(store, layout, { language: 'fr' })).toBe(layout);
      expect(await localizedLayout(store, layout, { language: null })).toBe(layout);
      expect(await localizedLayout(store, layout, undefined)).toBe(layout);
      expect(await localizedLayout(store, 'Bonjour <%= USER.email %>', { language: 'en' })).toBe('Bonjour <%= USER.email %>');
      expect(accountLanguage('de')).toBe('fr');
    });
  });
});

describe('the language of a request', () => {
  // Koa negotiates (`acceptsLanguages`): the e2e tests send real headers; here, what it may answer.
  const answering = (answer: string | false) => ({ acceptsLanguages: () => answer });
  test('the site’s language Koa picked, French when the request accepts none of them', () => {
    expect(requestLocale(answering('en'))).toBe('en');
    expect(requestLocale(answering('fr'))).toBe('fr');
    expect(requestLocale(answering(false))).toBe('fr');
  });
  test('a password’s problem in the request’s language', () => {
    expect(passwordProblem('k7#Qz!p', common, 'en')).toBe('The password must be at least 8 characters long.');
    expect(passwordProblem('password1', common, 'en')).toMatch(/most common/);
  });
});
