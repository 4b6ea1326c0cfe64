import type { Locale } from './routes';

/** The paths of one page in each locale where it exists (for the language switch and hreflang). */
export type Alternates = Partial<Record<Locale, string>>;

/** What gatsby-node hands to every template. */
export type PageContext = {
  locale: Locale;
  alternates: Alternates;
  id?: string;
  slug?: string;
  section?: string;
  /** Route meta: no scroll-to-top button on this page. */
  noScrollTop?: boolean;
};
