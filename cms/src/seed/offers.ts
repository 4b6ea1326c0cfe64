// Generates job offers: titles, places, dates relative to the seed date, pay, skills and rhythm.
import type { Random } from './random';
import { toSlug } from './slug';
import type { CitySeed } from './data/cities';
import type { SectorSeed, TradeSeed } from './data/catalogue';

export type OfferPlan = {
  offer_id: number;
  title: string;
  slug: string;
  place: string;
  city: string;
  latitude: number;
  longitude: number;
  sector: string;
  trade: string;
  contracts: string[];
  studentTypes: string[];
  agency: string | null;
  event: string | null;
  remuneration: number;
  start_date: string;
  publication_date: string;
  valid_through: string;
  description: string;
  skills: string[];
  rhythm: Record<
    'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday' | 'morning' | 'afternoon' | 'evening' | 'night',
    boolean
  > & { hours_per_week: number };
};

const CONTEXTS: Record<string, string[]> = {
  evenementiel: ['pour un salon professionnel', 'pour un concert', 'pour un festival', 'pour un match', 'pour un congrès', 'pour un séminaire'],
  'animation-commerciale': [
    'en grande surface',
    'en galerie marchande',
    'pour un lancement de produit',
    'en magasin de sport',
    'pour une dégustation',
    'en centre-ville',
  ],
  'accueil-entreprise': ['en siège social', 'dans une banque', 'dans un cabinet d’avocats', 'dans une tour de bureaux', 'dans un hôtel', 'dans un musée'],
  'restauration-et-traiteur': [
    'pour un mariage',
    'pour un cocktail d’entreprise',
    'en brasserie',
    'pour un gala',
    'en restaurant gastronomique',
    'pour un banquet',
  ],
};

const VENUES: Record<string, string[]> = {
  evenementiel: ['Parc des expositions', 'Palais des congrès', 'Zénith', 'Stade municipal', 'Centre de conventions'],
  'animation-commerciale': ['Hypermarché', 'Centre commercial', 'Grand magasin', 'Galerie marchande'],
  'accueil-entreprise': ['Siège social', 'Quartier d’affaires', 'Centre d’affaires', 'Tour de bureaux'],
  'restauration-et-traiteur': ['Domaine de réception', 'Salle des fêtes', 'Restaurant', 'Château'],
};

