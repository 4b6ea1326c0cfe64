/**
 * What editors read in the admin panel's edit views: every field of every content type and component
 * labelled in French, with a help text where it is not obvious, and the field that names an entry where
 * another one refers to it (a city by its name, not its id). Applied at each start (./edit-views.ts);
 * tests/unit/cms/labels.test.ts checks that no field of the schemas is left without its label.
 */

/** A field's label, or its label and its help text. */
export type FieldText = string | readonly [label: string, help: string];

const DAYS = {
  monday: 'Lundi',
  tuesday: 'Mardi',
  wednesday: 'Mercredi',
  thursday: 'Jeudi',
  friday: 'Vendredi',
  saturday: 'Samedi',
  sunday: 'Dimanche',
  morning: 'Matin',
  afternoon: 'Après-midi',
  evening: 'Soir',
  night: 'Nuit',
} as const;

const SLUG: FieldText = [
  'Slug (adresse)',
  'La fin de l’adresse de la page : lettres minuscules sans accent, chiffres et tirets, par exemple « serveur-lyon ».',
];
const API_ID: FieldText = ['Identifiant technique', 'Un code stable utilisé par les anciennes adresses et les partenaires : ne le changez pas.'];
const SEO: FieldText = ['Référencement', 'Le titre et la description que montrent les moteurs de recherche (sinon, ceux de la page).'];
const IMAGE: FieldText = ['Image', 'Donnez-lui un texte alternatif dans la médiathèque : il est lu aux personnes qui ne la voient pas.'];
const SORT: FieldText = ['Ordre', 'Les plus petits nombres d’abord ; vide : après les autres, par ordre alphabétique.'];
const DESCRIPTION: FieldText = ['Description', 'Le texte de la page, en Markdown (titres, listes, gras, liens).'];
const CANDIDATE: FieldText = ['Candidat', 'Le compte du candidat (données personnelles : ne les copiez pas ailleurs).'];
const SECTION_TITLE: FieldText = ['Titre', 'Le titre de la section, sous celui de la page ; vide : pas de titre.'];
const STATE = 'État';
/** The criteria of a section that searches offers (the offer list, the alert sign-up): the jobs list's filters. */
const OFFER_CRITERIA = {
  title: SECTION_TITLE,
  text: 'Texte',
  city: ['Ville', 'Ou un département, ou une région : une ville l’emporte.'],
  department: ['Département', 'Son numéro : 69, 2A… (sans ville choisie).'],
  region: ['Région', 'Son code INSEE : 84 pour Auvergne-Rhône-Alpes, 11 pour l’Île-de-France (sans ville ni département).'],
  sector: ['Secteur', 'Toutes les offres de ses métiers (sans métier choisi).'],
  trade: ['Métier', 'L’emporte sur le secteur.'],
  contract: 'Type de contrat',
  student_job_type: 'Type de job étudiant',
  agency: 'Agence',
  event: 'Événement',
  rhythm: ['Rythme', 'Les jours et moments travaillés : une offre qui en travaille un convient.'],
  keyword: ['Mot-clé', 'Des mots que le texte des offres doit contenir, comme la recherche du site les trouve.'],
} as const satisfies Record<string, FieldText>;

/** The sections editors add to a topic page (a city, a sector…), around the offers that stay its core. */
const TOPIC_SECTIONS = {
  sections_top: ['Sections au-dessus des offres', 'Facultatif : des sections entre le texte de la page et la liste de ses offres.'],
  sections_bottom: ['Sections sous les offres', 'Facultatif : des sections après la liste des offres (une FAQ, un appel à l’action…).'],
} as const satisfies Record<string, FieldText>;
/** A contract type's or a student job type's fields. */
const OFFER_KIND = {
  api_id: API_ID,
  slug: SLUG,
  label: 'Nom',
  image: IMAGE,
  description: DESCRIPTION,
  faq: 'Questions fréquentes',
  seo: SEO,
  ...TOPIC_SECTIONS,
};

