import { ApiError, UNKNOWN_ERROR } from '../../../src/api-client/client';
import { describeError, isSessionOver } from '../../../src/features/auth/errors';
import { isSitePath, returnOf, takeReturn } from '../../../src/features/auth/return-path';
import { tokenStore } from '../../../src/features/auth/token-store';
import { translator } from '../support/messages';

// The pure parts of the candidate accounts (src/features/auth): what a failed call tells the visitor, the
// page to come back to, the account links of either setup, the token store.

const fr = translator('fr', 'auth');
const en = translator('en', 'auth');
const strapiError = (status: number, message: string, details: unknown = {}): ApiError =>
  new ApiError({ status, name: status === 429 ? 'RateLimitError' : 'ApplicationError', message, details });

describe('describeError', () => {
  test.each([
    ['Invalid identifier or password', 'Adresse email ou mot de passe incorrect.', 'Wrong email address or password.'],
    [
      'Your account email is not confirmed',
      'Votre adresse email n’est pas encore confirmée\u00a0: ouvrez le lien reçu par email.',
      'Your email address is not confirmed yet: open the link you received by email.',
    ],
    [
      'Your account has been blocked by an administrator',
      'Ce compte est bloqué. Écrivez-nous pour en savoir plus.',
      'This account is blocked. Write to us to know more.',
    ],
    [
      'Incorrect code provided',
      'Ce lien n’est plus valable\u00a0: il a peut-être déjà servi. Demandez-en un nouveau.',
      'This link is no longer valid: it may have been used already. Ask for a new one.',
    ],
  ])('users-permissions’ « %s » in the page’s language', (message, french, english) => {
    expect(describeError(strapiError(400, message), fr)).toMatchObject({ message: french });
    expect(describeError(strapiError(400, message), en)).toMatchObject({ message: english });
  });

  test('an unconfirmed login is flagged, so the form offers a new confirmation email', () => {
    expect(describeError(strapiError(400, 'Your account email is not confirmed'), fr, ['identifier', 'password']).unconfirmed).toBe(true);
    expect(describeError(strapiError(400, 'Invalid identifier or password'), fr).unconfirmed).toBe(false);
  });

  test('an error that belongs to a field goes to that field when the form shows it', () => {
    expect(describeError(strapiError(400, 'Email or Username are already taken'), fr, ['email', 'password'])).toEqual({
      field: 'email',
      message: fr('error_taken'),
      unconfirmed: false,
    });
    expect(describeError(strapiError(400, 'Email or Username are already taken'), fr, ['identifier']).field).toBeUndefined();
    expect(describeError(strapiError(400, 'The provided current password is invalid'), fr, ['currentPassword', 'password']).field).toBe('currentPassword');
    // Our own rules name the field in Strapi's details, in French: passed on next to it.
    const weak = strapiError(400, 'Ce mot de passe fait partie des plus courants : choisissez-en un autre.', {
      errors: [{ path: ['password'], message: 'Ce mot de passe fait partie des plus courants : choisissez-en un autre.' }],
    });
    expect(describeError(weak, fr, ['email', 'password'])).toEqual({
      field: 'password',
      message: 'Ce mot de passe fait partie des plus courants : choisissez-en un autre.',
    });
  });

  test('our limits’ 429s (with retryAfter) say how long to wait in their own words; another 429 a general sentence; the records’ 409 and 404 pass on as written', () => {
    const tomorrow = 'Trop d’alertes attendent déjà leur confirmation : confirmez-les depuis l’email reçu, ou réessayez demain.';
    expect(describeError(strapiError(429, tomorrow, { retryAfter: 86_000 }), fr).message).toBe(tomorrow);
    const later = 'Your application to this offer was already sent 2 times: you can send it again in 29 days.';
    expect(describeError(strapiError(429, later, { retryAfter: 2_500_000 }), en).message).toBe(later);
    expect(describeError(strapiError(429, 'Too many requests, please try again later.'), fr).message).toBe(
      'Trop de tentatives\u00a0: réessayez dans quelques minutes.',
    );
    expect(describeError(strapiError(429, 'Trop de requêtes : réessayez dans un instant.'), en).message).toBe('Too many attempts: try again in a few minutes.');
    expect(describeError(strapiError(409, 'Vous avez déjà postulé à cette offre.'), fr).message).toBe('Vous avez déjà postulé à cette offre.');
    expect(describeError(strapiError(404, 'Cette offre n’est plus disponible.'), fr).message).toBe('Cette offre n’est plus disponible.');
  });

  test('anything else: a request error, an unknown error, a session over; only a 401 ends the session', () => {
    expect(describeError(strapiError(400, 'Invalid parameters: role'), fr).message).toBe(fr('error_request'));
    expect(describeError(new ApiError(UNKNOWN_ERROR), fr).message).toBe(fr('error_unknown'));
    expect(describeError(new TypeError('Failed to fetch'), fr).message).toBe(fr('error_unknown'));
    expect(describeError(strapiError(401, 'Missing or invalid credentials'), fr).message).toBe(fr('error_session_over'));
    expect(isSessionOver(strapiError(401, 'x'))).toBe(true);
    expect(isSessionOver(strapiError(403, 'x'))).toBe(false);
    expect(isSessionOver(new Error('x'))).toBe(false);
  });
});

