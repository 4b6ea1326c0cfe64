// The content types visitors may read (published entries only) and the site build sources: those of the
// site map (packages/site-map).
import { PUBLIC_TYPES, isSingleType } from '@rythmo/site-map';

/** Read actions on the public types: find and findOne, or find alone on a single type. */
export const readActions = (): string[] => PUBLIC_TYPES.flatMap((uid) => (isSingleType(uid) ? [`${uid}.find`] : [`${uid}.find`, `${uid}.findOne`]));

/** What gatsby-source-strapi needs besides reading: the schemas of content types and components. */
export const SCHEMA_ACTIONS = ['plugin::content-type-builder.content-types.getContentTypes', 'plugin::content-type-builder.components.getComponents'] as const;
