/**
 * The campaign pages editors compose of sections (the page builder), in French and English: what a new
 * editor finds to copy from. Each section is written as the admin saves it (`__component` and its fields);
 * `image` names a generated image.
 */
import type { Locale, Rubrique } from '@rythmo/site-map';

type Text = Record<Locale, string>;
type Items<T> = Record<Locale, T[]>;
/** A button to a site's section (`rubrique`) or to another seeded page (`page`: its French slug, seeded before). */
export type SeedButton = { label: Text } & ({ rubrique: Rubrique } | { page: string });
export type SeedSection =
  | { kind: 'sections.hero'; headline: Text; text: Text; image?: string; buttons?: SeedButton[] }
  | { kind: 'sections.call-to-action'; title: Text; text: Text; buttons: SeedButton[] }
  | { kind: 'sections.rich-text'; title: Text; body: Text }
  | {
      kind: 'sections.key-figures';
      title: Text;
      items: Items<{ value: string; label: string }>;
      /** Figures counted live: offers online in a city, or an agency's. */
      live?: ({ label: Text } & ({ city: string } | { agency: string }))[];
    }
  | { kind: 'sections.steps'; title: Text; items: Items<{ title: string; text: string }> }
  | { kind: 'sections.testimonials'; title: Text; items: Items<{ name: string; role: string; quote: string }> }
  | { kind: 'sections.faq'; title: Text; items: Items<{ question: string; answer: string }> }
  | { kind: 'sections.offer-list'; title: Text; text: Text; criteria: OfferListSeed; sort: 'newest' | 'soonest'; count: number }
  | { kind: 'sections.image-text'; title: Text; content: Text; image: string; side: 'droite' | 'gauche' }
  | { kind: 'sections.partner-agencies'; title: Text; text: Text; agencies: string[] }
  | { kind: 'sections.latest-articles'; title: Text; count: number }
  | { kind: 'sections.city-links'; title: Text; cities: string[] }
  | { kind: 'sections.alert-signup'; title: Text; text: Text; criteria: OfferListSeed }
  | { kind: 'sections.contact-form'; title: Text; text: Text }
  | { kind: 'sections.video'; title: Text; url: string; caption: Text; transcript: Text };
/** An offer list's criteria: entries by their slug, a place by its code, the rhythm's fields as the component names them. */
export type OfferListSeed = {
  city?: string;
  department?: string;
  sector?: string;
  trade?: string;
  contract?: string;
  studentJobType?: string;
  event?: string;
  rhythm?: Record<string, boolean | number>;
  keyword?: Text;
};
/** `seo`: a title and a description for search engines, when they differ from the page's. */
export type SeedPage = {
  slug: Text;
  title: Text;
  description: Text;
  seo?: { title: Text; description: Text };
  /** The menu that links to it on every page (the header's bar, or the footer). */
  menu?: 'header' | 'footer';
  /** The page it is under (its French slug), seeded before it: its address follows the parent's. */
  parent?: string;
  sections: SeedSection[];
};

