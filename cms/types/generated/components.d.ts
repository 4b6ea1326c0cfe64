import type { Schema, Struct } from '@strapi/strapi';

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
      'offer.rhythm': OfferRhythm;
      'sector.city-faq': SectorCityFaq;
      'shared.faq-item': SharedFaqItem;
      'shared.key-figure': SharedKeyFigure;
      'shared.postal-address': SharedPostalAddress;
      'shared.seo': SharedSeo;
      'shared.skill': SharedSkill;
      'shared.social-links': SharedSocialLinks;
      'shared.step': SharedStep;
      'shared.testimonial': SharedTestimonial;
    }
  }
}
