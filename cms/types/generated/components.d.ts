import type { Schema, Struct } from '@strapi/strapi';

export interface NavigationMenu extends Struct.ComponentSchema {
  collectionName: 'components_navigation_menus';
  info: {
    description: 'Un menu d\u00E9roulant de l\u2019en-t\u00EAte (dans le menu du t\u00E9l\u00E9phone, un groupe) : son titre, ses entr\u00E9es et son lien \u00AB tout voir \u00BB.';
    displayName: 'Menu de l\u2019en-t\u00EAte';
  };
  attributes: {
    all: Schema.Attribute.Component<'shared.link', false>;
    entries: Schema.Attribute.Enumeration<['villes', 'secteurs', 'types-job-etudiant', 'liens-choisis']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'liens-choisis'>;
    label: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 30;
      }>;
    links: Schema.Attribute.Component<'shared.link', true> &
      Schema.Attribute.SetMinMax<
        {
          max: 8;
        },
        number
      >;
  };
}

export interface OfferRhythm extends Struct.ComponentSchema {
  collectionName: 'components_offer_rhythms';
  info: {
    displayName: 'Rythme';
  };
  attributes: {
    afternoon: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    evening: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    friday: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    hours_per_week: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          max: 48;
          min: 1;
        },
        number
      >;
    monday: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    morning: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    night: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    saturday: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    sunday: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    thursday: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    tuesday: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    wednesday: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
  };
}

export interface SectionsAlertSignup extends Struct.ComponentSchema {
  collectionName: 'components_sections_alert_signups';
  info: {
    description: 'Un bouton qui cr\u00E9e une alerte email sur la recherche que vous choisissez (ville, m\u00E9tier, contrat, agence, \u00E9v\u00E9nement, rythme, mot-cl\u00E9).';
    displayName: 'Inscription \u00E0 une alerte';
  };
  attributes: {
    agency: Schema.Attribute.Relation<'oneToOne', 'api::agency.agency'>;
    city: Schema.Attribute.Relation<'oneToOne', 'api::city.city'>;
    contract: Schema.Attribute.Relation<'oneToOne', 'api::contract.contract'>;
    department: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 3;
      }>;
    event: Schema.Attribute.Relation<'oneToOne', 'api::event.event'>;
    keyword: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 100;
      }>;
    region: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 3;
      }>;
    rhythm: Schema.Attribute.Component<'shared.rhythm-filter', false>;
    sector: Schema.Attribute.Relation<'oneToOne', 'api::work.work'>;
    student_job_type: Schema.Attribute.Relation<'oneToOne', 'api::student-job-type.student-job-type'>;
    text: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 400;
      }>;
    title: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 120;
      }>;
    trade: Schema.Attribute.Relation<'oneToOne', 'api::trade.trade'>;
  };
}

export interface SectionsCallToAction extends Struct.ComponentSchema {
  collectionName: 'components_sections_calls_to_action';
  info: {
    description: 'Une phrase qui invite \u00E0 agir, et un ou deux boutons.';
    displayName: 'Appel \u00E0 l\u2019action';
  };
  attributes: {
    buttons: Schema.Attribute.Component<'shared.link', true> &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          max: 2;
          min: 1;
        },
        number
      >;
    text: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 400;
      }>;
    title: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 120;
      }>;
  };
}

export interface SectionsCityLinks extends Struct.ComponentSchema {
  collectionName: 'components_sections_city_links';
  info: {
    description: 'Des liens vers les pages des villes choisies, chacune avec ses offres.';
    displayName: 'Liens vers des villes';
  };
  attributes: {
    cities: Schema.Attribute.Relation<'oneToMany', 'api::city.city'>;
    title: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 120;
      }>;
  };
}

export interface SectionsClaims extends Struct.ComponentSchema {
  collectionName: 'components_sections_claims';
  info: {
    description: 'Les promesses du site, tir\u00E9es des r\u00E9glages g\u00E9n\u00E9raux : le nombre d\u2019offres en ligne, le profil en quelques minutes, le jeu-concours, l\u2019application.';
    displayName: 'Nos arguments';
  };
  attributes: {
    title: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 120;
      }>;
  };
}

export interface SectionsContactForm extends Struct.ComponentSchema {
  collectionName: 'components_sections_contact_forms';
  info: {
    description: 'Le formulaire de contact des entreprises (avec sa protection contre les robots), comme sur la page Contact de l\u2019espace recruteurs.';
    displayName: 'Formulaire de contact entreprise';
  };
  attributes: {
    text: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 400;
      }>;
    title: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 120;
      }>;
  };
}

