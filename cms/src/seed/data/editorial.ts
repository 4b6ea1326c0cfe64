// Agencies, events, blog articles, FAQ, legal pages and the organisation record of the seed.
import type { Bilingual } from './catalogue';

export type AgencySeed = { api_id: string; name: string; city: string; profile: Bilingual; founded: number; staff: number; hasOffers: boolean };
export const AGENCIES: AgencySeed[] = [
  {
    api_id: 'AG-PARIS-01',
    name: 'Accueil Prestige Paris',
    city: 'Paris',
    founded: 2009,
    staff: 450,
    hasOffers: true,
    profile: {
      fr: 'Agence d’hôtesses et d’hôtes pour les salons, congrès et sièges sociaux parisiens.',
      en: 'Hosting agency for Parisian trade fairs, conventions and head offices.',
    },
  },
  {
    api_id: 'AG-LYON-01',
    name: 'Rhône Événements Staffing',
    city: 'Lyon',
    founded: 2014,
    staff: 220,
    hasOffers: true,
    profile: {
      fr: 'Renforts événementiels et traiteur pour la métropole lyonnaise et Eurexpo.',
      en: 'Event and catering staff for the Lyon area and Eurexpo.',
    },
  },
  {
    api_id: 'AG-MRS-01',
    name: 'Massilia Extra',
    city: 'Marseille',
    founded: 2016,
    staff: 180,
    hasOffers: true,
    profile: {
      fr: 'Extras en restauration, hôtellerie et croisières sur tout le littoral provençal.',
      en: 'Catering, hotel and cruise extras all along the Provence coast.',
    },
  },
  {
    api_id: 'AG-BDX-01',
    name: 'Garonne Animation',
    city: 'Bordeaux',
    founded: 2012,
    staff: 130,
    hasOffers: true,
    profile: {
      fr: 'Animation commerciale et dégustations en grande distribution et chez les cavistes.',
      en: 'Brand promotion and tastings in supermarkets and wine shops.',
    },
  },
  {
    api_id: 'AG-LIL-01',
    name: 'Nord Accueil Services',
    city: 'Lille',
    founded: 2011,
    staff: 160,
    hasOffers: true,
    profile: {
      fr: 'Accueil en entreprise et standard pour les sièges de la métropole lilloise.',
      en: 'Corporate reception and switchboard for head offices around Lille.',
    },
  },
  {
    api_id: 'AG-NICE-01',
    name: 'Azur Hospitality Team',
    city: 'Nice',
    founded: 2018,
    staff: 140,
    hasOffers: true,
    profile: {
      fr: 'Personnel multilingue pour les congrès, palaces et yachts de la Côte d’Azur.',
      en: 'Multilingual staff for conventions, palace hotels and yachts on the Riviera.',
    },
  },
  {
    api_id: 'AG-TLS-01',
    name: 'Occitanie Renforts',
    city: 'Toulouse',
    founded: 2015,
    staff: 120,
    hasOffers: true,
    profile: {
      fr: 'Missions courtes en événementiel sportif, salons aéronautiques et restauration.',
      en: 'Short assignments in sports events, aerospace fairs and catering.',
    },
  },
  {
    api_id: 'AG-NTE-01',
    name: 'Atlantique Staff',
    city: 'Nantes',
    founded: 2017,
    staff: 95,
    hasOffers: true,
    profile: {
      fr: 'Hôtes, runners et techniciens pour les festivals et le parc des expositions.',
      en: 'Hosts, runners and technicians for festivals and the exhibition centre.',
    },
  },
  {
    api_id: 'AG-STR-01',
    name: 'Rhin Événementiel',
    city: 'Strasbourg',
    founded: 2010,
    staff: 110,
    hasOffers: true,
    profile: {
      fr: 'Marché de Noël, Parlement européen, congrès : personnel d’accueil bilingue.',
      en: 'Christmas market, European Parliament, conventions: bilingual reception staff.',
    },
  },
  {
    api_id: 'AG-MTP-01',
    name: 'Sud Campus Jobs',
    city: 'Montpellier',
    founded: 2020,
    staff: 75,
    hasOffers: true,
    profile: {
      fr: 'Agence pensée pour les étudiants : missions du soir et du week-end.',
      en: 'An agency built for students: evening and weekend assignments.',
    },
  },
  {
    api_id: 'AG-REN-01',
    name: 'Breizh Traiteur Extra',
    city: 'Rennes',
    founded: 2013,
    staff: 85,
    hasOffers: true,
    profile: {
      fr: 'Extras de salle et de cuisine pour les traiteurs et réceptions bretonnes.',
      en: 'Floor and kitchen extras for Breton caterers and receptions.',
    },
  },
  {
    api_id: 'AG-GRE-01',
    name: 'Alpes Saison Emploi',
    city: 'Grenoble',
    founded: 2024,
    staff: 20,
    hasOffers: false,
    profile: { fr: 'Jeune agence spécialisée dans les saisons d’hiver en station.', en: 'A young agency specialised in winter seasons at ski resorts.' },
  },
];