/** The field that names an entry of each type, where the admin lists entries or shows a relation. */
export const MAIN_FIELDS: Readonly<Record<string, string>> = {
  'api::agency.agency': 'name',
  'api::alert.alert': 'summary',
  // An application has no name: its number (the email queue shows it so).
  'api::application.application': 'id',
  'api::article.article': 'title',
  'api::city.city': 'name',
  'api::company-page.company-page': 'title',
  'api::contact-request.contact-request': 'email',
  'api::contract.contract': 'label',
  'api::email-message.email-message': 'subject',
  'api::event.event': 'name',
  'api::faq-entry.faq-entry': 'question',
  // The single types have no name of their own: their edit view is titled by the type's (« Navigation »).
  'api::global.global': 'id',
  'api::home-page.home-page': 'id',
  'api::navigation.navigation': 'id',
  'api::job-offer.job-offer': 'title',
  'api::legal-page.legal-page': 'title',
  'api::page.page': 'title',
  'navigation.menu': 'label',
  'api::redirect.redirect': 'from',
  'api::search-synonym.search-synonym': 'words',
  'api::student-job-type.student-job-type': 'label',
  'api::trade.trade': 'name',
  'api::work.work': 'name',
  'plugin::users-permissions.user': 'email',
};

/** The labels of each type's and component's fields, by uid. */
export const LABELS: Readonly<Record<string, Readonly<Record<string, FieldText>>>> = {
  'api::agency.agency': {
    ...TOPIC_SECTIONS,
    api_id: API_ID,
    name: 'Nom',
    slug: SLUG,
    logo: ['Logo', 'Donnez-lui un texte alternatif dans la médiathèque (le nom de l’agence).'],
    description: DESCRIPTION,
    profile: ['Présentation courte', 'Une ou deux phrases, montrées dans la liste des agences.'],
    numbers: ['Chiffres clés', 'Par exemple « 120 » « intérimaires par mois ».'],
    city: 'Ville',
    website: ['Site web', 'Son adresse complète, commençant par https://.'],
    recruitment_email: ['Email de recrutement', 'Où arrivent les candidatures. Jamais montré sur le site.'],
    seo: SEO,
  },
  'api::alert.alert': {
    email: 'Email',
    candidate: CANDIDATE,
    search: ['Recherche', 'Les critères de l’alerte, tels que le site les enregistre.'],
    summary: ['Résumé', 'La recherche en mots, telle que le candidat la lit.'],
    language: 'Langue',
    frequency: 'Fréquence',
    state: STATE,
    seen_until: ['Offres vues jusqu’au', 'Les offres publiées avant cette date ne sont plus envoyées.'],
    last_run_at: 'Dernier passage',
    last_sent_at: 'Dernier envoi',
    confirmed_at: 'Confirmée le',
  },
  'api::application.application': {
    job_offer: 'Offre',
    candidate: CANDIDATE,
    message: 'Message du candidat',
    state: STATE,
    cv: 'CV',
    refusal_reason: 'Motif du refus',
    history: ['Historique', 'Les changements d’état, avec leur date.'],
    details: ['Coordonnées transmises', 'Ce que le candidat a envoyé avec sa candidature.'],
    offer_snapshot: ['Offre au jour de la candidature', 'Son titre, son lieu, sa date de début et son agence, que le candidat garde si l’offre est retirée.'],
    links_expire_at: ['Liens de réponse valables jusqu’au', 'Après cette date, les boutons de l’email de l’agence ne répondent plus.'],
  },
  'api::article.article': {
    title: 'Titre',
    slug: SLUG,
    excerpt: ['Chapeau', 'Une ou deux phrases, montrées dans la liste des articles et aux moteurs de recherche.'],
    body: ['Texte', 'En Markdown : titres, listes, gras, liens.'],
    author: 'Auteur',
    date: 'Date de publication',
    image: IMAGE,
    seo: SEO,
  },
  'api::candidate-profile.candidate-profile': {
    candidate: CANDIDATE,
    first_name: 'Prénom',
    last_name: 'Nom',
    phone: 'Téléphone',
    city: 'Ville',
    availability: ['Disponibilités', 'Les jours et moments de la journée où le candidat est libre.'],
    student: 'Étudiant',
    student_types: 'Jobs étudiants recherchés',
    presentation: 'Présentation',
    cv: 'CV',
  },
  'api::city.city': {
    ...TOPIC_SECTIONS,
    name: 'Nom',
    slug: SLUG,
    sort: SORT,
    image: IMAGE,
    county: 'Département',
    county_code: ['Numéro du département', 'Par exemple 69, ou 2A pour la Corse-du-Sud.'],
    region: 'Région',
    latitude: ['Latitude', 'En degrés décimaux, par exemple 45.7578.'],
    longitude: ['Longitude', 'En degrés décimaux, par exemple 4.8320.'],
    population: 'Population',
    description: DESCRIPTION,
    seo: SEO,
  },
  'api::company-page.company-page': {
    section: ['Rubrique', 'La page de l’espace recruteurs que ce texte remplit : accueil, contact ou formation.'],
    title: 'Titre',
    lead: ['Chapeau', 'La phrase sous le titre.'],
    body: ['Texte', 'En Markdown : titres, listes, gras, liens.'],
  },
  'api::contact-request.contact-request': {
    firstName: 'Prénom',
    lastName: 'Nom',
    company: 'Entreprise',
    email: 'Email',
    phone: 'Téléphone',
    country: 'Pays',
    city: 'Ville',
    postcode: 'Code postal',
    comment: 'Message',
    consent: 'Accepte d’être recontacté',
    marketingConsent: 'Accepte les offres commerciales',
    locale: 'Langue',
    acknowledged: ['Accusé de réception envoyé', 'L’email de confirmation est parti vers le demandeur.'],
    notified: ['Équipe prévenue', 'L’email à l’équipe commerciale est parti.'],
  },
  'api::contract.contract': OFFER_KIND,
  'api::email-message.email-message': {
    to: 'Destinataire',
    reply_to: 'Répondre à',
    subject: 'Objet',
    text: 'Texte',
    html: 'HTML',
    headers: 'En-têtes',
    attachments: 'Pièces jointes',
    purpose: ['Raison', 'Le genre d’email : confirmation, candidature, alerte…'],
    application: 'Candidature',
    state: STATE,
    attempts: 'Essais',
    next_attempt_at: 'Prochain essai',
    lease_until: ['Réservé jusqu’au', 'Pendant l’envoi, aucun autre processus ne le prend.'],
    last_error: 'Dernière erreur',
    sent_at: 'Envoyé le',
  },
  'api::event.event': {
    ...TOPIC_SECTIONS,
    name: 'Nom',
    slug: SLUG,
    startDate: 'Premier jour',
    endDate: 'Dernier jour',
    venue: 'Lieu',
    city: 'Ville',
    image: IMAGE,
    description: DESCRIPTION,
    seo: SEO,
  },
  'api::faq-entry.faq-entry': {
    question: 'Question',
    answer: ['Réponse', 'En Markdown : listes, gras, liens.'],
    category: 'Catégorie',
    sort: SORT,
  },
  'api::global.global': {
    brandName: 'Nom de la marque',
    legalName: 'Raison sociale',
    siteDescription: ['Description du site', 'Montrée par les moteurs de recherche sous le nom du site.'],
    address: 'Adresse',
    telephone: 'Téléphone',
    email: 'Email de contact',
    vatID: 'Numéro de TVA',
    foundingDate: 'Date de création',
    socialLinks: 'Réseaux sociaux',
    appStoreUrl: 'Application iPhone (adresse)',
    playStoreUrl: 'Application Android (adresse)',
    recruiterErpUrl: 'Logiciel RH des recruteurs (adresse)',
    profileMinutes: ['Minutes pour un profil', 'Le temps annoncé pour créer son profil.'],
    contestAmount: 'Montant du jeu concours (€)',
    contestNetwork: 'Réseau du jeu concours',
  },
  'api::home-page.home-page': {
    sections: ['Sections', 'La page d’accueil, de haut en bas : ajoutez, déplacez ou retirez des sections comme sur une page.'],
    headline: 'Titre (ancien champ, repris dans les sections)',
    subheadline: 'Sous-titre (ancien champ, repris dans les sections)',
    steps: 'Étapes (ancien champ, repris dans les sections)',
    testimonials: 'Témoignages (ancien champ, repris dans les sections)',
    recruiterCtaTitle: 'Titre de l’encart recruteurs (ancien champ, repris dans les sections)',
    recruiterCtaText: 'Texte de l’encart recruteurs (ancien champ, repris dans les sections)',
    seo: SEO,
  },
  'api::job-offer.job-offer': {
    offer_id: ['Numéro de l’offre', 'Unique : le slug commence par ce numéro suivi d’un tiret.'],
    title: 'Intitulé',
    slug: ['Slug (adresse)', 'Le numéro de l’offre, un tiret, puis l’intitulé en minuscules sans accent : « 1234-serveur-lyon ».'],
    place: ['Lieu', 'Le quartier ou l’établissement, par exemple « Centre, Lyon ».'],
    city: 'Ville',
    latitude: ['Latitude', 'En degrés décimaux, par exemple 45.7578 : pour la recherche autour d’un lieu.'],
    longitude: ['Longitude', 'En degrés décimaux, par exemple 4.8320.'],
    contracts: 'Types de contrat',
    works: 'Métiers',
    student_job_types: 'Types de job étudiant',
    agency: 'Agence',
    event: 'Événement',
    remuneration: ['Rémunération brute (€)', 'Le montant brut, par heure, jour ou mois selon l’unité.'],
    remuneration_unit: ['Unité de rémunération', 'hour : de l’heure ; day : par jour ; month : par mois.'],
    required_skills: 'Compétences demandées',
    start_date: 'Début de la mission',
    publication_date: ['Date de publication', 'Avant cette date, l’offre n’est pas en ligne, même publiée.'],
    valid_through: ['En ligne jusqu’au', 'Le lendemain, l’offre quitte le site.'],
    description: ['Description', 'La mission, le profil, les horaires, en Markdown.'],
    rhythm: ['Rythme', 'Les jours et moments travaillés, et les heures par semaine.'],
  },
  'api::legal-page.legal-page': {
    slug: ['Slug (adresse)', 'cgu, legal ou privacy : la page légale que ce texte remplit.'],
    title: 'Titre',
    body: ['Texte', 'En Markdown : titres, listes, gras, liens.'],
    updated: 'Mise à jour le',
  },
  'api::navigation.navigation': {
    header_menus: [
      'Menus de l’en-tête',
      'Les menus déroulants de l’en-tête, dans l’ordre où ils s’affichent (quatre au plus) ; sur un téléphone, les groupes de son menu.',
    ],
    header_links: [
      'Liens de l’en-tête',
      'Dans la barre de l’en-tête, après les menus (deux au plus, courts : la barre est étroite sur un portable) ; sur un téléphone, dans le menu.',
    ],
    footer_links: [
      'Liens du pied de page',
      'Dans l’ordre où ils s’affichent. Une page ou une rubrique, choisie dans la liste ; une adresse ailleurs seulement si elle l’est.',
    ],
  },
  'api::page.page': {
    title: ['Titre', 'Le titre de la page (onglet, moteurs de recherche), et son grand titre si aucun bandeau d’ouverture ne vient en premier.'],
    slug: ['Slug (adresse)', 'L’adresse de la page : /jobs-ete-lyon. Si vous la changez une fois publiée, l’ancienne adresse mène à la nouvelle.'],
    parent_page: [
      'Page parente',
      'Facultatif : la page sous laquelle celle-ci se range, dont l’adresse précède la sienne (/recruter-avec-rythmo/hotes-salon). Trois niveaux au plus : une page, une page sous elle, une page sous celle-ci.',
    ],
    in_header: [
      'Dans l’en-tête',
      'Oui : un lien vers la page en haut de l’en-tête (« À la une », deux pages au plus), sur tout le site ; sur un téléphone, dans le menu.',
    ],
    in_footer: ['Dans le pied de page', 'Oui : un lien vers la page dans le pied de page, sur tout le site.'],
    description: ['Description', 'Une ou deux phrases que les moteurs de recherche montrent sous le titre.'],
    sections: ['Sections', 'Ajoutez les sections dans l’ordre où elles s’affichent ; faites-les glisser pour les déplacer.'],
    seo: SEO,
  },
  'api::redirect.redirect': {
    from: ['Ancienne adresse', 'Le chemin qui ne doit plus mener nulle part, par exemple /jobs-ete-2026.'],
    to: ['Nouvelle adresse', 'Le chemin de la page où mener, par exemple /jobs-ete-lyon.'],
    permanent: ['Permanente', 'Oui : les moteurs de recherche remplacent l’ancienne adresse (301). Non : une redirection le temps d’une campagne (302).'],
    note: ['Note', 'Pourquoi cette redirection (pour l’équipe ; jamais montrée sur le site).'],
  },
  'api::saved-offer.saved-offer': { job_offer: 'Offre', candidate: CANDIDATE },
  'api::search-synonym.search-synonym': {
    words: [
      'Mots',
      'Deux mots ou plus, séparés par des virgules, que la recherche d’offres tient pour les mêmes : « barman, barmaid », « plonge, plongeur ». Un mot à la fois (pas « maître d’hôtel ») ; les pluriels et la plupart des féminins (serveuse, animatrice) se trouvent déjà.',
    ],
    note: ['Note', 'Pourquoi ces synonymes (pour l’équipe ; jamais montrée sur le site).'],
  },
  'api::student-job-type.student-job-type': OFFER_KIND,
  'api::trade.trade': {
    ...TOPIC_SECTIONS,
    api_id: API_ID,
    name: 'Nom',
    slug: SLUG,
    sort: SORT,
    image: IMAGE,
    description: DESCRIPTION,
    work: ['Secteur', 'Le secteur d’activité du métier : son adresse en dépend.'],
    seo: SEO,
  },
  'api::work.work': {
    ...TOPIC_SECTIONS,
    api_id: API_ID,
    name: 'Nom',
    slug: SLUG,
    sort: SORT,
    image: IMAGE,
    description: DESCRIPTION,
    faq: 'Questions fréquentes',
    villes: ['Questions par ville', 'Des questions propres au secteur dans une ville.'],
    groupe_de_metiers: 'Métiers du secteur',
    seo: SEO,
  },
  'navigation.menu': {
    label: ['Titre du menu', 'Court : « Offres d’emploi », « Secteurs d’activité ».'],
    entries: [
      'Entrées',
      'villes : les six premières villes qui ont un « Ordre », dans cet ordre ; secteurs : les sept premiers secteurs qui en ont un ; types-job-etudiant : tous les types de job étudiant ; liens-choisis : seulement les liens ci-dessous.',
    ],
    links: ['Liens choisis', 'Après les entrées, dans l’ordre où ils s’affichent (huit au plus).'],
    all: ['Lien « tout voir »', 'Le dernier lien du menu, par exemple « Toutes les offres » vers la rubrique offres-emploi.'],
  },
  'offer.rhythm': { ...DAYS, hours_per_week: 'Heures par semaine' },
  'sections.call-to-action': { title: SECTION_TITLE, text: 'Texte', buttons: ['Boutons', 'Un ou deux ; le premier est le plus visible.'] },
  'sections.city-links': { title: SECTION_TITLE, cities: ['Villes', 'Choisissez-les dans la liste, dans l’ordre où elles s’affichent.'] },
  'sections.faq': { title: SECTION_TITLE, items: ['Questions', 'Aussi données aux moteurs de recherche.'] },
  'sections.hero': {
    search: ['Champ de recherche', 'Oui : le champ « Métier, ville… » de la page d’accueil, sous le texte, qui mène aux offres.'],
    headline: ['Grand titre', 'Le titre principal de la page quand ce bandeau vient en premier.'],
    text: 'Texte',
    image: IMAGE,
    buttons: ['Boutons', 'Deux au plus ; le premier est le plus visible.'],
  },
  'sections.image-text': {
    title: SECTION_TITLE,
    content: ['Texte', 'En Markdown : titres, listes, gras, liens.'],
    image: IMAGE,
    image_side: ['Côté de l’image', 'droite ou gauche ; sur un téléphone, l’image est au-dessus du texte.'],
  },
  'sections.key-figures': {
    title: SECTION_TITLE,
    items: ['Chiffres tapés', 'Une valeur (« 12 semaines ») et son libellé.'],
    live_items: [
      'Chiffres en direct',
      'Le nombre d’offres en ligne selon vos critères (« offres à Lyon »), recompté à chaque publication, sur une page, la page d’accueil ou autour des offres d’une ville, d’un secteur… Pas la ville (le secteur…) de la page elle-même : Strapi perd ce lien à la publication, et la page en montre déjà le nombre. Six chiffres au plus en tout.',
    ],
  },
  'sections.latest-articles': { title: SECTION_TITLE, count: ['Nombre d’articles', 'De 2 à 6, les plus récents dans la langue de la page.'] },
  'sections.offer-list': {
    ...OFFER_CRITERIA,
    sort: ['Ordre', 'newest : les plus récentes d’abord ; soonest : celles qui commencent le plus tôt.'],
    count: ['Nombre d’offres', 'De 3 à 24 ; un lien mène à toutes les autres.'],
  },
  'sections.claims': { title: ['Titre', 'Lu par les lecteurs d’écran seulement ; vide : « Pourquoi nous ».'] },
  'sections.alert-signup': {
    ...OFFER_CRITERIA,
    title: ['Titre', 'Ce que l’alerte apporte, par exemple « Recevez les jobs d’été à Lyon par email ».'],
  },
  'sections.contact-form': {
    title: SECTION_TITLE,
    text: ['Texte', 'Une phrase avant le formulaire ; les demandes arrivent à l’adresse de contact de l’entreprise.'],
  },
  'sections.video': {
    title: SECTION_TITLE,
    url: ['Adresse de la vidéo', 'Copiée depuis YouTube ou Vimeo (« Partager »), par exemple https://www.youtube.com/watch?v=…'],
    caption: ['Légende', 'Ce que montre la vidéo, en une phrase : lue aux personnes qui ne la voient pas, et montrée avant la lecture.'],
    transcript: ['Transcription', 'Facultatif mais conseillé : le texte de ce qui est dit, pour qui ne peut pas écouter.'],
  },
  'sections.partner-agencies': {
    title: SECTION_TITLE,
    text: 'Texte',
    agencies: ['Agences', 'Choisissez-les dans la liste, dans l’ordre où elles s’affichent.'],
  },
  'sections.rich-text': { title: SECTION_TITLE, body: ['Texte', 'En Markdown : titres, listes, gras, liens.'] },
  'sections.steps': { title: SECTION_TITLE, items: ['Étapes', 'Six au plus, numérotées dans cet ordre.'] },
  'sections.testimonials': { title: SECTION_TITLE, items: ['Témoignages', 'Six au plus.'] },
  'sector.city-faq': { city: 'Ville', faq: 'Questions' },
  'shared.faq-item': { question: 'Question', answer: 'Réponse' },
  'shared.key-figure': { value: ['Valeur', 'Courte : « 12 semaines », « 1 clic ».'], label: 'Libellé' },
  'shared.offer-count': {
    label: ['Libellé', 'Ce qui suit le nombre : « offres à Lyon », « missions en restauration ».'],
    city: 'Ville',
    sector: 'Secteur',
    contract: 'Type de contrat',
    student_job_type: 'Type de job étudiant',
    agency: 'Agence',
    event: 'Événement',
  },
  'shared.link': {
    label: 'Texte du bouton',
    page: ['Page', 'Une page du site composée de sections : le bouton la suit si son adresse change.'],
    rubrique: ['Rubrique', 'Ou une partie du site : offres-emploi, inscription, entreprise-contact…'],
    url: ['Adresse ailleurs', 'Seulement pour un autre site, commençant par https:// (pour ce site, choisissez une page ou une rubrique).'],
  },
  'shared.postal-address': { street: 'Rue', postalCode: 'Code postal', locality: 'Ville', country: 'Pays' },
  'shared.rhythm-filter': { ...DAYS, max_hours: ['Heures par semaine au plus', 'Vide : sans limite.'] },
  'shared.seo': {
    metaTitle: ['Titre pour les moteurs de recherche', '60 caractères environ ; vide : le titre de la page.'],
    metaDescription: ['Description pour les moteurs de recherche', '155 caractères environ ; vide : celle de la page.'],
    seoText: ['Texte de référencement', 'Un texte en bas de page, en Markdown.'],
  },
  'shared.skill': { name: 'Compétence' },
  'shared.social-links': {
    photoSharing: 'Instagram (adresse)',
    socialNetwork: 'Facebook (adresse)',
    professionalNetwork: 'LinkedIn (adresse)',
    shortVideo: 'TikTok (adresse)',
    microblog: 'X (adresse)',
  },
  'shared.step': { title: 'Titre', text: 'Texte' },
  'shared.testimonial': { name: 'Nom', role: ['Rôle', 'Par exemple « Hôtesse d’accueil aux Nuits de Fourvière ».'], quote: 'Citation' },
};

/**
 * Fields kept in the database for one release after their content moved elsewhere, hidden from editors:
 * the home page's fixed fields, now its first sections (cms/src/migrations/home-sections.ts). Strapi drops
 * a removed field's column with its data, so they go in the release after every database is migrated.
 */
export const RETIRED_FIELDS: Readonly<Record<string, readonly string[]>> = {
  'api::home-page.home-page': ['headline', 'subheadline', 'steps', 'testimonials', 'recruiterCtaTitle', 'recruiterCtaText'],
};
