import type { OfferCardData } from './offer-card';

/** A list's page past the first, as its static HTML shows it (src/build-time/list-pages.ts). */
export type StaticPage = { path: string; page: number; initial: { offers: OfferCardData[]; total: number } };
export const STATIC_PAGE_ID = 'jobs-list-page';

/**
 * The static page the app starts on, when it is a list's page past the first: its HTML carries its offers
 * (the app's data is the first page's), for the app to hydrate the same page: the same list, and none of
 * what only the first page shows (the editors' sections, src/sections/topic-zones.tsx). Read on the first
 * render, when the address still asks for that page of that list.
 */
export function readStaticPage(path: string): StaticPage | null {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(STATIC_PAGE_ID);
  if (element === null) return null;
  try {
    const found = JSON.parse(element.textContent ?? '') as StaticPage;
    const asked = new URLSearchParams(window.location.search).get('page');
    return found.path === path && window.location.pathname === path && asked === String(found.page) ? found : null;
  } catch {
    return null;
  }
}