export type EventSeed = { name: Bilingual; slug: string; city: string; venue: string; startInDays: number; lengthDays: number; about: Bilingual };
export const EVENTS: EventSeed[] = [
  {
    slug: 'salon-international-du-tourisme',
    name: { fr: 'Salon international du tourisme', en: 'International Tourism Fair' },
    city: 'Paris',
    venue: 'Paris Expo Porte de Versailles',
    startInDays: 24,
    lengthDays: 4,
    about: {
      fr: 'Quatre jours de salon, plus de 100 000 visiteurs : accueil des exposants, orientation et vestiaire.',
      en: 'Four days, over 100,000 visitors: exhibitor reception, visitor guidance and cloakroom.',
    },
  },
  {
    slug: 'fete-des-lumieres',
    name: { fr: 'Fête des Lumières', en: 'Festival of Lights' },
    city: 'Lyon',
    venue: 'Presqu’île de Lyon',
    startInDays: 15,
    lengthDays: 4,
    about: {
      fr: 'Quatre soirées magiques : placiers, agents d’information et renforts traiteur recherchés.',
      en: 'Four magical evenings: ushers, information agents and catering staff wanted.',
    },
  },
  {
    slug: 'grande-braderie',
    name: { fr: 'Grande braderie', en: 'Great Flea Market' },
    city: 'Lille',
    venue: 'Centre-ville de Lille',
    startInDays: 40,
    lengthDays: 2,
    about: {
      fr: 'Le plus grand marché aux puces d’Europe : street marketing et restauration rapide.',
      en: 'The largest flea market in Europe: street marketing and fast food.',
    },
  },
  {
    slug: 'carnaval-de-nice',
    name: { fr: 'Carnaval de Nice', en: 'Nice Carnival' },
    city: 'Nice',
    venue: 'Place Masséna',
    startInDays: 55,
    lengthDays: 15,
    about: {
      fr: 'Deux semaines de défilés : billetterie, placement du public et accueil VIP.',
      en: 'Two weeks of parades: ticketing, seating and VIP hosting.',
    },
  },
  {
    slug: 'foire-internationale-de-bordeaux',
    name: { fr: 'Foire internationale de Bordeaux', en: 'Bordeaux International Fair' },
    city: 'Bordeaux',
    venue: 'Parc des expositions de Bordeaux-Lac',
    startInDays: 70,
    lengthDays: 9,
    about: { fr: 'Neuf jours de foire : animation des stands, dégustation et accueil.', en: 'Nine days of fair: stand promotion, tastings and reception.' },
  },
  {
    slug: 'festival-des-arts-de-la-rue',
    name: { fr: 'Festival des arts de la rue', en: 'Street Arts Festival' },
    city: 'Marseille',
    venue: 'Vieux-Port',
    startInDays: 90,
    lengthDays: 3,
    about: { fr: 'Trois jours de spectacles gratuits : runners, montage et bars éphémères.', en: 'Three days of free shows: runners, set-up and pop-up bars.' },
  },
  {
    slug: 'congres-europeen-de-medecine',
    name: { fr: 'Congrès européen de médecine', en: 'European Medical Congress' },
    city: 'Strasbourg',
    venue: 'Palais de la musique et des congrès',
    startInDays: 33,
    lengthDays: 3,
    about: {
      fr: 'Congrès international : accueil bilingue, gestion des badges et salles.',
      en: 'International congress: bilingual reception, badges and room management.',
    },
  },
];

