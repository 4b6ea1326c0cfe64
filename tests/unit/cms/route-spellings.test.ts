import { nonCanonicalApiPath } from '../../../cms/src/middlewares/api-path';
import { redactedUrl } from '../../../cms/src/middlewares/log-redaction';
import { ACCOUNT_RULES, withAccountRules, type Route } from '../../../cms/src/extensions/users-permissions/account-rules';

describe('one spelling of every /api address on the CMS', () => {
  test('the spellings nginx forwards pass, with or without a trailing slash', () => {
    for (const path of ['/api', '/api/', '/api/auth/local', '/api/auth/local/', '/api/rythmo/job-offers', '/api/AUTH/local', '/api/alerts/Ab12']) {
      expect([path, nonCanonicalApiPath(path)]).toEqual([path, false]);
    }
  });

  test('another case of /api, doubled slashes, dots and escapes are refused', () => {
    for (const path of [
      '/API/auth/local',
      '/Api',
      '/aPi/',
      '/api//auth/local',
      '//api/auth/local',
      '/api/./auth/local',
      '/api/%61uth/local',
      '/%61pi/auth/local',
      '/api/auth/local%2F',
      '/api.json',
    ]) {
      expect([path, nonCanonicalApiPath(path)]).toEqual([path, path !== '/api.json']);
    }
  });

  test('a path that becomes /api once normalised is refused; the admin and the uploads are not /api', () => {
    for (const path of ['/x/../api/auth/local', '/admin/..%2Fapi/rythmo/x', '/uploads/..%2F..%2FAPI/auth/local'])
      expect([path, nonCanonicalApiPath(path)]).toEqual([path, true]);
    for (const path of ['/admin', '/content-manager/collection-types/x', '/uploads/cv.pdf', '/api-docs', '/_health', '/upload']) {
      expect([path, nonCanonicalApiPath(path)]).toEqual([path, false]);
    }
  });
});

describe('the account rules on users-permissions’ routes', () => {
  const route = (method: string, path: string, middlewares?: unknown[]): Route => ({
    method,
    path,
    handler: 'auth.x',
    config: { prefix: '', ...(middlewares === undefined ? {} : { middlewares }) },
  });
  const routes = Object.keys(ACCOUNT_RULES).map((key) => {
    const [method, path] = key.split(' ');
    return route(method, path, ['plugin::users-permissions.rateLimit']);
  });

  test('each rule follows the plugin’s own middlewares on its route; other routes are left as they are', () => {
    const other = route('GET', '/users/me');
    const ruled = withAccountRules([...routes, other]);
    const login = ruled.find((found) => found.path === '/auth/local');
    expect(login?.config?.middlewares).toEqual(['plugin::users-permissions.rateLimit', 'global::account-login-limits']);
    const register = ruled.find((found) => found.path === '/auth/local/register');
    expect(register?.config?.middlewares).toEqual(['plugin::users-permissions.rateLimit', 'global::account-password', 'global::account-registration']);
    expect(ruled.find((found) => found.path === '/users/me')).toBe(other);
  });

  test('a rule whose route the plugin no longer has stops the start', () => {
    expect(() => withAccountRules(routes.filter((found) => found.path !== '/auth/reset-password'))).toThrow(/POST \/auth\/reset-password/);
  });
});

describe('the request log', () => {
  test('keeps the address but not the credentials of its query', () => {
    expect(redactedUrl('/api/application-answers/cv?t=abc.view.ts6jb6.c2lnbmF0dXJl')).toBe('/api/application-answers/cv?t=…');
    expect(redactedUrl('/api/auth/email-confirmation?confirmation=0f1e2d')).toBe('/api/auth/email-confirmation?confirmation=…');
    expect(redactedUrl('/api/alerts/unsubscribe?lang=fr&%74=xyz&code=1')).toBe('/api/alerts/unsubscribe?lang=fr&%74=…&code=…');
    expect(redactedUrl('/api/rythmo/job-offers?query=serveur&page=2')).toBe('/api/rythmo/job-offers?query=serveur&page=2');
    expect(redactedUrl('/api/profile')).toBe('/api/profile');
  });
});
