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
};
