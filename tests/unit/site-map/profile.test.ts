import fs from 'fs';
import path from 'path';
import { fitsAvailability, gapsSentence, rhythmGaps, isCvType, profileMissing, PROFILE_MAX, type Availability, type Locale, type Say } from '@rythmo/site-map';
import { sayWith } from '../../../src/i18n/say';
import { translator } from '../support/messages';

describe('what applying needs', () => {
  const complete = { first_name: 'Camille', last_name: 'Martin', phone: '06 12 34 56 78', presentation: null, cv: { name: 'cv.pdf' } };

  it('is nothing for names, a phone and a CV, or a presentation instead of the CV', () => {
    expect(profileMissing(complete)).toEqual([]);
    expect(profileMissing({ ...complete, cv: null, presentation: 'Disponible le week-end' })).toEqual([]);
  });

  it('names each gap in the form’s order; blank words are gaps', () => {
    expect(profileMissing({ first_name: ' ', last_name: null, phone: '', presentation: '  ', cv: null })).toEqual([
      'first_name',
      'last_name',
      'phone',
      'cv_or_presentation',
    ]);
  });

  it('says them in a sentence, in both languages', () => {
    const say = (locale: Locale): Say => sayWith(translator(locale, 'shared'));
    expect(gapsSentence([], say('fr'))).toBe('');
    expect(gapsSentence(['phone'], say('fr'))).toBe('votre téléphone');
    expect(gapsSentence(['first_name', 'phone', 'cv_or_presentation'], say('fr'))).toBe('votre prénom, votre téléphone et un CV ou une présentation');
    expect(gapsSentence(['last_name', 'cv_or_presentation'], say('en'))).toBe('your last name and a CV or an introduction');
  });
});

describe('an offer fitting an availability', () => {
  const weekend: Availability = { days: ['sat', 'sun'], slots: ['morning', 'afternoon'], hours_per_week: 20 };

  it('fits when each of its days and times is the candidate’s and its hours are within', () => {
    expect(fitsAvailability({ days: ['sat'], slots: ['morning'], hours_per_week: 8 }, weekend)).toBe(true);
    expect(fitsAvailability({ days: ['sat', 'sun'], slots: ['afternoon'], hours_per_week: 20 }, weekend)).toBe(true);
  });

  it('does not fit with one day, one time or one hour too many', () => {
    expect(fitsAvailability({ days: ['fri', 'sat'], slots: ['morning'], hours_per_week: 8 }, weekend)).toBe(false);
    expect(fitsAvailability({ days: ['sat'], slots: ['evening'], hours_per_week: 8 }, weekend)).toBe(false);
    expect(fitsAvailability({ days: ['sat'], slots: ['morning'], hours_per_week: 21 }, weekend)).toBe(false);
  });

  it('names what does not fit: the days and times the candidate has not, the hours beyond theirs', () => {
    expect(rhythmGaps({ days: ['fri', 'sat', 'mon'], slots: ['morning', 'night'], hours_per_week: 35 }, weekend)).toEqual({
      days: ['fri', 'mon'],
      slots: ['night'],
      hours: 35,
    });
    expect(rhythmGaps({ days: ['sun'], slots: ['afternoon'], hours_per_week: 20 }, weekend)).toEqual({ days: [], slots: [], hours: null });
  });

  it('leaves out what the availability does not say', () => {
    expect(fitsAvailability({ days: ['mon'], slots: ['night'], hours_per_week: 35 }, { days: [], slots: [], hours_per_week: 35 })).toBe(true);
  });
});

it('takes a PDF or a DOCX as a CV, by type, and its limits are the content type’s', () => {
  expect(isCvType('application/pdf')).toBe(true);
  expect(isCvType('application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe(true);
  expect(isCvType('application/x-msdownload')).toBe(false);
  expect(isCvType('toString')).toBe(false);
  expect(isCvType(undefined)).toBe(false);
  const file = path.join(__dirname, '..', '..', '..', 'cms', 'src', 'api', 'candidate-profile', 'content-types', 'candidate-profile', 'schema.json');
  const schema = JSON.parse(fs.readFileSync(file, 'utf8')) as { attributes: Record<string, { maxLength?: number }> };
  for (const [field, max] of Object.entries(PROFILE_MAX)) expect(schema.attributes[field].maxLength).toBe(max);
});
