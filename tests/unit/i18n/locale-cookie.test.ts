import { detectLocale, localeCookie, readLocaleCookie, rootRedirect } from '../../../src/i18n/locale-cookie';

describe('locale cookie and detection', () => {
  it('writes i18n_redirected for 365 days on path / with SameSite Lax, not Secure by default', () => {
    expect(localeCookie('en')).toBe('i18n_redirected=en; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(localeCookie('fr', true)).toBe('i18n_redirected=fr; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
  });

  it('reads only a valid locale from the cookie', () => {
    expect(readLocaleCookie('a=1; i18n_redirected=en; b=2')).toBe('en');
    expect(readLocaleCookie('i18n_redirected=de')).toBeNull();
    expect(readLocaleCookie('')).toBeNull();
  });

  it('takes the cookie first, then the browser languages, then French', () => {
    expect(detectLocale('i18n_redirected=fr', ['en-US', 'en'])).toBe('fr');
    expect(detectLocale('i18n_redirected=xx', ['de-DE', 'en-GB'])).toBe('en');
    expect(detectLocale('', ['de-DE', 'es'])).toBe('fr');
    expect(detectLocale('', [])).toBe('fr');
  });

  it('redirects by language on the root path only', () => {
    expect(rootRedirect('/', '', ['en-US'])).toBe('/en');
    expect(rootRedirect('/', 'i18n_redirected=fr', ['en-US'])).toBeNull();
    expect(rootRedirect('/', '', ['fr-FR'])).toBeNull();
    expect(rootRedirect('/villes/lyon', '', ['en-US'])).toBeNull();
    expect(rootRedirect('/en', 'i18n_redirected=fr', ['fr'])).toBeNull();
  });
});
