/**
 * The build's source of CMS content: gatsby-source-strapi's requests and nodes, sourced statefully.
 *
 * The plugin's own sourceNodes listed every entry's id at every build to find those gone, and touched
 * every node it had made so that Gatsby would not collect them: at 20,000 offers, 9–10 s of every build,
 * plus 2–4 s of Gatsby checking each node for staleness, whatever changed. This source tells Gatsby that it
 * deletes its nodes itself (`enableStatefulSourceNodes`) and remembers which nodes each entry made
 * (src/build-time/source-state.ts). After the first build it asks each endpoint for two things: how many entries
 * it has now, and the entries changed since the last fetch. When the entries known plus those changed are
 * as many as the CMS counts, none is gone; otherwise (an offer expired, an entry unpublished or deleted)
 * it lists the ids to find which. The entries and their nodes are the plugin's own (`createNodes`), so the
 * site's queries and pages are the same.
 */
import qs from 'qs';
import type { GatsbyCache, SourceNodesArgs } from 'gatsby';
import { createAxiosInstance } from 'gatsby-source-strapi/dist/axios-instance';
import { fetchEntities, fetchEntity, fetchStrapiContentTypes } from 'gatsby-source-strapi/dist/fetch';
import { getEndpoints, type Endpoint, type StrapiConfig, type StrapiContext, type StrapiEntity } from 'gatsby-source-strapi/dist/helpers';
import { downloadMediaFiles } from 'gatsby-source-strapi/dist/download-media-files';
import { createNodes } from 'gatsby-source-strapi/dist/normalize';
import { applyChanges, entryNodes, nothingGone, splitParts, sweepShared, type EndpointState, type EntryNodes, type SourceState } from './source-state';
import { visibleSince, type ContentStatus } from './sourcing';

/**
 * Where the state is kept in the site's Gatsby cache; a new shape of the state or of the nodes takes a new
 * key: the first build then fetches all and remakes every node (v2: the offers' inline parts).
 */
const STATE_KEY = 'cms-source-state-v2';

/**
 * Components kept in their entry's node as plain values, by content type, instead of nodes of their own:
 * a page that reads an offer then depends on one node, not three or four. At 20,000 offers, the rhythm and
 * skills nodes were 70,000 of the store's 182,000 nodes and 488,000 of the 1.7 million page dependencies
 * Gatsby records and writes to its cache three times per build. They are the offer's alone and change
 * with it (Strapi saves them with the entry).
 */
const INLINE_PARTS: Record<string, readonly string[]> = { 'api::job-offer.job-offer': ['rhythm', 'required_skills'] };

/** The plugin's nodes of an entry, its inline parts (INLINE_PARTS) in its own node. */
function nodesOf(entry: StrapiEntity, context: StrapiContext, uid: string): ReturnType<typeof createNodes> {
  const fields = INLINE_PARTS[uid];
  if (fields === undefined) return createNodes(entry, context, uid);
  // The digest of the whole entry, before the plugin's normalisation rewrites its rich text in place; with
  // the fields inlined, so that a node made before they were differs.
  const contentDigest = context.createContentDigest({ entry, inline: fields });
  const { rest, parts } = splitParts(entry, fields);
  const nodes = createNodes(rest, context, uid);
  const own = nodes[nodes.length - 1];
  Object.assign(own, parts);
  own.internal.contentDigest = contentDigest;
  return nodes;
}

export type CmsSourceOptions = Pick<StrapiConfig, 'apiURL' | 'accessToken' | 'collectionTypes' | 'singleTypes'> & { status: ContentStatus };

/** The nodes' owner: sourceNodes is the site's own (gatsby-node.ts). */
const OWNER = 'default-site-plugin';

const endpointKey = (endpoint: Endpoint): string => `${endpoint.uid}:${endpoint.pluginOptions?.i18n.locale ?? ''}`;

const serialize = (params: Record<string, unknown>): string => qs.stringify(params, { encodeValuesOnly: true });

/** The endpoint's entries now, as the CMS counts them with the build's filters. */
async function countEntries(endpoint: Endpoint, context: StrapiContext): Promise<number> {
  const { filters, status } = endpoint.queryParams;
  const locale = endpoint.pluginOptions?.i18n.locale;
  const params = { filters, status, locale, fields: ['updatedAt'], pagination: { page: 1, pageSize: 1 } };
  const { data } = await context.axiosInstance.get<{ meta: { pagination: { total: number } } }>(endpoint.endpoint, {
    params,
    paramsSerializer: { serialize },
  });
  return data.meta.pagination.total;
}

/** The same request, for the entries changed (or become visible: an offer whose publication date has come) since `since`. */
const changedSince = (endpoint: Endpoint, status: ContentStatus, since: string): Endpoint => ({
  ...endpoint,
  queryParams: {
    ...endpoint.queryParams,
    filters: { ...endpoint.queryParams.filters, $or: [{ updatedAt: { $gt: since } }, ...visibleSince(endpoint.singularName, status, since)] },
  },
});

