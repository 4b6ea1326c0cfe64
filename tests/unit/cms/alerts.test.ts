import type { AlertSearchWords } from '@rythmo/site-map';
import { alertSummary } from '../../../cms/src/alerts/summary';
import { dayStart, dueFrequencies } from '../../../cms/src/alerts/schedule';
import { checkAlertLink, signAlertLink } from '../../../cms/src/alerts/links';

const NONE: AlertSearchWords = {
  text: null,
  works: [],
  contracts: [],
  studentTypes: [],
  agencies: [],
  events: [],
  cities: [],
  place: null,
  area: null,
  days: [],
  slots: [],
  rhythmMatch: 'any',
  maxHours: null,
  minPay: null,
  availableOn: [],
};

describe('an alert’s summary', () => {
  it('says each filter in the list’s words, the weekend as one, and whether the offers include the days and times or keep to them', () => {
    expect(alertSummary({ ...NONE, works: ['Événementiel'], place: { name: 'Lyon', radiusKm: 20 }, days: ['sat', 'sun'], maxHours: 20 }, 'fr')).toBe(
      'Événementiel · Lyon + 20 km · inclut le week-end · 20 h max',
    );
    expect(alertSummary({ ...NONE, days: ['sat', 'sun'], slots: ['evening'], rhythmMatch: 'only' }, 'fr')).toBe('seulement le week-end, le soir');
    expect(alertSummary({ ...NONE, text: 'serveur', days: ['mon', 'fri'], slots: ['evening'], area: 'Rhône (69)' }, 'en')).toBe(
      '‘serveur’ · Rhône (69) · includes Monday, Friday, evenings',
    );
    expect(alertSummary({ ...NONE, slots: ['night'], rhythmMatch: 'only' }, 'en')).toBe('only nights');
    expect(alertSummary(NONE, 'fr')).toBe('Toutes les offres');
    expect(alertSummary({ ...NONE, text: 'serveur', minPay: 13, availableOn: ['2026-12-05', '2026-12-12'] }, 'fr')).toBe(
      '“serveur” · au moins 13\u00a0€ brut de l’heure · disponible le 5 décembre, 12 décembre',
    );
    expect(alertSummary({ ...NONE, minPay: 12.5, availableOn: ['2026-12-05'] }, 'en')).toBe('at least €12.50 gross an hour · available on 5 December');
    expect(alertSummary({ ...NONE, availableOn: ['2027-01-01'] }, 'fr')).toBe('disponible le 1er janvier');
  });
});

describe('the alert run’s days', () => {
  it('begin at midnight in Paris, winter and summer, and on the days the clocks change', () => {
    expect(dayStart(new Date('2026-11-26T10:00:00Z')).toISOString()).toBe('2026-11-25T23:00:00.000Z');
    expect(dayStart(new Date('2026-07-01T05:30:00Z')).toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(dayStart(new Date('2026-03-29T10:00:00Z')).toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(dayStart(new Date('2026-10-25T10:00:00Z')).toISOString()).toBe('2026-10-24T22:00:00.000Z');
  });

  it('are Mondays for weekly alerts, in Paris', () => {
    expect(dueFrequencies(new Date('2026-11-30T06:00:00Z'))).toEqual(['daily', 'weekly']);
    // Sunday 23:30 in London is already Monday in Paris.
    expect(dueFrequencies(new Date('2026-11-29T23:30:00Z'))).toEqual(['daily', 'weekly']);
    expect(dueFrequencies(new Date('2026-11-29T22:30:00Z'))).toEqual(['daily']);
  });
});

describe('an alert email’s links', () => {
  const secret = 'secret';
  it('name their alert and what they do, and nothing else', () => {
    const token = signAlertLink(secret, 'abc123', 'unsubscribe');
    expect(checkAlertLink(secret, token, 'unsubscribe')).toBe('abc123');
    expect(checkAlertLink(secret, token, 'confirm')).toBeNull();
    expect(checkAlertLink('other', token, 'unsubscribe')).toBeNull();
    expect(checkAlertLink(secret, token.replace('abc123', 'abc124'), 'unsubscribe')).toBeNull();
    expect(checkAlertLink(secret, undefined, 'unsubscribe')).toBeNull();
    // One spelling: the decoder would forgive a padding or a trailing space.
    expect(checkAlertLink(secret, `${token}=`, 'unsubscribe')).toBeNull();
    expect(checkAlertLink(secret, `${token} `, 'unsubscribe')).toBeNull();
  });
});