export interface SectionsFaq extends Struct.ComponentSchema {
  collectionName: 'components_sections_faqs';
  info: {
    description: 'Des questions et leurs r\u00E9ponses, lues aussi par les moteurs de recherche.';
    displayName: 'Questions fr\u00E9quentes';
  };
  attributes: {
    items: Schema.Attribute.Component<'shared.faq-item', true> &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    title: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 120;
      }>;
  };
}

export interface SectionsHero extends Struct.ComponentSchema {
  collectionName: 'components_sections_heroes';
  info: {
    description: 'Le grand titre en haut de la page, avec un texte et une image.';
    displayName: 'Bandeau d\u2019ouverture';
  };
  attributes: {
    buttons: Schema.Attribute.Component<'shared.link', true> &
      Schema.Attribute.SetMinMax<
        {
          max: 2;
        },
        number
      >;
    headline: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 120;
      }>;
    image: Schema.Attribute.Media<'images'>;
    search: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    text: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 400;
      }>;
  };
}

export interface SectionsImageText extends Struct.ComponentSchema {
  collectionName: 'components_sections_image_texts';
  info: {
    description: 'Un texte mis en forme \u00E0 c\u00F4t\u00E9 d\u2019une image, l\u2019image \u00E0 droite ou \u00E0 gauche (au-dessus sur un t\u00E9l\u00E9phone).';
    displayName: 'Image et texte';
  };
  attributes: {
    content: Schema.Attribute.RichText & Schema.Attribute.Required;
    image: Schema.Attribute.Media<'images'> & Schema.Attribute.Required;
    image_side: Schema.Attribute.Enumeration<['droite', 'gauche']> & Schema.Attribute.Required & Schema.Attribute.DefaultTo<'droite'>;
    title: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 120;
      }>;
  };
}

export interface SectionsKeyFigures extends Struct.ComponentSchema {
  collectionName: 'components_sections_key_figures';
  info: {
    description: 'Quelques chiffres mis en avant, chacun avec son libell\u00E9 : tap\u00E9s, ou compt\u00E9s en direct (\u00AB 137 offres \u00E0 Lyon \u00BB).';
    displayName: 'Chiffres cl\u00E9s';
  };
  attributes: {
    items: Schema.Attribute.Component<'shared.key-figure', true> &
      Schema.Attribute.SetMinMax<
        {
          max: 6;
          min: 0;
        },
        number
      >;
    live_items: Schema.Attribute.Component<'shared.offer-count', true> &
      Schema.Attribute.SetMinMax<
        {
          max: 6;
        },
        number
      >;
    title: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 120;
      }>;
  };
}

export interface SectionsLatestArticles extends Struct.ComponentSchema {
  collectionName: 'components_sections_latest_articles';
  info: {
    description: 'Les derniers articles du blog dans la langue de la page, les plus r\u00E9cents d\u2019abord.';
    displayName: 'Derniers articles';
  };
  attributes: {
    count: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          max: 6;
          min: 2;
        },
        number
      > &
      Schema.Attribute.DefaultTo<3>;
    title: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 120;
      }>;
  };
}

export interface SectionsOfferList extends Struct.ComponentSchema {
  collectionName: 'components_sections_offer_lists';
  info: {
    description: 'Les offres en ligne qui r\u00E9pondent \u00E0 vos crit\u00E8res (ville, m\u00E9tier, contrat, agence, \u00E9v\u00E9nement, rythme, mot-cl\u00E9), mises \u00E0 jour \u00E0 chaque publication, avec un lien vers toutes.';
    displayName: 'Liste d\u2019offres';
  };
  attributes: {
    agency: Schema.Attribute.Relation<'oneToOne', 'api::agency.agency'>;
    city: Schema.Attribute.Relation<'oneToOne', 'api::city.city'>;
    contract: Schema.Attribute.Relation<'oneToOne', 'api::contract.contract'>;
    count: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          max: 24;
          min: 3;
        },
        number
      > &
      Schema.Attribute.DefaultTo<6>;
    department: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 3;
      }>;
    event: Schema.Attribute.Relation<'oneToOne', 'api::event.event'>;
    keyword: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 100;
      }>;
    region: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 3;
      }>;
    rhythm: Schema.Attribute.Component<'shared.rhythm-filter', false>;
    sector: Schema.Attribute.Relation<'oneToOne', 'api::work.work'>;
    sort: Schema.Attribute.Enumeration<['newest', 'soonest']> & Schema.Attribute.Required & Schema.Attribute.DefaultTo<'newest'>;
    student_job_type: Schema.Attribute.Relation<'oneToOne', 'api::student-job-type.student-job-type'>;
    text: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 400;
      }>;
    title: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 120;
      }>;
    trade: Schema.Attribute.Relation<'oneToOne', 'api::trade.trade'>;
  };
}