/** The same request, for the ids of every entry: one field, no relation. */
const idsOnly = (endpoint: Endpoint): Endpoint => ({ ...endpoint, queryParams: { ...endpoint.queryParams, populate: undefined, fields: ['updatedAt'] } });

const fetchAll = async ({ kind, ...endpoint }: Endpoint, context: StrapiContext): Promise<StrapiEntity[]> =>
  (kind === 'singleType' ? await fetchEntity(endpoint, context) : await fetchEntities(endpoint, context)).filter(
    (entry): entry is StrapiEntity => entry !== null && entry !== undefined,
  );

const keyOf = (entry: StrapiEntity): string => entry.documentId ?? String(entry.id);

/** An endpoint's answer: its entries fetched, with what was known of it before and, when some may be gone, the ids of all. */
type Fetched = { endpoint: Endpoint; key: string; known: EndpointState | undefined; entries: StrapiEntity[]; present: Set<string> | null };

/**
 * What an endpoint needs this build: every entry the first time (and for a single type, one request);
 * then the entries changed since, with the ids of all only when the counts say some are gone.
 */
async function fetchEndpoint(endpoint: Endpoint, previous: SourceState | undefined, options: CmsSourceOptions, context: StrapiContext): Promise<Fetched> {
  const key = endpointKey(endpoint);
  const known = previous?.endpoints[key];
  if (known === undefined || previous === undefined || endpoint.kind === 'singleType') {
    const entries = await fetchAll(endpoint, context);
    return { endpoint, key, known, entries, present: new Set(entries.map(keyOf)) };
  }
  const total = await countEntries(endpoint, context);
  const entries = await fetchAll(changedSince(endpoint, options.status, previous.fetchedAt), context);
  if (nothingGone(Object.keys(known), entries.map(keyOf), total)) return { endpoint, key, known, entries, present: null };
  const present = new Set((await fetchAll(idsOnly(endpoint), context)).map(keyOf));
  return { endpoint, key, known, entries, present };
}

async function readState(cache: GatsbyCache): Promise<SourceState | undefined> {
  const state = (await cache.get(STATE_KEY)) as SourceState | undefined;
  return state?.endpoints === undefined ? undefined : state;
}

/**
 * Without a state (the first build, or a cache whose state was lost), the site's nodes already in the
 * store: none in a cold build; otherwise they are swept with the shared nodes, and those that no entry
 * owns or links to any more (entries gone since) are deleted.
 */
const ownNodes = ({ getNodes }: SourceNodesArgs): string[] =>
  getNodes()
    .filter((node) => node.internal.owner === OWNER)
    .map((node) => node.id);

export async function sourceCms(args: SourceNodesArgs, options: CmsSourceOptions): Promise<void> {
  const { actions, cache, reporter, getNode, getNodesByType } = args;
  actions.enableStatefulSourceNodes?.();
  // Media files are File nodes of gatsby-source-filesystem, whose types Gatsby still collects when untouched.
  for (const file of getNodesByType('File')) if (typeof file.url === 'string') actions.touchNode(file);

  const strapiConfig: StrapiConfig = { ...options, maxParallelRequests: 4, version: 5 };
  const axiosInstance = createAxiosInstance(strapiConfig);
  const { schemas } = await fetchStrapiContentTypes(axiosInstance);
  const context: StrapiContext = { ...args, strapiConfig, axiosInstance, schemas };
  const endpoints = getEndpoints(strapiConfig, schemas);

  const previous = await readState(cache);
  const stored = previous === undefined ? ownNodes(args) : [];
  const startedAt = new Date().toISOString();
  const fetched = await Promise.all(endpoints.map((endpoint) => fetchEndpoint(endpoint, previous, options, context)));

  const state: SourceState = { fetchedAt: startedAt, endpoints: {}, shared: [...(previous?.shared ?? [])] };
  const deleted: string[] = [];
  let changedCount = 0;
  for (const { endpoint, key, known, entries, present } of fetched) {
    await downloadMediaFiles(entries, context, endpoint.uid);
    const changed = new Map<string, EntryNodes>();
    for (const entry of entries) {
      const nodes = nodesOf(entry, context, endpoint.uid);
      await Promise.all(nodes.map((node) => actions.createNode(node)));
      const { owned, refs, created } = entryNodes(nodes);
      changed.set(keyOf(entry), { owned, refs });
      state.shared.push(...created);
    }
    const result = applyChanges(known ?? {}, changed, present);
    state.endpoints[key] = result.next;
    deleted.push(...result.deleted);
    changedCount += changed.size;
  }
  const swept = sweepShared(state.endpoints, [...state.shared, ...stored]);
  state.shared = swept.shared;
  deleted.push(...swept.deleted);
  for (const id of new Set(deleted)) {
    const node = getNode(id);
    if (node !== undefined) actions.deleteNode(node);
  }
  await cache.set(STATE_KEY, state);
  const listed = fetched.filter(({ present }) => present !== null).length;
  reporter.info(`CMS: ${changedCount} entries fetched, ids listed for ${listed} of ${fetched.length} endpoints, ${deleted.length} nodes deleted`);
}
