// The content types visitors may read (published entries only) and the site build sources.
export const PUBLIC_TYPES = [
  'api::global.global',
  'api::home-page.home-page',
  'api::work.work',
  'api::trade.trade',
  'api::city.city',
  'api::contract.contract',
  'api::student-job-type.student-job-type',
  'api::agency.agency',
  'api::event.event',
  'api::article.article',
  'api::faq-entry.faq-entry',
  'api::legal-page.legal-page',
  'api::job-offer.job-offer',
] as const;

export type PublicType = (typeof PUBLIC_TYPES)[number];

const SINGLE_TYPES: readonly string[] = ['api::global.global', 'api::home-page.home-page'];

/** Read actions on the public types: find and findOne, or find alone on a single type. */
export const readActions = (): string[] =>
  PUBLIC_TYPES.flatMap((uid) => (SINGLE_TYPES.includes(uid) ? [`${uid}.find`] : [`${uid}.find`, `${uid}.findOne`]));

/** What gatsby-source-strapi needs besides reading: the schemas of content types and components. */
export const SCHEMA_ACTIONS = [
  'plugin::content-type-builder.content-types.getContentTypes',
  'plugin::content-type-builder.components.getComponents',
] as const;
