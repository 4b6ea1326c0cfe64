/**
 * GraphQL types of the CMS content, declared so that a field left empty everywhere in the CMS (no event
 * on any offer, no SEO text, no image) never removes the field from the schema and breaks a page query.
 * Fields not listed are still inferred (@infer).
 */
const linked = (type: string, field: string, many = false): string => `${field}: ${many ? `[${type}]` : type} @link(from: "${field}___NODE")`;

/** The sections editors add above and below a topic page's offers (a city, a sector…): sections of the library. */
const TOPIC_ZONES = [
  'sections_top: [StrapiSection] @link(from: "sections_top___NODE")',
  'sections_bottom: [StrapiSection] @link(from: "sections_bottom___NODE")',
];

/** A Strapi rich-text field: an object whose `data` links to a markdown text node. */
const richtext = (owner: string, field: string): { field: string; types: string } => {
  const wrapper = `${owner}${field.charAt(0).toUpperCase()}${field.slice(1)}`;
  const node = `${owner}_${field.toUpperCase()}_TEXTNODE`;
  return {
    field: `${field}: ${wrapper}`,
    types: `
      type ${wrapper} { ${linked(node, 'data')} }
      type ${node} implements Node @infer { ${field}: String }`,
  };
};

/** The interfaces a node type implements besides Node, by the fields it has (one fragment then reads them in all). */
const interfacesOf = (fields: readonly string[]): string =>
  [fields.includes(TOPIC_ZONES[0]) ? 'StrapiTopic' : null, fields.includes(CRITERIA[0]) ? 'StrapiOfferCriteria' : null]
    .flatMap((name) => (name === null ? [] : [` & ${name}`]))
    .join('');

const nodeType = (name: string, fields: string[], texts: { field: string; types: string }[] = []): string => `
  type ${name} implements Node${interfacesOf(fields)} @infer {
    ${[...fields, ...texts.map((t) => t.field)].join('\n    ')}
  }${texts.map((t) => t.types).join('')}`;

const LOCALIZED = ['documentId: String!', 'locale: String!'];
const SEO = linked('STRAPI__COMPONENT_SHARED_SEO', 'seo');
const IMAGE = linked('STRAPI__MEDIA', 'image');
const FAQ = linked('STRAPI__COMPONENT_SHARED_FAQ_ITEM', 'faq', true);

/**
 * The section library's types (src/sections/registry.tsx): one node type per CMS component `sections.*`,
 * named as gatsby-source-strapi names it, and their union, which a page's zone of sections links to.
 */
