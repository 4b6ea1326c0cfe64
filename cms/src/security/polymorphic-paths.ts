/**
 * Where a content API query reaches a polymorphic relation. Strapi 5 keeps the draft and the published
 * version of an entry as two rows, and a published entry's relations lead to published rows only; a
 * polymorphic relation (the upload plugin's `related`: every row that uses a file) leads to both, draft
 * rows included, and the document service's status does not apply to it. So no content API caller may
 * populate, filter or sort through one, at any depth: `populate[image][populate]=related` listed every
 * draft that used the image, with its body. Pure: the content-API guard (./content-api-guard.ts) refuses
 * the paths this finds, with the schemas Strapi holds.
 */

export type Attribute = {
  type: string;
  relation?: string;
  target?: string;
  component?: string;
  components?: readonly string[];
};
export type Schema = { attributes: Readonly<Record<string, Attribute>> };
/** The schema of a content type or component by uid (Strapi's getModel). */
export type SchemaOf = (uid: string) => Schema | undefined;

import { isObject } from './query-limits';

const UPLOAD_FILE = 'plugin::upload.file';
const POLYMORPHIC: ReadonlySet<string> = new Set(['morphToOne', 'morphToMany', 'morphOne', 'morphMany']);

const isPolymorphic = (attribute: Attribute): boolean => attribute.type === 'relation' && POLYMORPHIC.has(attribute.relation ?? '');

/** The schemas an attribute leads to: a relation's or a media's target, a component, a dynamic zone's components. */
export function targets(attribute: Attribute): string[] {
  if (attribute.type === 'media') return [UPLOAD_FILE];
  if (attribute.type === 'relation') return attribute.target === undefined ? [] : [attribute.target];
  if (attribute.type === 'component') return attribute.component === undefined ? [] : [attribute.component];
  if (attribute.type === 'dynamiczone') return [...(attribute.components ?? [])];
  return [];
}

/** The polymorphic relations a query reaches, as dotted paths (`image.related`); empty when it reaches none. */
export function polymorphicPaths(uid: string, query: { populate?: unknown; filters?: unknown; sort?: unknown }, schemaOf: SchemaOf): string[] {
  const found = new Set<string>();

  /**
   * One attribute of a schema, reached by a query at `path`: reported when polymorphic, else the part of
   * the query that applies to its target (`then`) is walked in each schema it leads to.
   */
  const step = (schema: Schema, name: string, path: string, then: (target: Schema, at: string) => void): void => {
    const attribute = schema.attributes[name];
    if (attribute === undefined) return;
    const at = path === '' ? name : `${path}.${name}`;
    if (isPolymorphic(attribute)) {
      found.add(at);
      return;
    }
    for (const uid of targets(attribute)) {
      const target = schemaOf(uid);
      if (target !== undefined) then(target, at);
    }
  };

  /** `*` populates every relation of a schema, one level down. */
  const everything = (schema: Schema, path: string): void => {
    for (const name of Object.keys(schema.attributes)) step(schema, name, path, () => undefined);
  };

  /** A dotted populate path (`villes.city`), or `*`. */
  const dotted = (schema: Schema, parts: readonly string[], path: string): void => {
    const [first, ...rest] = parts;
    if (first === undefined || first === '') return;
    if (first === '*') return everything(schema, path);
    step(schema, first, path, (target, at) => dotted(target, rest, at));
  };

  /** Any populate shape Strapi reads: a string of comma-separated paths, a list, an object tree, `true`. */
  const populate = (schema: Schema, value: unknown, path: string): void => {
    if (typeof value === 'string') {
      for (const one of value.split(',')) dotted(schema, one.trim().split('.'), path);
      return;
    }
    if (Array.isArray(value)) {
      for (const one of value) populate(schema, one, path);
      return;
    }
    if (!isObject(value)) return;
    for (const [name, entry] of Object.entries(value)) {
      if (name === '*') {
        everything(schema, path);
        continue;
      }
      step(schema, name, path, (target, at) => {
        if (entry === '*') return everything(target, at);
        if (!isObject(entry)) return;
        populate(target, entry.populate, at);
        filters(target, entry.filters, at);
        sort(target, entry.sort, at);
        // A dynamic zone's components, each with its own populate.
        if (isObject(entry.on)) for (const part of Object.values(entry.on)) if (isObject(part)) populate(target, part.populate, at);
      });
    }
  };

  /** Filters cross relations by naming them; operators ($and, $or, $not, $eq…) and list indexes stay on the schema. */
  const filters = (schema: Schema, value: unknown, path: string): void => {
    if (Array.isArray(value)) {
      for (const one of value) filters(schema, one, path);
      return;
    }
    if (!isObject(value)) return;
    for (const [name, entry] of Object.entries(value)) {
      if (name.startsWith('$') || /^\d+$/.test(name)) filters(schema, entry, path);
      else step(schema, name, path, (target, at) => filters(target, entry, at));
    }
  };

  /** Sort by a related field: `image.related.title:asc`, a list of those, or an object tree. */
  const sort = (schema: Schema, value: unknown, path: string): void => {
    if (typeof value === 'string') {
      for (const one of value.split(',')) sortPath(schema, one.trim().split(':')[0].split('.'), path);
      return;
    }
    if (Array.isArray(value)) {
      for (const one of value) sort(schema, one, path);
      return;
    }
    if (!isObject(value)) return;
    for (const [name, entry] of Object.entries(value)) step(schema, name, path, (target, at) => sort(target, entry, at));
  };
  const sortPath = (schema: Schema, parts: readonly string[], path: string): void => {
    const [first, ...rest] = parts;
    if (first === undefined || first === '') return;
    step(schema, first, path, (target, at) => sortPath(target, rest, at));
  };

  const root = schemaOf(uid);
  if (root === undefined) return [];
  populate(root, query.populate, '');
  filters(root, query.filters, '');
  sort(root, query.sort, '');
  return [...found];
}