/** « Recruter avec Rythmo », which the summer page's last section links to. */
const RECRUITERS: SeedPage = {
  slug: { fr: 'recruter-avec-rythmo', en: 'hire-with-rythmo' },
  title: { fr: 'Recruter avec Rythmo', en: 'Hire with Rythmo' },
  menu: 'footer',
  description: {
    fr: 'Salons, lancements, saisons : publiez vos offres de missions courtes et recevez des candidats disponibles aux créneaux qu’il vous faut.',
    en: 'Trade fairs, launches, seasons: publish your short assignments and receive candidates available at the times you need.',
  },
  sections: [
    {
      kind: 'sections.hero',
      headline: { fr: 'Recruter avec Rythmo', en: 'Hire with Rythmo' },
      text: {
        fr: 'Des candidats qui disent quand ils sont libres : vous recevez ceux qui peuvent venir, au bon créneau.',
        en: 'Candidates who say when they are free: you receive those who can come, at the right time.',
      },
      image: 'page-recruter-avec-rythmo',
      buttons: [{ label: { fr: 'Nous écrire', en: 'Write to us' }, rubrique: 'entreprise-contact' }],
    },
    {
      kind: 'sections.key-figures',
      title: { fr: 'Rythmo pour les recruteurs', en: 'Rythmo for recruiters' },
      items: {
        fr: [
          { value: '1 clic', label: 'pour répondre à une candidature, depuis l’email reçu' },
          { value: '4 créneaux', label: 'matin, après-midi, soir et nuit, filtrés pour vous' },
        ],
        en: [
          { value: '1 click', label: 'to answer an application, from the email received' },
          { value: '4 slots', label: 'morning, afternoon, evening and night, filtered for you' },
        ],
      },
    },
    {
      kind: 'sections.image-text',
      title: { fr: 'Des candidats qui viennent au bon créneau', en: 'Candidates who come at the right time' },
      content: {
        fr: 'Chaque candidat dit **quels jours et à quels moments** il est libre, et combien d’heures par semaine. Vos offres disent les vôtres : vous ne recevez que ceux qui peuvent venir.\n\n- Samedi soir, dimanche matin, nuit : filtré pour vous\n- Un profil et un CV joints à chaque candidature',
        en: 'Each candidate says **which days and at what times** they are free, and how many hours a week. Your offers say yours: you only receive those who can come.\n\n- Saturday evening, Sunday morning, night: filtered for you\n- A profile and a CV with every application',
      },
      image: 'page-recruter-creneaux',
      side: 'gauche',
    },
    {
      kind: 'sections.steps',
      title: { fr: 'Comment ça marche', en: 'How it works' },
      items: {
        fr: [
          { title: 'Décrivez la mission', text: 'Lieu, dates, créneaux et heures par semaine.' },
          { title: 'Recevez les candidatures', text: 'Profil, disponibilités et CV arrivent dans votre boîte de recrutement.' },
          { title: 'Répondez en un clic', text: 'Entretien, retenu ou refusé : le candidat est prévenu aussitôt.' },
        ],
        en: [
          { title: 'Describe the assignment', text: 'Place, dates, time slots and hours per week.' },
          { title: 'Receive applications', text: 'Profile, availability and CV arrive in your recruitment inbox.' },
          { title: 'Answer in one click', text: 'Interview, hired or declined: the candidate is told at once.' },
        ],
      },
    },
    {
      kind: 'sections.partner-agencies',
      title: { fr: 'Elles recrutent déjà avec Rythmo', en: 'Already hiring with Rythmo' },
      text: {
        fr: 'Des agences d’intérim et d’événementiel, à Paris, Lyon et Marseille.',
        en: 'Temp and event staffing agencies in Paris, Lyon and Marseille.',
      },
      agencies: ['accueil-prestige-paris', 'rhone-evenements-staffing', 'massilia-extra'],
    },
    {
      kind: 'sections.faq',
      title: { fr: 'Questions de recruteurs', en: 'Recruiters’ questions' },
      items: {
        fr: [
          { question: 'Combien coûte une offre ?', answer: 'Écrivez-nous depuis la page Entreprise : le tarif dépend du volume de missions.' },
          {
            question: 'Qui voit les candidatures ?',
            answer: 'Seule l’adresse de recrutement de votre agence les reçoit ; les candidats peuvent effacer leurs données à tout moment.',
          },
        ],
        en: [
          { question: 'How much does an offer cost?', answer: 'Write to us from the Company page: the price depends on the number of assignments.' },
          {
            question: 'Who sees the applications?',
            answer: 'Only your agency’s recruitment address receives them; candidates can erase their data at any time.',
          },
        ],
      },
    },
    {
      kind: 'sections.call-to-action',
      title: { fr: 'Publiez votre première mission', en: 'Publish your first assignment' },
      text: {
        fr: 'Dites-nous vos dates et vos créneaux : nous vous rappelons dans la journée.',
        en: 'Tell us your dates and time slots: we call you back within the day.',
      },
      buttons: [
        { label: { fr: 'Nous contacter', en: 'Contact us' }, rubrique: 'entreprise-contact' },
        { label: { fr: 'Découvrir la formation', en: 'Discover the training' }, rubrique: 'entreprise-formation' },
      ],
    },
    {
      kind: 'sections.contact-form',
      title: { fr: 'Écrivez-nous', en: 'Write to us' },
      text: {
        fr: 'Vos besoins, vos dates, vos lieux : un conseiller vous répond sous un jour ouvré.',
        en: 'Your needs, your dates, your places: an adviser answers within one working day.',
      },
    },
  ],
};

