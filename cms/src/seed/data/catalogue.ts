// Editorial reference content of the seed: sectors and trades, contracts, student job types.
import type { Locale } from '@rythmo/site-map';
/** A text in every locale of the site map. */
export type Bilingual = Record<Locale, string>;

export type TradeSeed = { slug: string; name: Bilingual; skills: string[]; pay: [number, number] };
export type SectorSeed = { slug: string; api_id: string; name: Bilingual; sort: number; intro: Bilingual; trades: TradeSeed[] };

export const SECTORS: SectorSeed[] = [
  {
    slug: 'evenementiel',
    api_id: 'EVENT',
    sort: 1,
    name: { fr: 'Événementiel', en: 'Events' },
    intro: {
      fr: 'Salons, concerts, festivals, séminaires, compétitions sportives : l’événementiel recrute des renforts pour une soirée, un week-end ou une saison. Les missions sont courtes, rythmées et souvent bien rémunérées.',
      en: 'Trade fairs, concerts, festivals, seminars, sports competitions: the events industry hires extra staff for an evening, a weekend or a season. Assignments are short, lively and often well paid.',
    },
    trades: [
      {
        slug: 'hote-accueil-evenementiel',
        name: { fr: 'Hôte / hôtesse d’accueil événementiel', en: 'Event host / hostess' },
        skills: ['Sens de l’accueil', 'Présentation soignée', 'Anglais courant'],
        pay: [12.5, 15],
      },
      {
        slug: 'agent-billetterie',
        name: { fr: 'Agent de billetterie', en: 'Ticketing agent' },
        skills: ['Encaissement', 'Rigueur', 'Gestion des files d’attente'],
        pay: [12, 13.5],
      },
      { slug: 'runner', name: { fr: 'Runner', en: 'Runner' }, skills: ['Réactivité', 'Permis B apprécié', 'Bonne condition physique'], pay: [12, 14] },
      {
        slug: 'technicien-montage',
        name: { fr: 'Technicien montage-démontage', en: 'Set-up and dismantling technician' },
        skills: ['Port de charges', 'Travail en équipe', 'Sécurité sur site'],
        pay: [13, 16],
      },
      {
        slug: 'agent-vestiaire',
        name: { fr: 'Agent de vestiaire', en: 'Cloakroom attendant' },
        skills: ['Organisation', 'Amabilité', 'Ponctualité'],
        pay: [12, 13],
      },
      {
        slug: 'placier',
        name: { fr: 'Placier / placière', en: 'Usher' },
        skills: ['Orientation du public', 'Calme', 'Connaissance des consignes de sécurité'],
        pay: [12, 13.5],
      },
    ],
  },
  {
    slug: 'animation-commerciale',
    api_id: 'PROMOTION',
    sort: 2,
    name: { fr: 'Animation commerciale', en: 'Brand promotion' },
    intro: {
      fr: 'Faire déguster, démontrer, conseiller : l’animation commerciale met en avant des marques en magasin, en galerie marchande ou dans la rue. Idéal pour les profils souriants qui aiment convaincre.',
      en: 'Tastings, demonstrations, advice: brand promotion showcases products in stores, shopping centres or on the street. Ideal for friendly people who enjoy persuading.',
    },
    trades: [
      {
        slug: 'animateur-commercial',
        name: { fr: 'Animateur / animatrice commercial(e)', en: 'Sales promoter' },
        skills: ['Aisance orale', 'Sens commercial', 'Dynamisme'],
        pay: [12, 15],
      },
      {
        slug: 'demonstrateur',
        name: { fr: 'Démonstrateur / démonstratrice', en: 'Product demonstrator' },
        skills: ['Pédagogie', 'Connaissance produit', 'Aisance orale'],
        pay: [12.5, 16],
      },
      {
        slug: 'ambassadeur-de-marque',
        name: { fr: 'Ambassadeur / ambassadrice de marque', en: 'Brand ambassador' },
        skills: ['Réseaux sociaux', 'Aisance relationnelle', 'Présentation soignée'],
        pay: [13, 18],
      },
      {
        slug: 'street-marketing',
        name: { fr: 'Agent de street marketing', en: 'Street marketing agent' },
        skills: ['Énergie', 'Distribution de flyers', 'Aller vers les gens'],
        pay: [12, 14],
      },
      {
        slug: 'merchandiseur',
        name: { fr: 'Merchandiseur / merchandiseuse', en: 'Merchandiser' },
        skills: ['Mise en rayon', 'Autonomie', 'Permis B'],
        pay: [12, 14.5],
      },
      {
        slug: 'conseiller-de-vente',
        name: { fr: 'Conseiller / conseillère de vente', en: 'Sales adviser' },
        skills: ['Écoute client', 'Encaissement', 'Sens commercial'],
        pay: [12, 14],
      },
    ],
  },
  {
    slug: 'accueil-entreprise',
    api_id: 'RECEPTION',
    sort: 3,
    name: { fr: 'Accueil en entreprise', en: 'Corporate reception' },
    intro: {
      fr: 'Sièges sociaux, banques, cabinets : l’accueil en entreprise demande de la rigueur et une excellente présentation. Des missions régulières en semaine, en matinée ou en après-midi, parfaites pour compléter des études.',
      en: 'Head offices, banks, firms: corporate reception calls for rigour and an excellent presentation. Regular weekday assignments, mornings or afternoons, perfect alongside your studies.',
    },
    trades: [
      {
        slug: 'hote-accueil-entreprise',
        name: { fr: 'Hôte / hôtesse d’accueil en entreprise', en: 'Corporate receptionist / host' },
        skills: ['Pack Office', 'Standard téléphonique', 'Discrétion'],
        pay: [12.5, 15],
      },
      {
        slug: 'standardiste',
        name: { fr: 'Standardiste', en: 'Switchboard operator' },
        skills: ['Aisance au téléphone', 'Prise de messages', 'Organisation'],
        pay: [12, 13.5],
      },
      {
        slug: 'agent-accueil-bilingue',
        name: { fr: 'Agent d’accueil bilingue', en: 'Bilingual receptionist' },
        skills: ['Anglais bilingue', 'Accueil VIP', 'Gestion des badges'],
        pay: [13.5, 17],
      },
      {
        slug: 'receptionniste',
        name: { fr: 'Réceptionniste', en: 'Receptionist' },
        skills: ['Logiciel de réservation', 'Anglais', 'Encaissement'],
        pay: [12.5, 15],
      },
      {
        slug: 'assistant-administratif',
        name: { fr: 'Assistant / assistante administratif(ve)', en: 'Administrative assistant' },
        skills: ['Saisie de données', 'Classement', 'Pack Office'],
        pay: [12.5, 15.5],
      },
      { slug: 'agent-courrier', name: { fr: 'Agent de courrier', en: 'Mail clerk' }, skills: ['Tri du courrier', 'Rigueur', 'Autonomie'], pay: [12, 13] },
    ],
  },
  {
    slug: 'restauration-et-traiteur',
    api_id: 'CATERING',
    sort: 4,
    name: { fr: 'Restauration et traiteur', en: 'Catering and restaurants' },
    intro: {
      fr: 'Mariages, cocktails, séminaires, restaurants : la restauration et le traiteur cherchent du renfort en salle, au bar et en cuisine. Les extras sont rémunérés à la mission et les repas souvent fournis.',
      en: 'Weddings, cocktail parties, seminars, restaurants: catering looks for help on the floor, at the bar and in the kitchen. Extras are paid per assignment and meals are often provided.',
    },
    trades: [
      {
        slug: 'serveur',
        name: { fr: 'Serveur / serveuse', en: 'Waiter / waitress' },
        skills: ['Port de plateau', 'Service à l’assiette', 'Sourire'],
        pay: [12, 14.5],
      },
      { slug: 'maitre-d-hotel', name: { fr: 'Maître d’hôtel', en: 'Head waiter' }, skills: ['Encadrement', 'Service au plat', 'Anglais'], pay: [15, 20] },
      {
        slug: 'commis-de-cuisine',
        name: { fr: 'Commis de cuisine', en: 'Kitchen assistant' },
        skills: ['Hygiène HACCP', 'Préparations froides', 'Rapidité'],
        pay: [12, 14],
      },
      { slug: 'barman', name: { fr: 'Barman / barmaid', en: 'Bartender' }, skills: ['Cocktails', 'Encaissement', 'Gestion du rush'], pay: [12.5, 16] },
      { slug: 'plongeur', name: { fr: 'Plongeur / plongeuse', en: 'Dishwasher' }, skills: ['Endurance', 'Hygiène', 'Organisation'], pay: [12, 13] },
      {
        slug: 'chef-de-rang',
        name: { fr: 'Chef de rang', en: 'Station waiter' },
        skills: ['Service au guéridon', 'Connaissance des vins', 'Gestion d’un rang'],
        pay: [13.5, 17],
      },
    ],
  },
];

