import { buildPath, isLocale, isRubrique, RUBRIQUES, sectionsPagePath, type Locale, type PathEntry } from '@rythmo/site-map';

/** A link an editor made (the CMS component shared.link: a button, a menu's link), as its fragment gives it. */
export type EditorLink = Pick<Queries.SectionButtonFragment, 'rubrique' | 'url'> & {
  page?: (PathEntry & { locale: string }) | null;
};

/**
 * Where an editor's link leads: the page of sections it names (in that page's language), else the site's
 * section (« rubrique ») in the page's language, else its address elsewhere; null when the editor chose none.
 */
export function linkTarget(link: EditorLink, locale: Locale): { to: string; external: boolean } | null {
  const page = link.page === null || link.page === undefined ? null : sectionsPagePath(link.page, isLocale(link.page.locale) ? link.page.locale : locale);
  if (page !== null) return { to: page, external: false };
  if (isRubrique(link.rubrique)) return { to: buildPath(RUBRIQUES[link.rubrique], locale), external: false };
  if (link.url) return { to: link.url, external: true };
  return null;
}
