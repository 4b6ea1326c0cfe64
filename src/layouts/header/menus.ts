/** Navigation menus (spec §2.4 and §9): at most 7 works and 6 cities, only those with a sort, in order. */
export const MAX_MENU_WORKS = 7;
export const MAX_MENU_CITIES = 6;

export function menuEntries<T extends { sort: number | null }>(items: readonly T[], max: number): T[] {
  return items
    .filter((item) => item.sort !== null)
    .sort((a, b) => (a.sort as number) - (b.sort as number))
    .slice(0, max);
}