export type ArticleSeed = { slug: string; title: Bilingual; excerpt: Bilingual; daysAgo: number; author: string; sections: { fr: string[]; en: string[] } };
export const ARTICLES: ArticleSeed[] = [
  ['reussir-sa-premiere-mission-d-hote-d-accueil', 'Réussir sa première mission d’hôte d’accueil', 'Succeeding in your first hosting assignment'],
  ['job-etudiant-combien-d-heures-par-semaine', 'Job étudiant : combien d’heures par semaine ?', 'Student job: how many hours a week?'],
  ['extra-en-restauration-ce-qu-il-faut-savoir', 'Extra en restauration : ce qu’il faut savoir', 'Catering extra: what you need to know'],
  ['les-salons-qui-recrutent-le-plus', 'Les salons qui recrutent le plus', 'The trade fairs that hire the most'],
  ['preparer-un-entretien-en-agence', 'Préparer un entretien en agence', 'Preparing for an agency interview'],
  ['cdd-ou-temps-partiel-que-choisir', 'CDD ou temps partiel : que choisir ?', 'Fixed-term or part-time: which to choose?'],
  ['animation-commerciale-les-bons-reflexes', 'Animation commerciale : les bons réflexes', 'Brand promotion: good habits'],
  ['jobs-d-ete-s-y-prendre-tot', 'Jobs d’été : s’y prendre tôt', 'Summer jobs: start early'],
  ['cumuler-job-et-bourse-etudiante', 'Cumuler job et bourse étudiante', 'Combining a job and a student grant'],
  ['les-droits-du-salarie-en-extra', 'Les droits du salarié en extra', 'The rights of extra staff'],
  ['travailler-sur-un-festival', 'Travailler sur un festival', 'Working at a festival'],
  ['construire-un-profil-qui-attire-les-recruteurs', 'Construire un profil qui attire les recruteurs', 'Building a profile recruiters notice'],
].map(([slug, fr, en], index) => ({
  slug,
  title: { fr, en },
  excerpt: {
    fr: `${fr} : nos conseils concrets, testés par les candidats et les agences partenaires, pour travailler à votre rythme.`,
    en: `${en}: practical advice, tried by candidates and partner agencies, to work at your own pace.`,
  },
  daysAgo: 3 + index * 9,
  author: ['Camille Laurent', 'Hugo Moreau', 'Léa Fontaine', 'Inès Garnier'][index % 4],
  sections: {
    fr: [
      'Avant la mission, relisez la fiche de poste, repérez l’adresse et prévoyez d’arriver quinze minutes en avance : la ponctualité est le premier critère des recruteurs.',
      'Sur place, présentez-vous au responsable, demandez les consignes de sécurité et les horaires de pause. Une question posée tôt évite bien des erreurs.',
      'Après la mission, mettez à jour votre profil et vos disponibilités : les agences relancent en priorité les candidats dont le planning est à jour.',
    ],
    en: [
      'Before the assignment, read the job description again, check the address and plan to arrive fifteen minutes early: punctuality is what recruiters value first.',
      'On site, introduce yourself to the supervisor, ask for the safety instructions and break times. A question asked early avoids many mistakes.',
      'After the assignment, update your profile and availability: agencies call back first the candidates whose calendar is up to date.',
    ],
  },
}));

export type FaqSeed = { category: 'candidats' | 'entreprises' | 'agences'; q: Bilingual; a: Bilingual };
export const FAQ: FaqSeed[] = [
  {
    category: 'candidats',
    q: { fr: 'La création de compte est-elle gratuite ?', en: 'Is creating an account free?' },
    a: {
      fr: 'Oui, totalement gratuite pour les candidats. Elle prend environ 5 minutes.',
      en: 'Yes, completely free for candidates. It takes about 5 minutes.',
    },
  },
  {
    category: 'candidats',
    q: { fr: 'Puis-je travailler si je suis étudiant étranger ?', en: 'Can I work as an international student?' },
    a: {
      fr: 'Oui, dans la limite de 964 heures par an avec un titre de séjour étudiant en cours de validité.',
      en: 'Yes, up to 964 hours a year with a valid student residence permit.',
    },
  },
  {
    category: 'candidats',
    q: { fr: 'Comment postuler à une offre ?', en: 'How do I apply to an offer?' },
    a: {
      fr: 'Connectez-vous à votre compte candidat puis cliquez sur « Postuler » depuis la page de l’offre.',
      en: 'Log in to your candidate account and click “Apply” on the offer page.',
    },
  },
  {
    category: 'candidats',
    q: { fr: 'Quand suis-je payé ?', en: 'When am I paid?' },
    a: {
      fr: 'Le salaire est versé par l’agence ou l’employeur, en général à la fin du mois suivant la mission.',
      en: 'Pay is made by the agency or employer, usually at the end of the month after the assignment.',
    },
  },
  {
    category: 'candidats',
    q: { fr: 'Puis-je choisir mes horaires ?', en: 'Can I choose my hours?' },
    a: {
      fr: 'Oui : filtrez les offres par jours, créneaux (matin, après-midi, soir, nuit) et heures par semaine.',
      en: 'Yes: filter offers by days, time slots (morning, afternoon, evening, night) and hours per week.',
    },
  },
  {
    category: 'entreprises',
    q: { fr: 'Comment publier une offre ?', en: 'How do I post an offer?' },
    a: {
      fr: 'Contactez-nous depuis l’espace entreprise : un conseiller vous rappelle sous 24 heures ouvrées.',
      en: 'Contact us from the company area: an adviser calls you back within one working day.',
    },
  },
  {
    category: 'entreprises',
    q: { fr: 'Proposez-vous un logiciel de planning ?', en: 'Do you offer planning software?' },
    a: {
      fr: 'Oui, notre logiciel RH et planning est dédié aux sociétés de staffing événementiel.',
      en: 'Yes, our HR and planning software is dedicated to event staffing companies.',
    },
  },
  {
    category: 'agences',
    q: { fr: 'Comment devenir agence partenaire ?', en: 'How do I become a partner agency?' },
    a: {
      fr: 'Remplissez le formulaire de contact entreprise en précisant votre activité de travail temporaire.',
      en: 'Fill in the company contact form and describe your temporary work business.',
    },
  },
];