/** A guide for companies under « Recruter avec Rythmo », of sections that do not move: text, steps, questions, links. */
const HIRING_AN_EXTRA: SeedPage = {
  slug: { fr: 'recruter-un-extra', en: 'hiring-an-extra' },
  title: { fr: 'Recruter un extra : le guide', en: 'Hiring an extra: the guide' },
  parent: 'recruter-avec-rythmo',
  description: {
    fr: 'Un service, un salon, un soir de fête : ce qu’il faut savoir pour recruter un extra, du contrat au premier jour.',
    en: 'A service, a trade fair, a party night: what to know to hire an extra, from the contract to the first day.',
  },
  sections: [
    {
      kind: 'sections.hero',
      headline: { fr: 'Recruter un extra', en: 'Hiring an extra' },
      text: {
        fr: 'Un renfort pour un service, un week-end ou un salon : le contrat, les délais et les bons réflexes.',
        en: 'Extra hands for a service, a weekend or a trade fair: the contract, the deadlines and the right habits.',
      },
      buttons: [{ label: { fr: 'Nous écrire', en: 'Write to us' }, rubrique: 'entreprise-contact' }],
    },
    {
      kind: 'sections.rich-text',
      title: { fr: 'Ce qu’est un extra', en: 'What an extra is' },
      body: {
        fr: 'Un extra renforce une équipe le temps d’une mission courte : un service, une soirée, un salon. Dans l’hôtellerie-restauration et l’événementiel, il est le plus souvent embauché en **CDD d’usage**, un contrat écrit pour chaque mission.\n\n- La déclaration préalable à l’embauche se fait avant la prise de poste\n- Le contrat est remis au salarié au plus tard dans les deux jours ouvrables\n- Les heures, le lieu et la tenue sont dits à l’avance',
        en: 'An extra joins a team for a short assignment: a service, an evening, a trade fair. In hotels, restaurants and events, an extra is usually hired on a **CDD d’usage**, a written contract for each assignment.\n\n- The pre-hiring declaration is made before the first day\n- The contract is handed to the employee within two working days\n- Hours, place and dress code are given in advance',
      },
    },
    {
      kind: 'sections.steps',
      title: { fr: 'Trois étapes avant le premier jour', en: 'Three steps before the first day' },
      items: {
        fr: [
          { title: 'Décrivez la mission', text: 'Dates, créneaux, lieu, tenue et rémunération : tout ce qu’un candidat vérifie avant de postuler.' },
          { title: 'Choisissez selon les disponibilités', text: 'Chaque candidature dit les jours et les moments où le candidat est libre.' },
          { title: 'Confirmez par écrit', text: 'Le contrat, l’adresse et la personne à demander en arrivant.' },
        ],
        en: [
          { title: 'Describe the assignment', text: 'Dates, time slots, place, dress code and pay: all a candidate checks before applying.' },
          { title: 'Choose by availability', text: 'Each application says on which days and at what times the candidate is free.' },
          { title: 'Confirm in writing', text: 'The contract, the address and whom to ask for on arrival.' },
        ],
      },
    },
    {
      kind: 'sections.faq',
      title: { fr: 'Questions sur les extras', en: 'Questions about extras' },
      items: {
        fr: [
          {
            question: 'Un extra a-t-il droit à l’indemnité de fin de contrat ?',
            answer: 'Non, pas en CDD d’usage. L’indemnité de congés payés est due, sauf convention plus favorable.',
          },
          { question: 'Peut-on recruter un étudiant ?', answer: 'Oui : beaucoup de candidats de Rythmo sont étudiants et disent leurs créneaux libres.' },
        ],
        en: [
          {
            question: 'Is an extra entitled to the end-of-contract allowance?',
            answer: 'Not on a CDD d’usage. The paid leave allowance is due, unless an agreement is more favourable.',
          },
          { question: 'Can I hire a student?', answer: 'Yes: many of Rythmo’s candidates are students who say when they are free.' },
        ],
      },
    },
    {
      kind: 'sections.call-to-action',
      title: { fr: 'Un extra pour ce week-end ?', en: 'An extra for this weekend?' },
      text: {
        fr: 'Dites-nous la mission : nous vous rappelons dans la journée.',
        en: 'Tell us about the assignment: we call you back within the day.',
      },
      buttons: [
        { label: { fr: 'Nous contacter', en: 'Contact us' }, rubrique: 'entreprise-contact' },
        { label: { fr: 'Recruter avec Rythmo', en: 'Hire with Rythmo' }, page: 'recruter-avec-rythmo' },
      ],
    },
  ],
};