const sectionType = (name: string, fields: string[], texts: { field: string; types: string }[] = []): { name: string; fields: string[]; types: string } => ({
  name,
  fields: [...fields, ...texts.map((text) => text.field)],
  types: nodeType(name, ['strapi_component: String!', ...fields], texts),
});
// A field that two sections share has one type in both: the union's fragments select them side by side.
const BUTTONS = linked('STRAPI__COMPONENT_SHARED_LINK', 'buttons', true);
/** The criteria of a section that searches offers (the offer list, the alert sign-up). */
const CRITERIA = [
  'keyword: String',
  'department: String',
  'region: String',
  linked('STRAPI_CITY', 'city'),
  linked('STRAPI_WORK', 'sector'),
  linked('STRAPI_TRADE', 'trade'),
  linked('STRAPI_CONTRACT', 'contract'),
  linked('STRAPI_STUDENT_JOB_TYPE', 'student_job_type'),
  linked('STRAPI_AGENCY', 'agency'),
  linked('STRAPI_EVENT', 'event'),
  linked('STRAPI__COMPONENT_SHARED_RHYTHM_FILTER', 'rhythm'),
];
export const SECTION_TYPES = [
  sectionType('STRAPI__COMPONENT_SECTIONS_HERO', ['headline: String!', 'text: String', 'search: Boolean', IMAGE, BUTTONS]),
  sectionType('STRAPI__COMPONENT_SECTIONS_CALL_TO_ACTION', ['title: String', 'text: String', BUTTONS]),
  sectionType('STRAPI__COMPONENT_SECTIONS_RICH_TEXT', ['title: String'], [richtext('STRAPI__COMPONENT_SECTIONS_RICH_TEXT', 'body')]),
  sectionType('STRAPI__COMPONENT_SECTIONS_KEY_FIGURES', [
    'title: String',
    linked('STRAPI__COMPONENT_SHARED_KEY_FIGURE', 'items', true),
    linked('STRAPI__COMPONENT_SHARED_OFFER_COUNT', 'live_items', true),
  ]),
  sectionType('STRAPI__COMPONENT_SECTIONS_STEPS', ['title: String', linked('STRAPI__COMPONENT_SHARED_STEP', 'items', true)]),
  sectionType('STRAPI__COMPONENT_SECTIONS_TESTIMONIALS', ['title: String', linked('STRAPI__COMPONENT_SHARED_TESTIMONIAL', 'items', true)]),
  sectionType('STRAPI__COMPONENT_SECTIONS_FAQ', ['title: String', linked('STRAPI__COMPONENT_SHARED_FAQ_ITEM', 'items', true)]),
  sectionType('STRAPI__COMPONENT_SECTIONS_OFFER_LIST', ['title: String', 'text: String', 'count: Int!', 'sort: String!', ...CRITERIA]),
  sectionType(
    'STRAPI__COMPONENT_SECTIONS_IMAGE_TEXT',
    ['title: String', IMAGE, 'image_side: String!'],
    [richtext('STRAPI__COMPONENT_SECTIONS_IMAGE_TEXT', 'content')],
  ),
  sectionType('STRAPI__COMPONENT_SECTIONS_PARTNER_AGENCIES', ['title: String', 'text: String', linked('STRAPI_AGENCY', 'agencies', true)]),
  sectionType('STRAPI__COMPONENT_SECTIONS_LATEST_ARTICLES', ['title: String', 'count: Int!']),
  sectionType('STRAPI__COMPONENT_SECTIONS_CITY_LINKS', ['title: String', linked('STRAPI_CITY', 'cities', true)]),
  sectionType('STRAPI__COMPONENT_SECTIONS_ALERT_SIGNUP', ['title: String', 'text: String', ...CRITERIA]),
  sectionType('STRAPI__COMPONENT_SECTIONS_CONTACT_FORM', ['title: String', 'text: String']),
  sectionType('STRAPI__COMPONENT_SECTIONS_CLAIMS', ['title: String']),
  sectionType('STRAPI__COMPONENT_SECTIONS_VIDEO', ['title: String', 'url: String!', 'caption: String!', 'transcript: String']),
];

