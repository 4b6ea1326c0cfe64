import type { ContentType, PathSelection } from '@rythmo/site-map';

/** The relations a path reads, with their own (a page's parents'), as the dotted populate of Strapi's queries. */
const dotted = (relations: Readonly<Record<string, PathSelection>>, prefix = ''): string[] =>
  Object.entries(relations).flatMap(([name, { relations: below }]) => [`${prefix}${name}`, ...dotted(below ?? {}, `${prefix}${name}.`)]);

/** What a query of a type's entries populates for their paths (a trade's sector, a page's parents). */
export const pathRelations = (type: ContentType): string[] => dotted(type.pathRelations ?? {});