/** Staffing a trade fair: what a candidate needs to know, and the fair's offers, soonest first. */
const TRADE_FAIR: SeedPage = {
  slug: { fr: 'hotes-salon-du-tourisme', en: 'tourism-fair-hosts' },
  title: { fr: 'Hôtes et hôtesses pour le Salon international du tourisme', en: 'Hosts for the International Tourism Fair' },
  menu: 'footer',
  seo: {
    title: { fr: 'Hôtesse d’accueil salon du tourisme Paris : missions', en: 'Tourism fair host jobs in Paris' },
    description: {
      fr: 'Missions d’hôte et d’hôtesse au Salon international du tourisme, Paris Expo : quatre jours, matin ou après-midi. Postulez en un clic.',
      en: 'Host assignments at the International Tourism Fair, Paris Expo: four days, morning or afternoon. Apply in one click.',
    },
  },
  description: {
    fr: 'Accueil des exposants, orientation des visiteurs, vestiaire : les missions du Salon international du tourisme à Paris, quatre jours, selon vos créneaux.',
    en: 'Exhibitor reception, visitor guidance, cloakroom: the assignments of the International Tourism Fair in Paris, four days, at the times that suit you.',
  },
  sections: [
    {
      kind: 'sections.hero',
      headline: { fr: 'Hôtes et hôtesses pour le Salon international du tourisme', en: 'Hosts for the International Tourism Fair' },
      text: {
        fr: 'Quatre jours à Paris Expo Porte de Versailles, plus de 100 000 visiteurs : choisissez vos journées, matin ou après-midi.',
        en: 'Four days at Paris Expo Porte de Versailles, over 100,000 visitors: choose your days, morning or afternoon.',
      },
      buttons: [{ label: { fr: 'Créer mon compte', en: 'Create my account' }, rubrique: 'inscription' }],
    },
    {
      kind: 'sections.offer-list',
      title: { fr: 'Les missions du salon', en: 'The fair’s assignments' },
      text: {
        fr: 'Les premières à commencer en tête : postulez tôt, les plannings se remplissent vite.',
        en: 'Those starting first at the top: apply early, rosters fill up fast.',
      },
      criteria: { event: 'salon-international-du-tourisme' },
      sort: 'soonest',
      count: 6,
    },
    {
      kind: 'sections.steps',
      title: { fr: 'Votre journée sur le salon', en: 'Your day at the fair' },
      items: {
        fr: [
          { title: 'Briefing à 8 h', text: 'Le plan du salon, les exposants de votre allée et la tenue fournie.' },
          { title: 'Accueil et orientation', text: 'Badges, plans, questions des visiteurs, en français et en anglais.' },
          { title: 'Débriefing', text: 'Les heures sont validées le soir même par le chef d’équipe.' },
        ],
        en: [
          { title: 'Briefing at 8 am', text: 'The fair’s map, the exhibitors of your aisle and the uniform provided.' },
          { title: 'Welcome and guidance', text: 'Badges, maps, visitors’ questions, in French and in English.' },
          { title: 'Debriefing', text: 'Hours are approved the same evening by the team leader.' },
        ],
      },
    },
    {
      kind: 'sections.video',
      title: { fr: 'Une journée d’hôtesse en vidéo', en: 'A host’s day on video' },
      url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      caption: {
        fr: 'Du briefing du matin à la fermeture : une hôtesse raconte sa journée sur un salon.',
        en: 'From the morning briefing to closing time: a host tells her day at a trade fair.',
      },
      transcript: {
        fr: 'Le matin, le chef d’équipe nous donne le plan du salon.\nPuis nous accueillons les visiteurs jusqu’à 18 h.',
        en: 'In the morning, the team leader gives us the fair’s map.\nThen we welcome visitors until 6 pm.',
      },
    },
    {
      kind: 'sections.faq',
      title: { fr: 'Travailler sur un salon', en: 'Working at a trade fair' },
      items: {
        fr: [
          {
            question: 'Faut-il parler anglais ?',
            answer: 'C’est un plus pour l’accueil des exposants étrangers ; les postes de vestiaire et de placement ne l’exigent pas.',
          },
          { question: 'Peut-on ne travailler qu’un jour ?', answer: 'Oui : chaque offre dit ses jours et ses créneaux, vous postulez à ceux qui vous vont.' },
        ],
        en: [
          { question: 'Do I need to speak English?', answer: 'It helps to welcome foreign exhibitors; cloakroom and usher positions do not require it.' },
          { question: 'Can I work just one day?', answer: 'Yes: each offer states its days and slots, you apply to those that suit you.' },
        ],
      },
    },
    {
      kind: 'sections.call-to-action',
      title: { fr: 'Vous organisez un salon ?', en: 'Organising a trade fair?' },
      text: {
        fr: 'Publiez vos besoins d’accueil : vous recevez des candidats disponibles aux bons créneaux.',
        en: 'Publish your staffing needs: you receive candidates available at the right times.',
      },
      buttons: [
        { label: { fr: 'Recruter avec Rythmo', en: 'Hire with Rythmo' }, page: 'recruter-avec-rythmo' },
        { label: { fr: 'Recruter un extra : le guide', en: 'Hiring an extra: the guide' }, page: 'recruter-un-extra' },
      ],
    },
  ],
};