export const SCHEMA = [
  `
  type STRAPI__MEDIA implements Node @infer {
    url: String
    alternativeText: String
    width: Int
    height: Int
    localFile: File @link(from: "localFile___NODE")
  }
  type STRAPI__COMPONENT_SHARED_SEO implements Node @infer {
    metaTitle: String
    metaDescription: String
    ${richtext('STRAPI__COMPONENT_SHARED_SEO', 'seoText').field}
  }${richtext('STRAPI__COMPONENT_SHARED_SEO', 'seoText').types}
  type STRAPI__COMPONENT_SHARED_FAQ_ITEM implements Node @infer { question: String answer: String }
  "A page above a page of sections, for its breadcrumbs (gatsby-node's resolver of a page's crumbs)."
  type PageCrumb { name: String! path: String! }
  type STRAPI__COMPONENT_SHARED_KEY_FIGURE implements Node @infer { value: String label: String }
  type STRAPI__COMPONENT_SHARED_STEP implements Node @infer { title: String text: String }
  type STRAPI__COMPONENT_SHARED_OFFER_COUNT implements Node @infer {
    label: String!
    ${linked('STRAPI_CITY', 'city')} ${linked('STRAPI_WORK', 'sector')} ${linked('STRAPI_CONTRACT', 'contract')}
    ${linked('STRAPI_STUDENT_JOB_TYPE', 'student_job_type')} ${linked('STRAPI_AGENCY', 'agency')} ${linked('STRAPI_EVENT', 'event')}
  }
  type STRAPI__COMPONENT_SHARED_LINK implements Node @infer { label: String! rubrique: String url: String ${linked('STRAPI_PAGE', 'page')} }
  type STRAPI__COMPONENT_NAVIGATION_MENU implements Node @infer {
    label: String! entries: String ${linked('STRAPI__COMPONENT_SHARED_LINK', 'links', true)} ${linked('STRAPI__COMPONENT_SHARED_LINK', 'all')}
  }
  type STRAPI__COMPONENT_SHARED_TESTIMONIAL implements Node @infer { name: String role: String quote: String }
  type STRAPI__COMPONENT_SHARED_RHYTHM_FILTER implements Node @infer {
    monday: Boolean tuesday: Boolean wednesday: Boolean thursday: Boolean friday: Boolean saturday: Boolean sunday: Boolean
    morning: Boolean afternoon: Boolean evening: Boolean night: Boolean max_hours: Int
  }
  type STRAPI__COMPONENT_SHARED_POSTAL_ADDRESS implements Node @infer { street: String postalCode: String locality: String country: String }
  type STRAPI__COMPONENT_SHARED_SOCIAL_LINKS implements Node @infer {
    photoSharing: String socialNetwork: String professionalNetwork: String shortVideo: String microblog: String
  }
  type STRAPI__COMPONENT_SECTOR_CITY_FAQ implements Node @infer { ${linked('STRAPI_CITY', 'city')} ${FAQ} }
  type OfferSkill { name: String }
  type OfferRhythm {
    monday: Boolean tuesday: Boolean wednesday: Boolean thursday: Boolean friday: Boolean saturday: Boolean sunday: Boolean
    morning: Boolean afternoon: Boolean evening: Boolean night: Boolean hours_per_week: Int
  }`,
  nodeType('STRAPI_GLOBAL', [
    ...LOCALIZED,
    'brandName: String!',
    'legalName: String!',
    'siteDescription: String',
    'telephone: String',
    'email: String',
    'vatID: String',
    'foundingDate: Date @dateformat',
    'appStoreUrl: String',
    'playStoreUrl: String',
    'recruiterErpUrl: String',
    'profileMinutes: Int',
    'contestAmount: Int',
    'contestNetwork: String',
    linked('STRAPI__COMPONENT_SHARED_POSTAL_ADDRESS', 'address'),
    linked('STRAPI__COMPONENT_SHARED_SOCIAL_LINKS', 'socialLinks'),
  ]),
  // The home page is its sections (its former fixed fields are no longer read: cms/src/migrations/home-sections.ts).
  nodeType('STRAPI_NAVIGATION', [
    ...LOCALIZED,
    linked('STRAPI__COMPONENT_NAVIGATION_MENU', 'header_menus', true),
    linked('STRAPI__COMPONENT_SHARED_LINK', 'header_links', true),
    linked('STRAPI__COMPONENT_SHARED_LINK', 'footer_links', true),
  ]),
  nodeType('STRAPI_HOME_PAGE', [...LOCALIZED, 'sections: [StrapiSection] @link(from: "sections___NODE")', SEO]),
  nodeType(
    'STRAPI_CITY',
    [
      ...TOPIC_ZONES,
      ...LOCALIZED,
      'name: String!',
      'slug: String!',
      'sort: Int',
      'county: String',
      'county_code: String',
      'region: String',
      'latitude: Float',
      'longitude: Float',
      'population: Int',
      IMAGE,
      SEO,
    ],
    [richtext('STRAPI_CITY', 'description')],
  ),
  nodeType(
    'STRAPI_WORK',
    [
      ...TOPIC_ZONES,
      ...LOCALIZED,
      'api_id: String',
      'name: String!',
      'slug: String!',
      'sort: Int',
      IMAGE,
      SEO,
      FAQ,
      linked('STRAPI__COMPONENT_SECTOR_CITY_FAQ', 'villes', true),
      linked('STRAPI_TRADE', 'groupe_de_metiers', true),
    ],
    [richtext('STRAPI_WORK', 'description')],
  ),
  nodeType(
    'STRAPI_TRADE',
    [...TOPIC_ZONES, ...LOCALIZED, 'api_id: String', 'name: String!', 'slug: String!', 'sort: Int', IMAGE, SEO, linked('STRAPI_WORK', 'work')],
    [richtext('STRAPI_TRADE', 'description')],
  ),
  nodeType('STRAPI_COMPANY_PAGE', [...LOCALIZED, 'section: String!', 'title: String!', 'lead: String!'], [richtext('STRAPI_COMPANY_PAGE', 'body')]),
  nodeType(
    'STRAPI_CONTRACT',
    [...TOPIC_ZONES, ...LOCALIZED, 'api_id: String', 'slug: String!', 'label: String!', IMAGE, SEO, FAQ],
    [richtext('STRAPI_CONTRACT', 'description')],
  ),
  nodeType(
    'STRAPI_STUDENT_JOB_TYPE',
    [...TOPIC_ZONES, ...LOCALIZED, 'api_id: String', 'slug: String!', 'label: String!', IMAGE, SEO, FAQ],
    [richtext('STRAPI_STUDENT_JOB_TYPE', 'description')],
  ),
  nodeType(
    'STRAPI_AGENCY',
    [
      ...TOPIC_ZONES,
      ...LOCALIZED,
      'api_id: String!',
      'name: String!',
      'slug: String!',
      'profile: String',
      'website: String',
      linked('STRAPI__MEDIA', 'logo'),
      linked('STRAPI__COMPONENT_SHARED_KEY_FIGURE', 'numbers', true),
      linked('STRAPI_CITY', 'city'),
      SEO,
    ],
    [richtext('STRAPI_AGENCY', 'description')],
  ),
  nodeType(
    'STRAPI_EVENT',
    [
      ...TOPIC_ZONES,
      ...LOCALIZED,
      'name: String!',
      'slug: String!',
      'startDate: Date @dateformat',
      'endDate: Date @dateformat',
      'venue: String',
      linked('STRAPI_CITY', 'city'),
      IMAGE,
      SEO,
    ],
    [richtext('STRAPI_EVENT', 'description')],
  ),
  nodeType(
    'STRAPI_ARTICLE',
    [...LOCALIZED, 'title: String!', 'slug: String!', 'excerpt: String', 'author: String', 'date: Date @dateformat', IMAGE, SEO],
    [richtext('STRAPI_ARTICLE', 'body')],
  ),
  nodeType('STRAPI_FAQ_ENTRY', [...LOCALIZED, 'question: String!', 'category: String', 'sort: Int'], [richtext('STRAPI_FAQ_ENTRY', 'answer')]),
  ...SECTION_TYPES.map((section) => section.types),
  `union StrapiSection = ${SECTION_TYPES.map((section) => section.name).join(' | ')}`,
  // A topic page's entry (a city, a sector…), whose zones one fragment reads (src/sections/topic-zones.tsx).
  `interface StrapiTopic { ${TOPIC_ZONES.map((field) => field.replace(/ @link.*/, '')).join(' ')} }`,
  // A section that searches offers (the offer list, the alert sign-up), whose criteria one fragment reads (src/sections/offer-list.tsx).
  `interface StrapiOfferCriteria { ${CRITERIA.map((field) => field.replace(/ @link.*/, '')).join(' ')} }`,
  nodeType('STRAPI_PAGE', [
    ...LOCALIZED,
    'title: String!',
    'slug: String!',
    'description: String',
    SEO,
    'sections: [StrapiSection] @link(from: "sections___NODE")',
    linked('STRAPI_PAGE', 'parent_page'),
    'in_header: Boolean',
    'in_footer: Boolean',
  ]),
  nodeType('STRAPI_REDIRECT', ['from: String!', 'to: String!', 'permanent: Boolean']),
  nodeType('STRAPI_LEGAL_PAGE', [...LOCALIZED, 'slug: String!', 'title: String!', 'updated: Date @dateformat'], [richtext('STRAPI_LEGAL_PAGE', 'body')]),
  nodeType(
    'STRAPI_JOB_OFFER',
    [
      'documentId: String!',
      'offer_id: Int!',
      'title: String!',
      'slug: String!',
      'place: String',
      'latitude: Float',
      'longitude: Float',
      'remuneration: Float',
      'remuneration_unit: String',
      'start_date: Date @dateformat',
      'publication_date: Date @dateformat',
      'valid_through: Date @dateformat',
      linked('STRAPI_CITY', 'city'),
      linked('STRAPI_CONTRACT', 'contracts', true),
      linked('STRAPI_TRADE', 'works', true),
      linked('STRAPI_STUDENT_JOB_TYPE', 'student_job_types', true),
      linked('STRAPI_AGENCY', 'agency'),
      linked('STRAPI_EVENT', 'event'),
      // Kept in the offer's node (src/build-time/cms-source.ts, INLINE_PARTS).
      'required_skills: [OfferSkill]',
      'rhythm: OfferRhythm',
    ],
    [richtext('STRAPI_JOB_OFFER', 'description')],
  ),
];
