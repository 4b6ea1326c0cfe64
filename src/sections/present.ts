/** The items of a list field, those left empty out. Apart from ./heading.tsx, for a page's head, which shows no heading. */
export const present = <T>(items: readonly (T | null)[] | null | undefined): T[] => (items ?? []).filter((item): item is T => item !== null);