/** A kind of offer: a contract type or a student job type. */
export type OfferKindSeed = { slug: string; api_id: string; label: Bilingual; intro: Bilingual };
export const CONTRACTS: OfferKindSeed[] = [
  {
    slug: 'cdi',
    api_id: 'CDI',
    label: { fr: 'CDI', en: 'Permanent contract' },
    intro: {
      fr: 'Le contrat à durée indéterminée est la forme normale d’emploi en France. Dans l’événementiel et l’accueil, les CDI à temps partiel ou intermittents permettent de garder un rythme choisi avec la sécurité d’un contrat stable.',
      en: 'The permanent contract (CDI) is the standard form of employment in France. In events and reception, part-time or intermittent permanent contracts let you keep the rhythm you choose with the security of a stable job.',
    },
  },
  {
    slug: 'cdd',
    api_id: 'CDD',
    label: { fr: 'CDD', en: 'Fixed-term contract' },
    intro: {
      fr: 'Le contrat à durée déterminée couvre une mission précise : un salon, une saison, un remplacement. Il ouvre droit à une indemnité de fin de contrat de 10 % dans la plupart des cas, et se cumule facilement avec des études.',
      en: 'The fixed-term contract (CDD) covers a specific assignment: a trade fair, a season, a replacement. In most cases it entitles you to an end-of-contract bonus of 10%, and is easy to combine with your studies.',
    },
  },
  {
    slug: 'temps-plein',
    api_id: 'FULL_TIME',
    label: { fr: 'Temps plein', en: 'Full time' },
    intro: {
      fr: 'Les offres à temps plein correspondent à 35 heures par semaine, parfois réparties sur des journées longues pendant un événement. Parfait pour les vacances scolaires ou une année de césure.',
      en: 'Full-time offers mean 35 hours a week, sometimes spread over long days during an event. Perfect for school holidays or a gap year.',
    },
  },
  {
    slug: 'temps-partiel',
    api_id: 'PART_TIME',
    label: { fr: 'Temps partiel', en: 'Part time' },
    intro: {
      fr: 'Quelques heures par semaine, le matin, le soir ou le week-end : le temps partiel est la formule préférée des étudiants qui veulent financer leurs études sans sacrifier leurs cours.',
      en: 'A few hours a week, in the morning, the evening or at the weekend: part-time work is the favourite option of students who want to fund their studies without missing classes.',
    },
  },
];