describe('the page to come back to', () => {
  test.each([
    ['/offres-emploi/serveur-lyon', true],
    ['/en/jobs/waiter?x=1#top', true],
    ['//evil.example/offres', false],
    ['/\\evil.example', false],
    ['https://evil.example/', false],
    ['javascript:alert(1)', false],
    ['/offres\nSet-Cookie', false],
    ['', false],
  ])('%j is followed: %s', (path, followed) => {
    expect(isSitePath(path)).toBe(followed);
  });

  test('read from ?retour=; without storage (this test runs in Node), the fallback', () => {
    expect(returnOf('?retour=%2Foffres-emploi%2Fx')).toBe('/offres-emploi/x');
    expect(returnOf('?retour=https%3A%2F%2Fevil.example')).toBeUndefined();
    expect(takeReturn('?retour=%2Fvilles%2Flyon', '/compte/candidatures')).toBe('/villes/lyon');
    expect(takeReturn('?retour=%2F%2Fevil.example', '/compte/candidatures')).toBe('/compte/candidatures');
  });
});

describe('account links', () => {
  const load = (appUrl: string | undefined): typeof import('../../../src/features/auth/account-links') => {
    const previous = process.env.GATSBY_APP_URL;
    if (appUrl === undefined) delete process.env.GATSBY_APP_URL;
    else process.env.GATSBY_APP_URL = appUrl;
    let loaded: typeof import('../../../src/features/auth/account-links') | undefined;
    jest.isolateModules(() => {
      loaded = jest.requireActual<typeof import('../../../src/features/auth/account-links')>('../../../src/features/auth/account-links');
    });
    if (previous === undefined) delete process.env.GATSBY_APP_URL;
    else process.env.GATSBY_APP_URL = previous;
    return loaded as typeof import('../../../src/features/auth/account-links');
  };

  test('the embedded default: the site’s own screens, in the page’s language, with the page to come back to', () => {
    const { accountLinks, accountsBuiltIn } = load(undefined);
    expect(accountsBuiltIn()).toBe(true);
    expect(accountLinks('fr', '/offres-emploi/x')).toEqual({
      login: { to: '/compte/connexion?retour=%2Foffres-emploi%2Fx', external: false },
      register: { to: '/compte/inscription?retour=%2Foffres-emploi%2Fx', external: false },
      account: { to: '/compte/candidatures', external: false },
    });
    expect(accountLinks('en').login).toEqual({ to: '/en/account/login', external: false });
  });

  test('an external application host: the links go there', () => {
    const { accountLinks, accountsBuiltIn } = load('https://app.exemple.fr/');
    expect(accountsBuiltIn()).toBe(false);
    expect(accountLinks('fr', '/offres-emploi/x')).toEqual({
      login: { to: 'https://app.exemple.fr/login', external: true },
      register: { to: 'https://app.exemple.fr/register', external: true },
      account: { to: 'https://app.exemple.fr/', external: true },
    });
  });
});

test('the token store keeps the token (in memory without storage), says whether one is held and tells its listeners', () => {
  const seen: (string | null)[] = [];
  const stop = tokenStore.subscribe(() => seen.push(tokenStore.get()));
  expect(tokenStore.get()).toBeNull();
  expect(tokenStore.held()).toBe(false);
  tokenStore.set('jwt-a');
  expect(tokenStore.held()).toBe(true);
  tokenStore.set(null);
  stop();
  tokenStore.set('jwt-b');
  expect(seen).toEqual(['jwt-a', null]);
  expect(tokenStore.get()).toBe('jwt-b');
  tokenStore.set(null);
});
