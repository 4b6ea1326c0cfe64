/** Offer counts from a GraphQL `group` (fieldValue → totalCount). */
export const countsBy = (groups: readonly { fieldValue: string | null; totalCount: number }[]): Map<string, number> =>
  new Map(groups.filter((g) => g.fieldValue !== null).map((g) => [g.fieldValue as string, g.totalCount]));
