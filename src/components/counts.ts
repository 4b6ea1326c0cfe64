/** How many offers each entry of an index page has, by slug, from its context's `offerCounts` (none: 0). */
export const countsBy = (counts: Readonly<Record<string, number>> | undefined): Map<string, number> => new Map(Object.entries(counts ?? {}));
