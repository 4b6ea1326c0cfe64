import { buildPath, isRubrique, RUBRIQUES, type Locale } from '@rythmo/site-map';

/** A link an editor made (the CMS component shared.link: a button, a menu's link), as its fragment gives it. */
export type EditorLink = Pick<Queries.SectionButtonFragment, 'rubrique' | 'url'> & {
  /** The page of sections it names, with its address in its own language (resolved at build: gatsby-node). */
  page?: { readonly path: string | null } | null;
};

/**
 * Where an editor's link leads: the page of sections it names (in that page's language), else the site's
 * section (« rubrique ») in the page's language, else its address elsewhere; null when the editor chose none.
 */
export function linkTarget(link: EditorLink, locale: Locale): { to: string; external: boolean } | null {
  if (link.page?.path) return { to: link.page.path, external: false };
  if (isRubrique(link.rubrique)) return { to: buildPath(RUBRIQUES[link.rubrique], locale), external: false };
  if (link.url) return { to: link.url, external: true };
  return null;
}
