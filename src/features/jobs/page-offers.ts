import type { PageContext } from '../../routing/page-context';

/** A page's offers: those its query read by id, and how many its whole list has. */
export type PageOffers = { totalCount: number; nodes: readonly Queries.OfferCardFragment[] };

/** The offers of a page's query with the length of their list, from the page's context (src/build-time/list-pages.ts). */
export const pageOffers = (nodes: readonly Queries.OfferCardFragment[], context: Pick<PageContext, 'offerCount'>): PageOffers => ({
  totalCount: context.offerCount ?? nodes.length,
  nodes,
});
