import type { Translation } from 'vanilla-cookieconsent';
import { choiceOf, consentConfig, consentTranslation } from '../../../src/features/consent/config';
import { CONSENT_COOKIE, CONSENT_DAYS, CONSENT_REVISION } from '../../../src/features/consent/cookie';
import { noticeTexts } from '../../../src/features/consent/notice';
import { translator } from '../support/messages';

/** The banner's texts as a French page gives them, then an English one (./runtime.ts adds each language met). */
const texts = (supportEmail: string) => ({ fr: consentTranslation(translator('fr'), supportEmail), en: consentTranslation(translator('en'), supportEmail) });

const build = (overrides: Partial<Parameters<typeof consentConfig>[0]> = {}) =>
  consentConfig({ locale: 'fr', translations: texts('contact@rythmo.fr'), secure: true, onChoice: () => undefined, ...overrides });

const translationOf = (config: ReturnType<typeof build>, locale: string): Translation => config.language.translations[locale] as Translation;

describe('consent configuration', () => {
  it('is opt-in, hidden from bots, with the cc_cookie of 182 days, SameSite Lax, Secure only on https', () => {
    const config = build({ secure: false });
    expect(config.mode).toBe('opt-in');
    expect(config.hideFromBots).toBe(true);
    expect(config.revision).toBe(CONSENT_REVISION);
    expect(config.cookie).toMatchObject({ name: 'cc_cookie', expiresAfterDays: 182, sameSite: 'Lax', secure: false });
    expect([CONSENT_COOKIE, CONSENT_DAYS]).toEqual(['cc_cookie', 182]);
    expect(build({ secure: true }).cookie?.secure).toBe(true);
  });

  it('keeps necessary always on, clears the _ga and _gid cookies with analytics, and has an empty ads category', () => {
    const { categories } = build();
    expect(Object.keys(categories)).toEqual(['necessary', 'analytics', 'ads']);
    expect(categories.necessary).toEqual({ enabled: true, readOnly: true });
    const patterns = (categories.analytics.autoClear?.cookies ?? []).map((c) => c.name as RegExp);
    for (const name of ['_ga', '_ga_ABC123', '_gid']) expect(patterns.some((p) => p.test(name))).toBe(true);
    expect(patterns.some((p) => p.test('i18n_redirected'))).toBe(false);
    expect(categories.ads).toEqual({});
  });

  it('describes functionality in the texts only, and gives the support address, escaped, in both languages', () => {
    const config = build({ translations: texts('a<b>@rythmo.fr') });
    expect(config.language.default).toBe('fr');
    for (const [locale, title] of [
      ['fr', 'Cookies de fonctionnalité'],
      ['en', 'Functionality cookies'],
    ]) {
      const sections = translationOf(config, locale).preferencesModal.sections;
      const functionality = sections.find((s) => s.title === title);
      expect(functionality).toBeDefined();
      expect(functionality?.linkedCategory).toBeUndefined();
      expect(sections.map((s) => s.linkedCategory).filter(Boolean)).toEqual(['necessary', 'analytics', 'ads']);
      expect(sections.at(-1)?.description).toContain('mailto:a&lt;b&gt;@rythmo.fr');
      expect(sections.at(-1)?.description).not.toContain('<b>');
    }
  });

  it('leaves the first layer to the page: no banner text for the library, which shows nothing by itself', () => {
    const config = build();
    expect(config.autoShow).toBe(false);
    expect(translationOf(config, 'fr')).not.toHaveProperty('consentModal');
    expect(noticeTexts(translator('fr'))).toEqual({
      title: 'Vos cookies, votre choix',
      description: expect.stringContaining('Gérer les cookies'),
      all: 'Tout accepter',
      necessary: 'Tout refuser',
      preferences: 'Personnaliser',
    });
    expect(noticeTexts(translator('en'))).toMatchObject({ title: 'Your cookies, your choice', all: 'Accept all', necessary: 'Reject all' });
  });

  it('reports the choice on consent, on change, and reads it from the categories', () => {
    const choices: unknown[] = [];
    const config = build({ onChoice: (choice) => choices.push(choice) });
    const cookie = { categories: ['necessary', 'analytics'] } as Parameters<NonNullable<typeof config.onConsent>>[0]['cookie'];
    config.onConsent?.({ cookie });
    config.onChange?.({ cookie: { ...cookie, categories: ['necessary'] }, changedCategories: ['analytics'], changedServices: {} });
    expect(choices).toEqual([
      { analytics: true, ads: false },
      { analytics: false, ads: false },
    ]);
    expect(choiceOf({ categories: ['necessary', 'analytics', 'ads'] })).toEqual({ analytics: true, ads: true });
  });
});
