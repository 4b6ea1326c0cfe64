import { number, object, string } from 'yup';
import { formatDate, formatDay, timeAgo } from '../../../src/i18n/dates';
import type { Locale } from '@rythmo/site-map';
import { applyYupLocale } from '../../../src/i18n/yup-locale';
import { sayWith } from '../../../src/i18n/say';
import { translator } from '../support/messages';

describe('dates', () => {
  it('are written in French and English by the platform (Intl), as dates of Paris', () => {
    expect(formatDate('fr', '2026-12-24')).toBe('24 décembre 2026');
    expect(formatDate('en', '2026-12-24')).toBe('24 December 2026');
    expect(formatDate('fr', '2026-03-01T23:30:00Z')).toBe('2 mars 2026');
    // French writes the first of the month as an ordinal, English does not.
    expect(formatDate('fr', '2026-12-01')).toBe('1er décembre 2026');
    expect(formatDate('fr', '2026-02-28T23:30:00Z')).toBe('1er mars 2026');
    expect(formatDate('fr', '2026-12-11')).toBe('11 décembre 2026');
    expect(formatDate('en', '2026-12-01')).toBe('1 December 2026');
    expect(formatDay('fr', '2026-12-01')).toBe('mardi 1er décembre 2026');
    expect(formatDay('en', '2026-12-01')).toBe('Tuesday, 1 December 2026');
  });

  it('say how long ago in the unit date-fns chose: minutes, hours, days, months of 30 days, years', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const ago = (ms: number) => timeAgo(new Date(now.getTime() - ms), now);
    expect(ago(5 * 60_000)).toEqual({ unit: 'minutes', count: 5 });
    expect(ago(59 * 60_000)).toEqual({ unit: 'minutes', count: 59 });
    expect(ago(60 * 60_000)).toEqual({ unit: 'hours', count: 1 });
    expect(ago(23 * 3_600_000)).toEqual({ unit: 'hours', count: 23 });
    expect(ago(24 * 3_600_000)).toEqual({ unit: 'days', count: 1 });
    expect(ago(29 * 86_400_000)).toEqual({ unit: 'days', count: 29 });
    expect(ago(30 * 86_400_000)).toEqual({ unit: 'months', count: 1 });
    expect(ago(400 * 86_400_000)).toEqual({ unit: 'years', count: 1 });
    expect(timeAgo('2026-11-19T12:00:00Z', now)).toEqual({ unit: 'days', count: 3 });
  });

  it('of a publication never say « dans »: a date ahead of the clock, or now, was a minute ago', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(timeAgo(new Date(now.getTime() + 5 * 3_600_000), now)).toEqual({ unit: 'minutes', count: 1 });
    expect(timeAgo(now, now)).toEqual({ unit: 'minutes', count: 1 });
    expect(timeAgo(new Date(now.getTime() - 20_000), now)).toEqual({ unit: 'minutes', count: 1 });
  });

  it('of a publication are said in French and English, singular and plural', () => {
    const fr = translator('fr');
    const en = translator('en');
    expect(fr('offer_published_days', { count: 3 })).toBe('Publiée il y a 3 jours');
    expect(fr('offer_published_days', { count: 1 })).toBe('Publiée il y a 1 jour');
    expect(fr('offer_published_months', { count: 2 })).toBe('Publiée il y a 2 mois');
    expect(fr('offer_published_years', { count: 2 })).toBe('Publiée il y a 2 ans');
    expect(en('offer_published_hours', { count: 1 })).toBe('Published 1 hour ago');
    expect(en('offer_published_minutes', { count: 5 })).toBe('Published 5 minutes ago');
  });
});

describe('validation messages', () => {
  // yup reads its messages when a rule is added: forms build their schema after applying the locale.
  const schema = () =>
    object({
      email: string().required().email(),
      name: string().min(2).max(5),
      hours: number().min(1),
    });
  const errors = async (value: object): Promise<string[]> =>
    schema()
      .validate(value, { abortEarly: false })
      .then(
        () => [],
        (error: { errors: string[] }) => error.errors,
      );

  const apply = (locale: Locale) => applyYupLocale(sayWith(translator(locale, 'shared')));
  afterAll(() => apply('fr'));

  it('are French by default on a French page', async () => {
    apply('fr');
    expect(await errors({ name: 'a', hours: 0 })).toEqual([
      'email est un champ requis',
      'name doit contenir au moins 2 caractères',
      'hours doit être supérieur ou égal à 1',
    ]);
    expect(await errors({ email: 'pas-un-email', name: 'abcdefg', hours: 3 })).toEqual([
      'email doit être un e-mail valide',
      'name doit contenir au plus 5 caractères',
    ]);
  });

  it('print the rule’s values as yup does, with French spacing', () => {
    apply('fr');
    expect(() => string().label('Fréquence').oneOf(['daily', 'weekly']).validateSync('yearly')).toThrow(
      'Fréquence doit être l’une des valeurs suivantes\u00a0: daily, weekly',
    );
    expect(() => string().label('Code').matches(/^\d+$/).validateSync('x')).toThrow('Code doit respecter le format\u00a0: «\u202f/^\\d+$/\u202f»');
  });

  it('follow the language of the page', async () => {
    apply('en');
    expect(await errors({ name: 'a', hours: 0 })).toEqual([
      'email is a required field',
      'name must be at least 2 characters',
      'hours must be greater than or equal to 1',
    ]);
    expect(await errors({ email: 'nope', name: 'ab', hours: 2 })).toEqual(['email must be a valid email']);
  });
});
