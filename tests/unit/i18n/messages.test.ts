import { hostMismatch } from '../../../src/build-time/build-env';
import { namespacesOf } from '../../../src/build-time/pages';
import { i18nPageContext } from '../../../src/i18n/options';
import { translator } from '../support/messages';

// The messages through i18next with our options (src/i18n/options.ts), over the real message files.
describe('messages through i18next', () => {
  const fr = translator('fr');
  const en = translator('en');

  it('fill {name} placeholders and leave the text unescaped (React escapes it)', () => {
    expect(fr('city_title', { city: 'Saint-Étienne' })).toBe('Jobs à Saint-Étienne');
    expect(en('city_county', { county: 'Rhône & Loire', code: '69' })).toBe('Rhône & Loire (69)');
  });

  it('choose the plural form by the count, the French way for 0 and 1, and group the digits', () => {
    expect(fr('offers_count', { count: 1 })).toBe('1 offre');
    expect(fr('offers_count', { count: 0 })).toBe('0 offre');
    expect(fr('offers_count', { count: 2 })).toBe('2 offres');
    expect(fr('offers_count', { count: 1500 })).toBe('1\u202f500 offres');
    expect(en('offers_count', { count: 0 })).toBe('0 offers');
    expect(en('offers_count', { count: 1 })).toBe('1 offer');
    expect(en('offers_count', { count: 12000 })).toBe('12,000 offers');
    expect(fr('jobs_filters_selected', { count: 1 })).toBe('1 sélectionné');
    expect(fr('jobs_filters_selected', { count: 3 })).toBe('3 sélectionnés');
    expect(fr('claim_offers_more', { count: 1500 })).toBe('Plus de 1\u202f500 offres');
  });

  it('make a number format once per language, not once per count written', () => {
    const made: unknown[][] = [];
    const original = Intl.NumberFormat;
    Intl.NumberFormat = new Proxy(original, {
      construct(target, args: unknown[]) {
        made.push(args);
        return Reflect.construct(target, args) as object;
      },
    });
    try {
      const counts = Array.from({ length: 40 }, (_, i) => 1000 + i);
      expect(counts.map((count) => fr('offers_count', { count }))).toContain('1\u202f039 offres');
      expect(counts.map((count) => en('offers_count', { count }))).toContain('1,039 offers');
    } finally {
      Intl.NumberFormat = original;
    }
    expect(made.length).toBeLessThanOrEqual(2);
  });

  it('give the feature namespaces their own messages', () => {
    expect(translator('fr', 'auth')('error_too_many')).toBe('Trop de tentatives\u00a0: réessayez dans quelques minutes.');
    expect(translator('en', 'contact')('captcha_again')).not.toBe(translator('fr', 'contact')('captcha_again'));
    expect(translator('fr', 'shared')('contact_captcha_required')).toBe('Le captcha doit être validé');
  });
});

describe('the plugin context of our pages', () => {
  it('keeps the translated path, with the language prefix only outside French', () => {
    expect(i18nPageContext('fr', '/offres-emploi')).toMatchObject({ language: 'fr', routed: false, originalPath: '/offres-emploi', path: '/offres-emploi' });
    expect(i18nPageContext('en', '/en/jobs')).toMatchObject({ language: 'en', routed: true, originalPath: '/jobs', path: '/en/jobs', defaultLanguage: 'fr' });
    expect(i18nPageContext('en', '/en')).toMatchObject({ originalPath: '/' });
  });

  it('loads a feature’s messages only on the pages that show it', () => {
    expect(namespacesOf('jobs', {})).toEqual(['common']);
    expect(namespacesOf('job-offer', {})).toEqual(['common', 'auth', 'shared']);
    expect(namespacesOf('job-offer-embed', {})).toEqual(['common']);
    expect(namespacesOf('account', { section: 'login' })).toEqual(['common', 'auth', 'shared']);
    expect(namespacesOf('company', { section: 'contact' })).toEqual(['common', 'contact', 'shared']);
    expect(namespacesOf('company', { section: 'formation' })).toEqual(['common']);
  });
});

describe('the i18n base URL', () => {
  it('warns when its host is not the site’s, and only then', () => {
    expect(hostMismatch({ siteUrl: 'https://www.rythmo.fr', i18nBaseUrl: 'https://www.rythmo.fr' })).toBeNull();
    expect(hostMismatch({ siteUrl: 'https://www.rythmo.fr', i18nBaseUrl: 'http://www.rythmo.fr/' })).toBeNull();
    expect(hostMismatch({ siteUrl: 'https://www.rythmo.fr', i18nBaseUrl: 'https://rythmo.fr' })).toContain('different hosts');
  });
});
