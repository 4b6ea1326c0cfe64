/**
 * The parts of gatsby-source-strapi (5.0.4) that src/build-time/cms-source.ts uses: its requests and its
 * normalisation of entries into nodes, not its sourceNodes (patches/README.md, « Workarounds »). The
 * plugin ships JavaScript without types; these are the shapes of what it takes and returns.
 */
declare module 'gatsby-source-strapi/dist/helpers' {
  import type { Actions, GatsbyCache, NodePluginArgs, Reporter } from 'gatsby';

  /** The plugin's axios instance, as far as it is used here. */
  export type AxiosInstance = {
    get<T>(
      url: string,
      config?: { params?: Record<string, unknown>; paramsSerializer?: { serialize: (params: Record<string, unknown>) => string } },
    ): Promise<{ data: T }>;
  };

  /** An entry as the REST API returns it, cleaned of Strapi 4's `attributes` wrapping. */
  export type StrapiEntity = { id: number; documentId?: string; locale?: string } & Record<string, unknown>;
  export type QueryParams = { populate?: unknown; status?: 'draft'; filters?: Record<string, unknown>; fields?: string[]; locale?: string } & Record<
    string,
    unknown
  >;
  export type TypeConfig = { singularName: string; queryParams: QueryParams; queryLimit?: number; pluginOptions?: { i18n: { locale: string } } };
  export type StrapiConfig = {
    apiURL: string;
    accessToken: string;
    collectionTypes: TypeConfig[];
    singleTypes: TypeConfig[];
    maxParallelRequests?: number;
    version?: 5;
  };
  export type ContentTypeSchema = { uid: string; schema: { kind: string; singularName: string; attributes: Record<string, { type?: string }> } };
  /** One request target: a type, in one locale when configured so (patched: one endpoint per configuration). */
  export type Endpoint = {
    singularName: string;
    kind: 'collectionType' | 'singleType';
    uid: string;
    endpoint: string;
    queryParams: QueryParams;
    pluginOptions?: { i18n: { locale: string } };
    version: 5;
  };
  export type StrapiContext = {
    strapiConfig: StrapiConfig;
    axiosInstance: AxiosInstance;
    actions: Actions;
    schemas: ContentTypeSchema[];
    createContentDigest: NodePluginArgs['createContentDigest'];
    createNodeId: NodePluginArgs['createNodeId'];
    reporter: Reporter;
    getCache: NodePluginArgs['getCache'];
    getNode: NodePluginArgs['getNode'];
    getNodes: NodePluginArgs['getNodes'];
    store: NodePluginArgs['store'];
    cache: GatsbyCache;
  };
  export function getEndpoints(config: StrapiConfig, schemas: ContentTypeSchema[]): Endpoint[];
}

declare module 'gatsby-source-strapi/dist/axios-instance' {
  import type { AxiosInstance, StrapiConfig } from 'gatsby-source-strapi/dist/helpers';
  /** An axios instance on the API's URL with the token, at most `maxParallelRequests` requests at a time. */
  export function createAxiosInstance(config: StrapiConfig): AxiosInstance;
}

declare module 'gatsby-source-strapi/dist/fetch' {
  import type { AxiosInstance, ContentTypeSchema, Endpoint, StrapiContext, StrapiEntity } from 'gatsby-source-strapi/dist/helpers';
  export function fetchStrapiContentTypes(axios: AxiosInstance): Promise<{ schemas: ContentTypeSchema[] }>;
  /** Every page of a collection type's entries. */
  export function fetchEntities(endpoint: Omit<Endpoint, 'kind'>, context: StrapiContext): Promise<StrapiEntity[]>;
  /** A single type's entry; none when it is not published (404). */
  export function fetchEntity(endpoint: Omit<Endpoint, 'kind'>, context: StrapiContext): Promise<(StrapiEntity | null)[]>;
}

declare module 'gatsby-source-strapi/dist/download-media-files' {
  import type { StrapiContext, StrapiEntity } from 'gatsby-source-strapi/dist/helpers';
  /** Downloads the entries' media files into File nodes, linked from the entries (`localFile___NODE`). */
  export function downloadMediaFiles(entities: StrapiEntity[], context: StrapiContext, uid: string): Promise<StrapiEntity[]>;
}

declare module 'gatsby-source-strapi/dist/normalize' {
  import type { NodeInput } from 'gatsby';
  import type { StrapiContext, StrapiEntity } from 'gatsby-source-strapi/dist/helpers';
  /** The nodes of an entry: its components, rich-text fields, relations and media, then the entry's own node. */
  export function createNodes(entity: StrapiEntity, context: StrapiContext, uid: string): (NodeInput & Record<string, unknown>)[];
}