/**
 * Seeded in this order: a page refers to those before it. The trade fair's comes last, the page the
 * end-to-end tests write their injection vectors into (the last one): its own SEO texts stay.
 */
export const PAGES: SeedPage[] = [
  RECRUITERS,
  HIRING_AN_EXTRA,
  {
    slug: { fr: 'jobs-ete-lyon', en: 'summer-jobs-lyon' },
    title: { fr: 'Jobs d’été 2027 à Lyon', en: 'Summer jobs 2027 in Lyon' },
    menu: 'header',
    description: {
      fr: 'Festivals, terrasses, salons et centres de loisirs : les jobs d’été à Lyon, à la semaine ou au week-end, selon votre rythme.',
      en: 'Festivals, terraces, trade fairs and holiday centres: summer jobs in Lyon, by the week or the weekend, at your own rhythm.',
    },
    sections: [
      {
        kind: 'sections.hero',
        headline: { fr: 'Jobs d’été 2027 à Lyon', en: 'Summer jobs 2027 in Lyon' },
        text: {
          fr: 'De juin à septembre, les festivals, les terrasses et les centres de loisirs de la métropole recrutent. Choisissez vos semaines.',
          en: 'From June to September, the festivals, terraces and holiday centres of the metropolis are hiring. Choose your weeks.',
        },
        image: 'page-jobs-ete-lyon',
        buttons: [
          { label: { fr: 'Voir les offres', en: 'See the offers' }, rubrique: 'offres-emploi' },
          { label: { fr: 'Créer mon compte', en: 'Create my account' }, rubrique: 'inscription' },
        ],
      },
      {
        kind: 'sections.offer-list',
        title: { fr: 'Les offres à Lyon en ce moment', en: 'Offers in Lyon right now' },
        text: {
          fr: 'Publiées par les agences de la métropole, les plus récentes d’abord.',
          en: 'Published by the agencies of the metropolis, newest first.',
        },
        criteria: { city: 'lyon' },
        sort: 'newest',
        count: 6,
      },
      {
        kind: 'sections.alert-signup',
        title: { fr: 'Recevez les nouvelles offres à Lyon par email', en: 'Get new offers in Lyon by email' },
        text: {
          fr: 'Une alerte sur les jobs d’été à Lyon : chaque jour ou chaque semaine, désinscription en un clic.',
          en: 'An alert on summer jobs in Lyon: every day or every week, unsubscribe in one click.',
        },
        criteria: { city: 'lyon' },
      },
      {
        kind: 'sections.key-figures',
        title: { fr: 'L’été lyonnais en chiffres', en: 'Summer in Lyon in figures' },
        items: {
          fr: [
            { value: '12 semaines', label: 'de saison, de la Fête de la musique aux Journées du patrimoine' },
            { value: '3 h', label: 'de mission au minimum, en matinée, en soirée ou la nuit' },
            { value: '48 h', label: 'pour une réponse des agences, en moyenne' },
          ],
          en: [
            { value: '12 weeks', label: 'of season, from the Fête de la musique to Heritage Days' },
            { value: '3 h', label: 'per assignment at least, in the morning, evening or at night' },
            { value: '48 h', label: 'for an answer from the agencies, on average' },
          ],
        },
        live: [{ label: { fr: 'offres à Lyon en ce moment', en: 'offers in Lyon right now' }, city: 'lyon' }],
      },
      {
        kind: 'sections.steps',
        title: { fr: 'Décrocher un job d’été en trois étapes', en: 'Land a summer job in three steps' },
        items: {
          fr: [
            { title: 'Créez votre profil', text: 'Vos disponibilités de l’été, jour par jour, et votre CV si vous en avez un.' },
            { title: 'Créez une alerte', text: 'Lyon, l’événementiel ou la restauration : les nouvelles offres vous arrivent par email.' },
            { title: 'Postulez en un clic', text: 'L’agence reçoit votre profil et vous répond depuis son email.' },
          ],
          en: [
            { title: 'Create your profile', text: 'Your summer availability, day by day, and your CV if you have one.' },
            { title: 'Create an alert', text: 'Lyon, events or catering: new offers come to you by email.' },
            { title: 'Apply in one click', text: 'The agency receives your profile and answers from its email.' },
          ],
        },
      },
      {
        kind: 'sections.rich-text',
        title: { fr: 'Où travailler cet été', en: 'Where to work this summer' },
        body: {
          fr: 'Les **festivals** (Nuits de Fourvière, Woodstower) cherchent des hôtes d’accueil et des agents de billetterie. Les **terrasses** des quais de Saône renforcent leurs équipes le soir. Les **centres de loisirs** recrutent des animateurs titulaires du BAFA.\n\n- Payé à l’heure, au moins le SMIC\n- Des missions courtes, cumulables avec un stage\n- Un contrat signé avant la mission',
          en: '**Festivals** (Nuits de Fourvière, Woodstower) look for hosts and ticketing staff. The **terraces** along the Saône add evening staff. **Holiday centres** hire activity leaders with the BAFA.\n\n- Paid by the hour, at least the minimum wage\n- Short assignments, compatible with an internship\n- A contract signed before the assignment',
        },
      },
      {
        kind: 'sections.testimonials',
        title: { fr: 'Ils ont travaillé l’été dernier', en: 'They worked last summer' },
        items: {
          fr: [
            {
              name: 'Inès, 20 ans',
              role: 'Hôtesse d’accueil aux Nuits de Fourvière',
              quote: 'Trois soirs par semaine en juillet, et mes journées libres pour mon stage.',
            },
            {
              name: 'Lucas, 22 ans',
              role: 'Serveur en terrasse quai Saint-Antoine',
              quote: 'J’ai choisi mes services du week-end, l’agence s’est occupée du contrat.',
            },
          ],
          en: [
            { name: 'Inès, 20', role: 'Host at the Nuits de Fourvière', quote: 'Three evenings a week in July, and my days free for my internship.' },
            { name: 'Lucas, 22', role: 'Terrace waiter on Quai Saint-Antoine', quote: 'I chose my weekend shifts; the agency took care of the contract.' },
          ],
        },
      },
      {
        kind: 'sections.faq',
        title: { fr: 'Vos questions sur les jobs d’été', en: 'Your questions about summer jobs' },
        items: {
          fr: [
            {
              question: 'À partir de quel âge peut-on travailler l’été ?',
              answer: 'Dès 16 ans, et dès 14 ans pendant les vacances scolaires pour des travaux légers, avec l’accord des parents.',
            },
            {
              question: 'Un job d’été est-il compatible avec une bourse ?',
              answer: 'Oui : les revenus d’un job d’été ne sont pas pris en compte pour la bourse de l’année en cours.',
            },
          ],
          en: [
            {
              question: 'From what age can you work in summer?',
              answer: 'From 16, and from 14 during school holidays for light work, with the parents’ consent.',
            },
            { question: 'Is a summer job compatible with a grant?', answer: 'Yes: a summer job’s earnings do not count for the current year’s grant.' },
          ],
        },
      },
      {
        kind: 'sections.city-links',
        title: { fr: 'Autour de Lyon', en: 'Around Lyon' },
        cities: ['lyon', 'villeurbanne', 'saint-etienne', 'grenoble'],
      },
      {
        kind: 'sections.latest-articles',
        title: { fr: 'Nos conseils pour l’été', en: 'Our tips for the summer' },
        count: 3,
      },
      {
        kind: 'sections.call-to-action',
        title: { fr: 'Vous recrutez pour l’été ?', en: 'Hiring for the summer?' },
        text: {
          fr: 'Festivals, terrasses, centres de loisirs : publiez vos missions d’été et recevez des candidats disponibles.',
          en: 'Festivals, terraces, holiday centres: publish your summer assignments and receive available candidates.',
        },
        buttons: [{ label: { fr: 'Recruter avec Rythmo', en: 'Hire with Rythmo' }, page: 'recruter-avec-rythmo' }],
      },
    ],
  },
  TRADE_FAIR,
];