export interface SectionsPartnerAgencies extends Struct.ComponentSchema {
  collectionName: 'components_sections_partner_agencies';
  info: {
    description: 'Les agences choisies, chacune avec son logo, sa ville et un lien vers sa page.';
    displayName: 'Agences partenaires';
  };
  attributes: {
    agencies: Schema.Attribute.Relation<'oneToMany', 'api::agency.agency'>;
    text: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 400;
      }>;
    title: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 120;
      }>;
  };
}

export interface SectionsRichText extends Struct.ComponentSchema {
  collectionName: 'components_sections_rich_texts';
  info: {
    description: 'Un texte mis en forme : intertitres, listes, liens.';
    displayName: 'Texte';
  };
  attributes: {
    body: Schema.Attribute.RichText & Schema.Attribute.Required;
    title: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 120;
      }>;
  };
}

export interface SectionsSteps extends Struct.ComponentSchema {
  collectionName: 'components_sections_steps';
  info: {
    description: 'Une d\u00E9marche en quelques \u00E9tapes num\u00E9rot\u00E9es.';
    displayName: '\u00C9tapes';
  };
  attributes: {
    items: Schema.Attribute.Component<'shared.step', true> &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          max: 6;
          min: 1;
        },
        number
      >;
    title: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 120;
      }>;
  };
}

export interface SectionsTestimonials extends Struct.ComponentSchema {
  collectionName: 'components_sections_testimonials';
  info: {
    description: 'Les mots de candidats ou de recruteurs.';
    displayName: 'T\u00E9moignages';
  };
  attributes: {
    items: Schema.Attribute.Component<'shared.testimonial', true> &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          max: 6;
          min: 1;
        },
        number
      >;
    title: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 120;
      }>;
  };
}

export interface SectionsVideo extends Struct.ComponentSchema {
  collectionName: 'components_sections_videos';
  info: {
    description: 'Une vid\u00E9o YouTube ou Vimeo : rien n\u2019est charg\u00E9 de son h\u00E9bergeur avant que le visiteur demande \u00E0 la lire.';
    displayName: 'Vid\u00E9o';
  };
  attributes: {
    caption: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 200;
      }>;
    title: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 120;
      }>;
    transcript: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 5000;
      }>;
    url: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 300;
      }>;
  };
}

export interface SectorCityFaq extends Struct.ComponentSchema {
  collectionName: 'components_sector_city_faqs';
  info: {
    displayName: 'Ville du secteur';
  };
  attributes: {
    city: Schema.Attribute.Relation<'oneToOne', 'api::city.city'>;
    faq: Schema.Attribute.Component<'shared.faq-item', true>;
  };
}

export interface SharedFaqItem extends Struct.ComponentSchema {
  collectionName: 'components_shared_faq_items';
  info: {
    displayName: 'Question';
  };
  attributes: {
    answer: Schema.Attribute.Text & Schema.Attribute.Required;
    question: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface SharedKeyFigure extends Struct.ComponentSchema {
  collectionName: 'components_shared_key_figures';
  info: {
    displayName: 'Chiffre cl\u00E9';
  };
  attributes: {
    label: Schema.Attribute.String & Schema.Attribute.Required;
    value: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface SharedLink extends Struct.ComponentSchema {
  collectionName: 'components_shared_links';
  info: {
    description: 'Un bouton vers une page du site (choisie dans la liste des pages ou des rubriques), ou, seulement si elle est ailleurs, vers une adresse web.';
    displayName: 'Bouton';
  };
  attributes: {
    label: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 60;
      }>;
    page: Schema.Attribute.Relation<'oneToOne', 'api::page.page'>;
    rubrique: Schema.Attribute.Enumeration<
      [
        'accueil',
        'offres-emploi',
        'jobs-etudiants',
        'secteurs-activite',
        'villes',
        'contrats',
        'partenaires',
        'evenements',
        'blog',
        'faq',
        'entreprise',
        'entreprise-contact',
        'entreprise-formation',
        'inscription',
        'connexion',
        'cgu',
        'mentions-legales',
        'confidentialite',
      ]
    >;
    url: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 500;
      }>;
  };
}

export interface SharedOfferCount extends Struct.ComponentSchema {
  collectionName: 'components_shared_offer_counts';
  info: {
    description: 'Le nombre d\u2019offres en ligne qui r\u00E9pondent \u00E0 vos crit\u00E8res, recompt\u00E9 \u00E0 chaque publication.';
    displayName: 'Nombre d\u2019offres en ligne';
  };
  attributes: {
    agency: Schema.Attribute.Relation<'oneToOne', 'api::agency.agency'>;
    city: Schema.Attribute.Relation<'oneToOne', 'api::city.city'>;
    contract: Schema.Attribute.Relation<'oneToOne', 'api::contract.contract'>;
    event: Schema.Attribute.Relation<'oneToOne', 'api::event.event'>;
    label: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 80;
      }>;
    sector: Schema.Attribute.Relation<'oneToOne', 'api::work.work'>;
    student_job_type: Schema.Attribute.Relation<'oneToOne', 'api::student-job-type.student-job-type'>;
  };
}

export interface SharedPostalAddress extends Struct.ComponentSchema {
  collectionName: 'components_shared_postal_addresss';
  info: {
    displayName: 'Adresse';
  };
  attributes: {
    country: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.DefaultTo<'FR'>;
    locality: Schema.Attribute.String & Schema.Attribute.Required;
    postalCode: Schema.Attribute.String & Schema.Attribute.Required;
    street: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface SharedRhythmFilter extends Struct.ComponentSchema {
  collectionName: 'components_shared_rhythm_filters';
  info: {
    description: 'Les jours et moments de la journ\u00E9e des offres \u00E0 montrer (une offre qui travaille l\u2019un d\u2019eux convient), et les heures par semaine au plus.';
    displayName: 'Rythme recherch\u00E9';
  };
  attributes: {
    afternoon: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    evening: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    friday: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    max_hours: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          max: 48;
          min: 1;
        },
        number
      >;
    monday: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    morning: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    night: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    saturday: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    sunday: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    thursday: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    tuesday: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    wednesday: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
  };
}

export interface SharedSeo extends Struct.ComponentSchema {
  collectionName: 'components_shared_seos';
  info: {
    displayName: 'R\u00E9f\u00E9rencement';
  };
  attributes: {
    metaDescription: Schema.Attribute.Text &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 170;
      }>;
    metaTitle: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 70;
      }>;
    seoText: Schema.Attribute.RichText;
  };
}