export type LegalSeed = { slug: 'cgu' | 'legal' | 'privacy'; title: Bilingual; body: Bilingual };
export const LEGAL_PAGES: LegalSeed[] = [
  {
    slug: 'cgu',
    title: { fr: 'Conditions générales d’utilisation', en: 'Terms of use' },
    body: {
      fr: '## Objet\n\nLes présentes conditions régissent l’utilisation du site par les candidats, les entreprises et les agences partenaires.\n\n## Compte candidat\n\nLa création d’un compte est gratuite. Le candidat s’engage à fournir des informations exactes et à jour.\n\n## Responsabilité\n\nLes offres sont publiées par les agences et entreprises, seules responsables de leur contenu.',
      en: '## Purpose\n\nThese terms govern the use of the site by candidates, companies and partner agencies.\n\n## Candidate account\n\nCreating an account is free. Candidates undertake to provide accurate and up-to-date information.\n\n## Liability\n\nOffers are posted by agencies and companies, which alone are responsible for their content.',
    },
  },
  {
    slug: 'legal',
    title: { fr: 'Mentions légales', en: 'Legal notice' },
    body: {
      fr: '## Éditeur\n\nLe site est édité par Rythmo SAS, 12 rue de la Chaussée-d’Antin, 75009 Paris. Directeur de la publication : le président de Rythmo SAS.\n\n## Hébergement\n\nLe site est hébergé dans l’Union européenne.',
      en: '## Publisher\n\nThe site is published by Rythmo SAS, 12 rue de la Chaussée-d’Antin, 75009 Paris, France. Publication director: the president of Rythmo SAS.\n\n## Hosting\n\nThe site is hosted in the European Union.',
    },
  },
  {
    slug: 'privacy',
    title: { fr: 'Politique de confidentialité', en: 'Privacy policy' },
    body: {
      fr: '## Données collectées\n\nNous collectons les données de votre compte candidat, de votre profil (nom, téléphone, ville, disponibilités, présentation, CV) et de vos candidatures, pour vous mettre en relation avec les recruteurs. Une candidature transmet votre profil et votre CV à l’agence de l’offre, et à elle seule.\n\n## Durée de conservation\n\nLes candidatures, les CV et les emails qui les accompagnent sont supprimés automatiquement 24 mois après leur envoi. Votre CV n’est jamais public : il n’est lisible que par vous et, par un lien qui expire au bout de 60 jours, par l’agence à qui vous l’avez envoyé.\n\n## Cookies\n\nLes cookies de mesure d’audience ne sont déposés qu’avec votre consentement, modifiable à tout moment depuis le pied de page.\n\n## Vos droits\n\nDepuis « Mon profil », rubrique « Mes données », vous téléchargez toutes les données que nous gardons de vous (droits d’accès et à la portabilité) et vous supprimez votre compte : compte, profil, CV et contenu de vos candidatures sont effacés aussitôt (droit à l’effacement). Pour toute autre demande, écrivez à contact@rythmo.fr ; vous pouvez aussi saisir la CNIL.',
      en: '## Data we collect\n\nWe collect the data of your candidate account, your profile (name, phone, city, availability, introduction, CV) and your applications, to put you in touch with recruiters. An application sends your profile and CV to the offer’s agency, and to it alone.\n\n## How long we keep it\n\nApplications, CVs and the emails that go with them are deleted automatically 24 months after they were sent. Your CV is never public: only you can read it and, through a link that expires after 60 days, the agency you sent it to.\n\n## Cookies\n\nAudience measurement cookies are only set with your consent, which you can change at any time from the footer.\n\n## Your rights\n\nFrom « My profile », under « My data », you download all the data we keep about you (rights of access and portability) and you delete your account: account, profile, CV and the content of your applications are erased at once (right to erasure). For any other request, write to contact@rythmo.fr; you may also contact the CNIL.',
    },
  },
];

