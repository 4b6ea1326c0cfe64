import { number, object, string } from 'yup';
import { formatDate, formatRelative, weekStartsOn } from '../../../src/i18n/dates';
import { applyYupLocale } from '../../../src/i18n/yup-locale';

describe('dates', () => {
  it('are written in French and English by the date library', () => {
    expect(formatDate('fr', '2026-12-24')).toBe('24 décembre 2026');
    expect(formatDate('en', '2026-12-24')).toBe('24 December 2026');
    const now = new Date('2026-11-22T12:00:00Z');
    expect(formatRelative('fr', '2026-11-19T12:00:00Z', now)).toBe('il y a 3 jours');
    expect(formatRelative('en', '2026-11-19T12:00:00Z', now)).toBe('3 days ago');
    expect(formatRelative('fr', '2026-12-06T12:00:00Z', now)).toBe('dans 14 jours');
  });

  it('start the week on Monday in French', () => {
    expect(weekStartsOn('fr')).toBe(1);
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

  afterAll(() => applyYupLocale('fr'));

  it('are French by default on a French page', async () => {
    applyYupLocale('fr');
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

  it('follow the language of the page', async () => {
    applyYupLocale('en');
    expect(await errors({ name: 'a', hours: 0 })).toEqual([
      'email is a required field',
      'name must be at least 2 characters',
      'hours must be greater than or equal to 1',
    ]);
    expect(await errors({ email: 'nope', name: 'ab', hours: 2 })).toEqual(['email must be a valid email']);
  });
});