export interface SharedSkill extends Struct.ComponentSchema {
  collectionName: 'components_shared_skills';
  info: {
    displayName: 'Comp\u00E9tence';
  };
  attributes: {
    name: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface SharedSocialLinks extends Struct.ComponentSchema {
  collectionName: 'components_shared_social_linkss';
  info: {
    displayName: 'R\u00E9seaux sociaux';
  };
  attributes: {
    microblog: Schema.Attribute.String & Schema.Attribute.Required;
    photoSharing: Schema.Attribute.String & Schema.Attribute.Required;
    professionalNetwork: Schema.Attribute.String & Schema.Attribute.Required;
    shortVideo: Schema.Attribute.String & Schema.Attribute.Required;
    socialNetwork: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface SharedStep extends Struct.ComponentSchema {
  collectionName: 'components_shared_steps';
  info: {
    displayName: '\u00C9tape';
  };
  attributes: {
    text: Schema.Attribute.Text & Schema.Attribute.Required;
    title: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface SharedTestimonial extends Struct.ComponentSchema {
  collectionName: 'components_shared_testimonials';
  info: {
    displayName: 'T\u00E9moignage';
  };
  attributes: {
    name: Schema.Attribute.String & Schema.Attribute.Required;
    quote: Schema.Attribute.Text & Schema.Attribute.Required;
    role: Schema.Attribute.String;
  };
}

declare module '@strapi/strapi' {
  export namespace Public {
    export interface ComponentSchemas {
      'navigation.menu': NavigationMenu;
      'offer.rhythm': OfferRhythm;
      'sections.alert-signup': SectionsAlertSignup;
      'sections.call-to-action': SectionsCallToAction;
      'sections.city-links': SectionsCityLinks;
      'sections.claims': SectionsClaims;
      'sections.contact-form': SectionsContactForm;
      'sections.faq': SectionsFaq;
      'sections.hero': SectionsHero;
      'sections.image-text': SectionsImageText;
      'sections.key-figures': SectionsKeyFigures;
      'sections.latest-articles': SectionsLatestArticles;
      'sections.offer-list': SectionsOfferList;
      'sections.partner-agencies': SectionsPartnerAgencies;
      'sections.rich-text': SectionsRichText;
      'sections.steps': SectionsSteps;
      'sections.testimonials': SectionsTestimonials;
      'sections.video': SectionsVideo;
      'sector.city-faq': SectorCityFaq;
      'shared.faq-item': SharedFaqItem;
      'shared.key-figure': SharedKeyFigure;
      'shared.link': SharedLink;
      'shared.offer-count': SharedOfferCount;
      'shared.postal-address': SharedPostalAddress;
      'shared.rhythm-filter': SharedRhythmFilter;
      'shared.seo': SharedSeo;
      'shared.skill': SharedSkill;
      'shared.social-links': SharedSocialLinks;
      'shared.step': SharedStep;
      'shared.testimonial': SharedTestimonial;
    }
  }
}