export const ORGANISATION = {
  brandName: 'Rythmo',
  legalName: 'Rythmo SAS',
  siteDescription: {
    fr: 'Rythmo, le site des jobs courts et flexibles : événementiel, animation commerciale, accueil, restauration. Mes jobs, mon rythme.',
    en: 'Rythmo, the site for short, flexible jobs in France: events, brand promotion, reception, catering. My jobs, my rhythm.',
  },
  address: { street: '12 rue de la Chaussée-d’Antin', postalCode: '75009', locality: 'Paris', country: 'FR' },
  telephone: '+33 1 84 80 12 34',
  email: 'contact@rythmo.fr',
  vatID: 'FR32931234567',
  foundingDate: '2025-03-25',
  socialLinks: {
    photoSharing: 'https://www.instagram.com/rythmo.jobs',
    socialNetwork: 'https://www.facebook.com/rythmo.jobs',
    professionalNetwork: 'https://www.linkedin.com/company/rythmo',
    shortVideo: 'https://www.tiktok.com/@rythmo.jobs',
    microblog: 'https://x.com/rythmo_jobs',
  },
  appStoreUrl: 'https://apps.apple.com/fr/app/rythmo/id6470000000',
  playStoreUrl: 'https://play.google.com/store/apps/details?id=fr.rythmo.app',
  recruiterErpUrl: 'https://pro.rythmo.fr',
  profileMinutes: 5,
  contestAmount: 100,
  contestNetwork: { fr: 'Instagram', en: 'Instagram' },
};

export const HOME = {
  headline: { fr: 'Mes jobs, mon rythme', en: 'My jobs, my rhythm' },
  subheadline: {
    fr: 'Des jobs courts et flexibles dans l’événementiel, l’accueil, l’animation et la restauration, à votre rythme.',
    en: 'Short, flexible jobs in events, reception, brand promotion and catering, at your own pace.',
  },
  steps: {
    fr: [
      { title: 'Je crée mon profil', text: 'En 5 minutes, gratuitement, depuis le site ou l’application.' },
      { title: 'Je cherche', text: 'Par ville, contrat, secteur ou métier, selon mes disponibilités.' },
      { title: 'Je gère mes candidatures', text: 'Je suis mes candidatures et mes missions au même endroit.' },
    ],
    en: [
      { title: 'I create my profile', text: 'In 5 minutes, for free, on the site or the app.' },
      { title: 'I search', text: 'By city, contract, sector or job, around my availability.' },
      { title: 'I manage my applications', text: 'I follow my applications and assignments in one place.' },
    ],
  },
  testimonials: {
    fr: [
      {
        name: 'Sarah, 21 ans',
        role: 'Étudiante en droit à Lyon',
        quote: 'Je travaille les week-ends de salon à Eurexpo, et je garde mes soirées pour réviser.',
      },
      {
        name: 'Yanis, 24 ans',
        role: 'Extra en traiteur à Paris',
        quote: 'Je choisis mes missions selon mon planning de master. Trois soirs par semaine, c’est parfait.',
      },
      {
        name: 'Chloé, 19 ans',
        role: 'Animatrice commerciale à Lille',
        quote: 'Ma première mission a été validée en deux jours. Les dégustations en magasin, j’adore !',
      },
    ],
    en: [
      { name: 'Sarah, 21', role: 'Law student in Lyon', quote: 'I work trade-fair weekends at Eurexpo and keep my evenings for revision.' },
      { name: 'Yanis, 24', role: 'Catering extra in Paris', quote: 'I pick my assignments around my master’s timetable. Three evenings a week is perfect.' },
      { name: 'Chloé, 19', role: 'Sales promoter in Lille', quote: 'My first assignment was confirmed in two days. I love in-store tastings!' },
    ],
  },
  recruiterCtaTitle: { fr: 'Vous recrutez ?', en: 'Hiring?' },
  recruiterCtaText: {
    fr: 'Publiez vos offres et gérez vos équipes événementielles avec notre logiciel RH et planning.',
    en: 'Post your offers and manage your event teams with our HR and planning software.',
  },
};