/** Sections above and below the offers of a topic page (a city here), each zone in the order shown. */
type TopicSection = Exclude<
  SeedSection,
  { kind: 'sections.hero' | 'sections.offer-list' | 'sections.latest-articles' | 'sections.alert-signup' | 'sections.contact-form' | 'sections.video' }
>;
export type SeedTopicSections = { uid: 'api::city.city'; slug: string; top: TopicSection[]; bottom: TopicSection[] };

export const TOPIC_SECTIONS: SeedTopicSections[] = [
  {
    uid: 'api::city.city',
    slug: 'marseille',
    top: [
      {
        kind: 'sections.rich-text',
        title: { fr: 'Marseille, toute l’année', en: 'Marseille, all year round' },
        body: {
          fr: 'Le port, les croisières et les salons du parc Chanot recrutent en toute saison : des missions **au week-end** comme à la semaine.',
          en: 'The port, the cruise ships and the fairs of the Parc Chanot hire in every season: assignments **at the weekend** as well as by the week.',
        },
      },
      {
        kind: 'sections.key-figures',
        title: { fr: 'Marseille en chiffres', en: 'Marseille in figures' },
        items: {
          fr: [{ value: '4 saisons', label: 'de salons, de croisières et de festivals' }],
          en: [{ value: '4 seasons', label: 'of fairs, cruises and festivals' }],
        },
        // Not Marseille's own offers: Strapi drops a relation to the entry being published (see docs/editors.md).
        live: [{ label: { fr: 'missions chez Massilia Extra en ce moment', en: 'Massilia Extra assignments right now' }, agency: 'massilia-extra' }],
      },
    ],
    bottom: [],
  },
  {
    uid: 'api::city.city',
    slug: 'lyon',
    top: [],
    bottom: [
      {
        kind: 'sections.call-to-action',
        title: { fr: 'Cet été, travaillez à Lyon', en: 'Work in Lyon this summer' },
        text: {
          fr: 'Festivals, terrasses et centres de loisirs recrutent pour juillet et août.',
          en: 'Festivals, terraces and holiday centres are hiring for July and August.',
        },
        buttons: [{ label: { fr: 'Les jobs d’été à Lyon', en: 'Summer jobs in Lyon' }, page: 'jobs-ete-lyon' }],
      },
      {
        kind: 'sections.faq',
        title: { fr: 'Travailler à Lyon', en: 'Working in Lyon' },
        items: {
          fr: [
            {
              question: 'Où se trouvent les missions à Lyon ?',
              answer: 'Surtout à Eurexpo, à la Part-Dieu et sur la Presqu’île ; les offres donnent l’adresse exacte.',
            },
            { question: 'Faut-il un moyen de transport ?', answer: 'Le métro et le tram desservent la plupart des lieux ; les missions de nuit le précisent.' },
          ],
          en: [
            { question: 'Where are the assignments in Lyon?', answer: 'Mostly at Eurexpo, Part-Dieu and the Presqu’île; each offer gives the exact address.' },
            { question: 'Do I need a vehicle?', answer: 'The metro and tram serve most places; night assignments say so.' },
          ],
        },
      },
    ],
  },
];
