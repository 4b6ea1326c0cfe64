import type { Locale } from '@rythmo/site-map';
import type { I18nPageContext, Namespace } from '../i18n/options';

/** The paths of one page in each locale where it exists (for the language switch and hreflang). */
export type Alternates = Partial<Record<Locale, string>>;

/** What gatsby-node hands to every template. */
export type PageContext = {
  locale: Locale;
  alternates: Alternates;
  /** gatsby-plugin-react-i18next's context of the page. */
  i18n: I18nPageContext;
  /** The message files the page's query loads (src/locales/<locale>/<namespace>.json). */
  namespaces: Namespace[];
  id?: string;
  slug?: string;
  section?: string;
  /** Route meta: no scroll-to-top button on this page. */
  noScrollTop?: boolean;
  /** Route meta: an embeddable view for partner sites (minimal layout, not indexed). */
  embed?: boolean;
  /** A list's page past the first (its HTML served for `?page=N`, src/build-time/list-pages.ts). */
  listPage?: number;
  /** The ids of the offers a page lists, in order, and the length of its whole list (src/build-time/list-pages.ts). */
  offers?: string[];
  offerCount?: number;
  /**
   * A page of sections' offer lists, by the section's place in its zone: the ids it shows, how many match,
   * and the live API's pages that list them now (src/build-time/section-offers.ts, src/sections/live-check.ts).
   */
  sectionOffers?: Record<string, { ids: string[]; total: number; live: string[] }>;
  /** A page of sections' live figures, by the key-figures section's place in its zone: each figure's count of offers online. */
  sectionCounts?: Record<string, number[]>;
  /** A page of sections' alert sign-ups, by the section's place in its zone: the jobs list's search it alerts on (src/build-time/section-offers.ts). */
  sectionSearches?: Record<string, string>;
  /** A topic page's live figures, in its zone above or below its offers, as `sectionCounts` (src/build-time/section-offers.ts). */
  zoneCounts?: Partial<Record<'top' | 'bottom', Record<string, number[]>>>;
  /**
   * A page of sections none of whose sections moves once the page runs (src/sections/moves.ts): its body is
   * kept as built when the page starts, its code never loaded (src/templates/page.tsx). Absent, it runs.
   */
  keptBody?: boolean;
  /** Whether a page of sections shows the blog's latest articles (its query reads them then only). */
  latestArticles?: boolean;
  /** Whether a page of sections shows the site's claims, and how many offers are online (src/build-time/section-offers.ts). */
  claims?: boolean;
  offerTotal?: number;
  /** An offer page's similar offers, nearest first (src/build-time/similar-offers.ts). */
  similar?: string[];
  /** An index page's offers by entry: how many each city, contract type… has, by slug (src/build-time/list-pages.ts). */
  offerCounts?: Record<string, number>;
  /** The menus of the page's language (the not-found page: of every language), resolved at build (src/build-time/menus.ts). */
  menus?: Partial<Record<Locale, PageMenus>>;
};

/** A menu's link, its address resolved: inside the site, or elsewhere (`external`). */
export type MenuLink = { to: string; label: string; external?: boolean };
/** A header menu (a group of the phone menu): its links, then its « all » link. */
export type MenuGroup = { id: string; label: string; items: MenuLink[]; all: MenuLink | null };
/** A language's menus: the header's menus, its links after them and its pages on the top strip, the footer's links. */
export type PageMenus = { menus: MenuGroup[]; header: MenuLink[]; headerPages: MenuLink[]; footer: MenuLink[] };

/**
 * The page of a list a page shows: its build's (a list's page past the first), or in the browser the
 * address's own when it asks only for a page (`?page=3`; a filtered search is no page of the list). Gatsby
 * gives a page's head its path only: the browser's address is read for the rest.
 */
export function listPageOf(
  context: Pick<PageContext, 'listPage'>,
  search: string = typeof window === 'undefined' ? '' : window.location.search,
): number | undefined {
  if (context.listPage !== undefined) return context.listPage;
  const match = /^\?page=([1-9]\d{0,4})$/.exec(search);
  return match === null ? undefined : Number(match[1]);
}