/** The text of each page of the recruiters' area: what the company offers, how to reach it, the training. */
export type CompanyPageSeed = { section: 'home' | 'contact' | 'formation'; title: Bilingual; lead: Bilingual; body: Bilingual };
export const COMPANY_PAGES: CompanyPageSeed[] = [
  {
    section: 'home',
    title: { fr: 'Recruteurs', en: 'Recruiters' },
    lead: {
      fr: 'Des renforts pour vos événements, vos magasins et vos services, trouvés en quelques jours parmi des candidats disponibles près de chez vous.',
      en: 'Extra staff for your events, shops and services, found within days among candidates available near you.',
    },
    body: {
      fr: '## Ce que nous faisons pour vous\n\n- Vos offres publiées sur Rythmo et relayées par nos agences partenaires.\n- Des candidats qui indiquent leurs jours et leurs horaires : vous voyez qui est libre quand vous en avez besoin.\n- Un interlocuteur par ville, joignable du lundi au samedi.\n\n## Combien ça coûte\n\nLa publication d’une offre est gratuite. Les missions confiées à nos agences sont facturées à l’heure travaillée, sans frais d’inscription.',
      en: '## What we do for you\n\n- Your offers published on Rythmo and relayed by our partner agencies.\n- Candidates who state their days and hours: you see who is free when you need them.\n- One contact per city, reachable Monday to Saturday.\n\n## What it costs\n\nPublishing an offer is free. Assignments handled by our agencies are billed per hour worked, with no sign-up fee.',
    },
  },
  {
    section: 'contact',
    title: { fr: 'Contactez-nous', en: 'Contact us' },
    lead: {
      fr: 'Un besoin de personnel, une question sur nos services : écrivez-nous, un conseiller vous répond sous deux jours ouvrés.',
      en: 'Staff to find, a question about our services: write to us, an adviser answers within two working days.',
    },
    body: {
      fr: 'Précisez dans votre message le nombre de personnes, les dates et le lieu : nous vous proposons un devis et les profils disponibles. Vous recevez un accusé de réception par email dès l’envoi du formulaire.',
      en: 'Tell us in your message how many people, which dates and where: we send you a quote and the profiles available. You receive an acknowledgement by email as soon as the form is sent.',
    },
  },
  {
    section: 'formation',
    title: { fr: 'Formation', en: 'Training' },
    lead: {
      fr: 'Des équipes prêtes le jour J : nous formons les candidats avant leur première mission, et vos équipes d’encadrement si vous le souhaitez.',
      en: 'Teams ready on the day: we train candidates before their first assignment, and your supervisors if you wish.',
    },
    body: {
      fr: '## Pour les candidats\n\n- **Accueil et relation client** : une demi-journée, en salle ou à distance.\n- **Hygiène et sécurité alimentaire** (HACCP) : deux jours, attestation remise.\n- **Sécurité événementielle** : gestes de premiers secours et évacuation, une journée.\n\n## Pour vos équipes\n\n- **Encadrer des renforts** : accueillir, briefer et suivre des extras, une journée.\n- **Sessions sur mesure** sur votre site, pour vos produits ou vos procédures.\n\nLes formations des candidats sont prises en charge par Rythmo. Celles de vos équipes font l’objet d’un devis ; elles peuvent être financées par votre opérateur de compétences (OPCO).',
      en: '## For candidates\n\n- **Welcome and customer relations**: half a day, in a room or remotely.\n- **Food hygiene and safety** (HACCP): two days, with a certificate.\n- **Event safety**: first aid and evacuation, one day.\n\n## For your teams\n\n- **Supervising extra staff**: welcoming, briefing and following up extras, one day.\n- **Tailored sessions** on your site, for your products or procedures.\n\nCandidate training is paid for by Rythmo. Training for your teams is quoted; it may be funded by your skills operator (OPCO).',
    },
  },
];