const RHYTHMS = [
  { label: 'le week-end', days: ['saturday', 'sunday'], slots: ['morning', 'afternoon'], hours: [8, 16] },
  { label: 'en soirée', days: ['thursday', 'friday', 'saturday'], slots: ['evening'], hours: [9, 18] },
  { label: 'en semaine', days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'], slots: ['morning', 'afternoon'], hours: [28, 39] },
  { label: 'le matin', days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'], slots: ['morning'], hours: [10, 20] },
  { label: 'l’après-midi', days: ['monday', 'wednesday', 'friday'], slots: ['afternoon'], hours: [6, 15] },
  { label: 'de nuit', days: ['friday', 'saturday'], slots: ['evening', 'night'], hours: [8, 16] },
] as const;

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDate = (date: Date): string => date.toISOString().slice(0, 10);

export type OfferInputs = {
  cities: CitySeed[];
  sectors: SectorSeed[];
  agencies: { api_id: string; city: string }[];
  events: { slug: string; name: string; city: string; start: Date }[];
  seedDate: Date;
};

/** The first offer id; offer slugs are `{offer_id}-{slugified title}`. */
export const FIRST_OFFER_ID = 1001;

/** A day of the coming summer season (from 15 June), for the summer jobs posted in advance. */
function nextSummerDay(seedDate: Date, offsetDays: number): Date {
  const year = seedDate.getUTCMonth() >= 5 ? seedDate.getUTCFullYear() + 1 : seedDate.getUTCFullYear();
  return new Date(Date.UTC(year, 5, 15) + offsetDays * DAY_MS);
}

export function planOffer(random: Random, index: number, inputs: OfferInputs): OfferPlan {
  const offer_id = FIRST_OFFER_ID + index;
  const sector = random.pick(inputs.sectors);
  const trade: TradeSeed = random.pick(sector.trades);
  const event = sector.slug === 'evenementiel' || random.chance(0.08) ? (random.chance(0.35) ? random.pick(inputs.events) : null) : null;
  const city =
    event !== null ? (inputs.cities.find((c) => c.name === event.city) ?? inputs.cities[0]) : random.weighted(inputs.cities, (c) => Math.sqrt(c.population));
  const localAgencies = inputs.agencies.filter((a) => a.city === city.name);
  const agency = localAgencies.length > 0 && random.chance(0.6) ? random.pick(localAgencies) : random.pick(inputs.agencies);
  const rhythmPlan = random.pick(RHYTHMS);
  const hours = random.int(rhythmPlan.hours[0], rhythmPlan.hours[1]);
  const primary = random.weighted(
    [
      { v: 'cdd', w: 45 },
      { v: 'cdi', w: 12 },
      { v: 'temps-plein', w: 15 },
      { v: 'temps-partiel', w: 28 },
    ],
    (x) => x.w,
  ).v;
  // Full or part time is what the hours say (35 h a week and more is full time); a fixed-term or
  // permanent contract comes with it or alone.
  const basis = hours >= 35 ? 'temps-plein' : 'temps-partiel';
  const duration = primary === 'cdd' || primary === 'cdi' ? primary : null;
  const contracts = duration === null ? [basis] : random.chance(0.7) ? [duration, basis] : [duration];

  const start =
    event !== null
      ? new Date(event.start.getTime())
      : random.chance(0.12)
        ? nextSummerDay(inputs.seedDate, random.int(0, 75))
        : new Date(inputs.seedDate.getTime() + random.int(2, 120) * DAY_MS);
  // Published before the seed date (midnight): never later the same day, so never « dans 5 heures ».
  const publication = new Date(inputs.seedDate.getTime() - random.int(0, 40) * DAY_MS - random.int(5, 17) * 60 * 60 * 1000);
  const validThrough = new Date(Math.max(start.getTime() - DAY_MS, publication.getTime() + DAY_MS));

  const studentTypes: string[] = [];
  if (rhythmPlan.days.every((d) => d === 'saturday' || d === 'sunday')) studentTypes.push('week-end');
  const month = start.getUTCMonth();
  if (month >= 5 && month <= 7) studentTypes.push('ete');
  if (hours < 35 && contracts.includes('temps-partiel')) studentTypes.push('temps-partiel');
  if (random.chance(0.04)) studentTypes.push('stages-et-alternances');

  const context = event !== null ? `pour l’événement « ${event.name} »` : random.pick(CONTEXTS[sector.slug]);
  // A mission for one event (« pour un mariage », an event of the agenda) is a fixed-term contract, never a permanent one.
  const oneOff = event !== null || context.startsWith('pour ');
  if (oneOff && contracts[0] === 'cdi') contracts[0] = 'cdd';
  const title = `${trade.name.fr} ${context} à ${city.name}`;
  const venue = random.pick(VENUES[sector.slug]);
  const remuneration = Math.round((trade.pay[0] + random.next() * (trade.pay[1] - trade.pay[0])) * 20) / 20;
  const rhythm = {
    monday: false,
    tuesday: false,
    wednesday: false,
    thursday: false,
    friday: false,
    saturday: false,
    sunday: false,
    morning: false,
    afternoon: false,
    evening: false,
    night: false,
    hours_per_week: hours,
  };
  for (const day of rhythmPlan.days) rhythm[day] = true;
  for (const slot of rhythmPlan.slots) rhythm[slot] = true;
  const skills = random.sample(trade.skills, random.int(2, trade.skills.length));
  const pay = remuneration.toFixed(2).replace('.', ',');
  const description = [
    `## Votre mission`,
    ``,
    `Nous recherchons un(e) ${trade.name.fr.toLowerCase()} ${context} à ${city.name}. Vous interviendrez ${rhythmPlan.label}, environ ${hours} heures par semaine, au sein d’une équipe encadrée par un responsable sur place.`,
    ``,
    `## Profil recherché`,
    ``,
    `Disponible ${rhythmPlan.label}, ponctuel(le) et à l’aise avec le public. Débutant(e) accepté(e) : une formation est assurée avant la première mission. Les compétences attendues sont listées avec l’offre.`,
    ``,
    `## Rémunération et rythme`,
    ``,
    `${pay} € brut de l’heure, congés payés en sus. Début le ${start.toLocaleDateString('fr-FR', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' })}.`,
  ].join('\n');
  return {
    offer_id,
    title,
    slug: `${offer_id}-${toSlug(title)}`,
    place: `${venue}, ${city.name}`,
    city: city.name,
    latitude: Math.round((city.latitude + (random.next() - 0.5) * 0.04) * 1e6) / 1e6,
    longitude: Math.round((city.longitude + (random.next() - 0.5) * 0.06) * 1e6) / 1e6,
    sector: sector.slug,
    trade: trade.slug,
    contracts,
    studentTypes,
    agency: agency.api_id,
    event: event?.slug ?? null,
    remuneration,
    start_date: isoDate(start),
    publication_date: publication.toISOString(),
    valid_through: isoDate(validThrough),
    description,
    skills,
    rhythm,
  };
}
