/**
 * How long the live answers may be kept: communes do not change between deployments; the lists of the
 * CMS change when an editor publishes; an offer search is kept a little while (nginx's cache absorbs a
 * crowd on the same search). Shared by the CMS's routes and the search thread's.
 */
export const CACHE = { geo: 'public, max-age=3600', generic: 'public, max-age=60', offers: 'public, max-age=30', error: 'no-store' } as const;
