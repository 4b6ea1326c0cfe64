/**
 * What the CMS source (src/build-time/cms-source.ts) remembers between builds, and the bookkeeping that lets
 * it fetch only what changed: Gatsby keeps the nodes of a stateful source, which creates and deletes
 * them itself, instead of a plugin touching every node at every build for Gatsby to delete the rest.
 *
 * For each entry, the nodes it made: `owned`, its own node with its components and text nodes, which
 * go with it; `refs`, the nodes it links to (related entries, media files), which other entries share.
 */
export type EntryNodes = { owned: string[]; refs: string[] };
/** An endpoint's entries (one content type in one locale), by document id. */
export type EndpointState = Record<string, EntryNodes>;
export type SourceState = {
  /** When the last fetch started: an entry saved during a fetch is fetched again by the next. */
  fetchedAt: string;
  endpoints: Record<string, EndpointState>;
  /** Related and media nodes made by an entry that did not own them (a relation's target not sourced, a media file). */
  shared: string[];
};

/** A node as the source plugin's normalisation returns it: its id, type and fields. */
export type SourcedNode = { id: string; internal: { type: string } } & Record<string, unknown>;

const LINK = /___NODE$/;

/** Node ids of every `…___NODE` field of a value, at any depth (a rich text's `data___NODE` sits in an object). */
function linkedIds(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) linkedIds(item, into);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  for (const [key, field] of Object.entries(value)) {
    if (LINK.test(key)) {
      for (const id of Array.isArray(field) ? field : [field]) if (typeof id === 'string') into.add(id);
    } else if (key !== 'internal') {
      linkedIds(field, into);
    }
  }
}

/** Components, rich-text and JSON nodes belong to the entry that made them (node types of gatsby-source-strapi). */
const isPart = (type: string): boolean => type.startsWith('STRAPI__COMPONENT_') || type.endsWith('_TEXTNODE') || type.endsWith('_JSONNODE');

/**
 * Sorts the nodes made for one entry, its own node last (as the plugin returns them): what it owns, what
 * it links to, and the shared nodes it happened to create (a related node not yet sourced, a media file).
 */
export function entryNodes(nodes: readonly SourcedNode[]): EntryNodes & { created: string[] } {
  const entry = nodes.at(-1);
  if (entry === undefined) throw new Error('An entry made no node');
  const owned = nodes.filter((node) => node === entry || isPart(node.internal.type));
  const ownedIds = new Set(owned.map((node) => node.id));
  const links = new Set<string>();
  for (const node of owned) linkedIds(node, links);
  return {
    owned: [...ownedIds],
    refs: [...links].filter((id) => !ownedIds.has(id)),
    created: nodes.filter((node) => !ownedIds.has(node.id)).map((node) => node.id),
  };
}

/**
 * Whether an endpoint's entries are exactly those known before plus those changed since: the CMS counts
 * `total` entries now, and every entry not known before has changed (or become visible) since, so the
 * entries now are a subset of the two; equal counts mean no entry is gone. The count is asked for before
 * the changes: an entry added in between makes the counts differ, never hides a removal.
 */
export function nothingGone(known: Iterable<string>, changed: Iterable<string>, total: number): boolean {
  return new Set([...known, ...changed]).size === total;
}

/**
 * The endpoint's entries after this build: `changed`, each entry (re)made now; `present`, every entry the
 * CMS lists now, or null when none is gone. Returns them with the nodes to delete: all the nodes of an
 * entry gone, and the parts a changed entry no longer has (Strapi gives a component new ids when it saves).
 */
export function applyChanges(
  previous: EndpointState,
  changed: ReadonlyMap<string, EntryNodes>,
  present: ReadonlySet<string> | null,
): { next: EndpointState; deleted: string[] } {
  const next: EndpointState = {};
  const deleted: string[] = [];
  for (const [key, entry] of Object.entries(previous)) {
    if (present !== null && !present.has(key) && !changed.has(key)) {
      deleted.push(...entry.owned);
      continue;
    }
    const now = changed.get(key);
    if (now === undefined) {
      next[key] = entry;
      continue;
    }
    const kept = new Set(now.owned);
    deleted.push(...entry.owned.filter((id) => !kept.has(id)));
  }
  for (const [key, entry] of changed) next[key] = entry;
  return { next, deleted };
}

/**
 * The shared nodes still in use: linked to by an entry, or owned by one (a related entry's own node, once
 * sourced, is its own). Returns those kept and those no entry links to any more, to delete.
 */
export function sweepShared(endpoints: SourceState['endpoints'], shared: Iterable<string>): { shared: string[]; deleted: string[] } {
  const owned = new Set<string>();
  const linked = new Set<string>();
  for (const entries of Object.values(endpoints)) {
    for (const entry of Object.values(entries)) {
      for (const id of entry.owned) owned.add(id);
      for (const id of entry.refs) linked.add(id);
    }
  }
  const kept: string[] = [];
  const deleted: string[] = [];
  for (const id of new Set(shared)) {
    if (owned.has(id)) continue;
    (linked.has(id) ? kept : deleted).push(id);
  }
  return { shared: kept, deleted };
}

/**
 * An entry without the components to keep in its node as plain values (`fields`), and those values without
 * Strapi's component ids (new at every save of the entry: they would only make its node look changed).
 */
export function splitParts<T extends Record<string, unknown>>(entry: T, fields: readonly string[]): { rest: T; parts: Record<string, unknown> } {
  const rest: Record<string, unknown> = { ...entry };
  const parts: Record<string, unknown> = {};
  const withoutId = (value: unknown): unknown => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
    const { id: _id, ...fieldsOf } = value as Record<string, unknown>;
    return fieldsOf;
  };
  for (const field of fields) {
    if (!(field in entry)) continue;
    const value = entry[field];
    parts[field] = Array.isArray(value) ? value.map(withoutId) : withoutId(value);
    delete rest[field];
  }
  return { rest: rest as T, parts };
}