export const STUDENT_TYPES: OfferKindSeed[] = [
  {
    slug: 'week-end',
    api_id: 'WEEKEND',
    label: { fr: 'Jobs le week-end', en: 'Weekend jobs' },
    intro: {
      fr: 'Samedi, dimanche ou les deux : les jobs du week-end laissent la semaine libre pour les cours et les examens.',
      en: 'Saturday, Sunday or both: weekend jobs keep your week free for classes and exams.',
    },
  },
  {
    slug: 'ete',
    api_id: 'SUMMER',
    label: { fr: 'Jobs d’été', en: 'Summer jobs' },
    intro: {
      fr: 'Festivals, plages, hôtels, traiteurs : l’été est la saison des missions en série. Réservez vos dates tôt, les meilleures offres partent dès le printemps.',
      en: 'Festivals, beaches, hotels, caterers: summer is the season of back-to-back assignments. Book your dates early, the best offers go in spring.',
    },
  },
  {
    slug: 'temps-partiel',
    api_id: 'PART_TIME',
    label: { fr: 'Jobs à temps partiel', en: 'Part-time jobs' },
    intro: {
      fr: 'Quelques heures par semaine, choisies selon votre emploi du temps universitaire : l’équilibre parfait entre revenus et études.',
      en: 'A few hours a week, chosen around your university timetable: the right balance between income and studies.',
    },
  },
  {
    slug: 'stages-et-alternances',
    api_id: 'INTERNSHIP',
    label: { fr: 'Stages et alternances', en: 'Internships and work-study' },
    intro: {
      fr: 'Un stage ou une alternance dans l’événementiel, l’accueil ou la restauration : une première expérience reconnue et un diplôme à la clé.',
      en: 'An internship or a work-study contract in events, reception or catering: recognised first experience and a degree at the end.',
    },
  },
];

/**
 * The search's synonyms as editors would keep them (api::search-synonym): words people type that the
 * offers say otherwise, in both languages. Plurals and most feminines need none (the stemmer folds them).
 */
export const SYNONYMS: { words: string; note: string }[] = [
  { words: 'barman, barmaid, bartender', note: 'Le métier s’écrit des trois façons dans les offres et les recherches.' },
  { words: 'plonge, plongeur, dishwasher', note: 'On cherche « plonge » pour le poste de plongeur.' },
  { words: 'hôte, hôtesse, hostess', note: 'Le féminin en -esse n’est pas plié par la recherche : « hôtel » n’est pas un hôte.' },
  { words: 'extra, renfort, vacataire', note: 'Les mots de la restauration pour une mission ponctuelle.' },
  { words: 'runner, coursier', note: 'Le runner d’un événement fait les courses et les liaisons.' },
  { words: 'réceptionniste, receptionist', note: 'L’orthographe anglaise, avec un seul n.' },
];
