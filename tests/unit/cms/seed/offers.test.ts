import { createRandom } from '../../../../cms/src/seed/random';
import { planOffer, FIRST_OFFER_ID, type OfferInputs } from '../../../../cms/src/seed/offers';
import { seedDateFromEnv, offerCountFromEnv, DEFAULT_OFFER_COUNT } from '../../../../cms/src/seed/index';
import { CITIES } from '../../../../cms/src/seed/data/cities';
import { SECTORS } from '../../../../cms/src/seed/data/catalogue';
import { AGENCIES, EVENTS } from '../../../../cms/src/seed/data/editorial';

const seedDate = new Date('2026-11-22T00:00:00Z');
const inputs: OfferInputs = {
  cities: CITIES,
  sectors: SECTORS,
  agencies: AGENCIES.filter((a) => a.hasOffers),
  events: EVENTS.map((e) => ({ slug: e.slug, name: e.name.fr, city: e.city, start: new Date(seedDate.getTime() + e.startInDays * 86400000) })),
  seedDate,
};
const plan = (count: number, seed = 'same') => {
  const random = createRandom(seed);
  return Array.from({ length: count }, (_, i) => planOffer(random, i, inputs));
};

describe('seed offers', () => {
  it('are the same for the same seed and differ for another', () => {
    expect(plan(50)).toEqual(plan(50));
    expect(plan(50, 'other')).not.toEqual(plan(50));
  });

  it('have slugs {numeric id}-{slugified title}', () => {
    for (const offer of plan(300)) {
      expect(offer.slug).toMatch(/^\d+-[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(offer.slug.startsWith(`${offer.offer_id}-`)).toBe(true);
    }
    expect(plan(1)[0].offer_id).toBe(FIRST_OFFER_ID);
  });

  it('have coherent dates relative to the seed date, pay above the minimum wage and coordinates near their city', () => {
    for (const offer of plan(400)) {
      const published = new Date(offer.publication_date).getTime();
      // Published before the seed date's midnight: none later on the day the seed runs.
      expect(published).toBeLessThan(seedDate.getTime());
      expect(new Date(offer.valid_through).getTime()).toBeGreaterThan(published);
      expect(new Date(offer.start_date).getTime()).toBeGreaterThan(seedDate.getTime());
      expect(offer.remuneration).toBeGreaterThanOrEqual(11.88);
      const city = CITIES.find((c) => c.name === offer.city);
      expect(city).toBeDefined();
      expect(Math.abs(offer.latitude - (city?.latitude ?? 0))).toBeLessThan(0.05);
      expect(offer.contracts.length).toBeGreaterThan(0);
      expect(offer.rhythm.hours_per_week).toBeGreaterThan(0);
    }
  });

  it('agree with themselves: full or part time by their hours, no permanent contract for one event, events by their names', () => {
    const offers = plan(1600);
    for (const offer of offers) {
      const basis = offer.rhythm.hours_per_week >= 35 ? 'temps-plein' : 'temps-partiel';
      expect(offer.contracts.filter((c) => c === 'temps-plein' || c === 'temps-partiel').every((c) => c === basis)).toBe(true);
      if (offer.event !== null) {
        expect(offer.contracts).not.toContain('cdi');
        const name = EVENTS.find((e) => e.slug === offer.event)?.name.fr ?? '';
        expect(offer.title).toContain(`« ${name} »`);
        expect(offer.description).toContain(`« ${name} »`);
      }
      if (/ pour (un|une) /.test(offer.title)) expect(offer.contracts).not.toContain('cdi');
      // The skills are the offer's list of required skills, not repeated in its text.
      for (const skill of offer.skills) expect(offer.description).not.toContain(`- ${skill}`);
    }
    // Both kinds of time, with and without a fixed-term or permanent contract.
    expect(offers.filter((o) => o.contracts.includes('temps-plein')).length).toBeGreaterThan(50);
    expect(offers.filter((o) => o.contracts.includes('cdi')).length).toBeGreaterThan(50);
  });

  it('cover every sector, every contract type and the student job types', () => {
    const offers = plan(1600);
    expect(new Set(offers.map((o) => o.sector))).toEqual(new Set(SECTORS.map((s) => s.slug)));
    expect(new Set(offers.flatMap((o) => o.contracts))).toEqual(new Set(['cdi', 'cdd', 'temps-plein', 'temps-partiel']));
    expect(new Set(offers.flatMap((o) => o.studentTypes))).toEqual(new Set(['week-end', 'ete', 'temps-partiel', 'stages-et-alternances']));
    expect(offers.some((o) => o.event !== null)).toBe(true);
  });
});

describe('seed settings', () => {
  it('reads SEED_DATE and SEED_OFFERS, refusing bad values with a clear message', () => {
    expect(seedDateFromEnv('2027-01-15').toISOString()).toBe('2027-01-15T00:00:00.000Z');
    expect(seedDateFromEnv(undefined, new Date('2026-11-22T17:45:00Z')).toISOString()).toBe('2026-11-22T00:00:00.000Z');
    expect(() => seedDateFromEnv('15/01/2027')).toThrow('SEED_DATE must be YYYY-MM-DD');
    expect(offerCountFromEnv(undefined)).toBe(DEFAULT_OFFER_COUNT);
    expect(offerCountFromEnv('20000')).toBe(20000);
    expect(() => offerCountFromEnv('beaucoup')).toThrow('SEED_OFFERS must be a whole number');
  });
});

describe('seed cities', () => {
  it('are at least 40 real French cities with coordinates in metropolitan France or Corsica and a department', () => {
    expect(CITIES.length).toBeGreaterThanOrEqual(40);
    for (const name of ['Paris', 'Lyon', 'Marseille', 'Bordeaux', 'Lille', 'Nice']) {
      expect(CITIES.find((c) => c.name === name)?.description?.fr.length).toBeGreaterThan(100);
    }
    for (const city of CITIES) {
      expect(city.latitude).toBeGreaterThan(41.3);
      expect(city.latitude).toBeLessThan(51.1);
      expect(city.longitude).toBeGreaterThan(-5.2);
      expect(city.longitude).toBeLessThan(9.6);
      expect(city.county_code).toMatch(/^(\d{2}|2A|2B)$/);
    }
    expect(new Set(CITIES.map((c) => c.name)).size).toBe(CITIES.length);
  });
});
