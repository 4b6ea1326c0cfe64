import type { Core } from '@strapi/strapi';
import { LOCALES, type Locale, type Rubrique } from '@rythmo/site-map';

const NAVIGATION = 'api::navigation.navigation';

type Link = { label: Record<Locale, string>; rubrique: Rubrique };
const link = (rubrique: Rubrique, fr: string, en: string): Link => ({ label: { fr, en }, rubrique });

/** A header menu: its entries drawn from a list of the site (or only its chosen links), and its last link. */
type Menu = { label: Record<Locale, string>; entries: 'villes' | 'secteurs' | 'types-job-etudiant' | 'liens-choisis'; all: Link };

/** The navigation the site had before editors made it: the header's three menus and its Blog link, the footer's sections. */
export const DEFAULT_NAVIGATION: { menus: Menu[]; header: Link[]; footer: Link[] } = {
  menus: [
    { label: { fr: 'Offres d’emploi', en: 'Job offers' }, entries: 'villes', all: link('offres-emploi', 'Toutes les offres', 'All job offers') },
    { label: { fr: 'Secteurs d’activité', en: 'Sectors' }, entries: 'secteurs', all: link('secteurs-activite', 'Tous les secteurs', 'All sectors') },
    {
      label: { fr: 'Jobs étudiants', en: 'Student jobs' },
      entries: 'types-job-etudiant',
      all: link('jobs-etudiants', 'Tous les jobs étudiants', 'All student jobs'),
    },
  ],
  header: [link('blog', 'Blog', 'Blog')],
  footer: [
    link('offres-emploi', 'Offres d’emploi', 'Job offers'),
    link('secteurs-activite', 'Secteurs d’activité', 'Sectors'),
    link('jobs-etudiants', 'Jobs étudiants', 'Student jobs'),
    link('entreprise', 'Espace recruteur', 'Recruiters'),
    link('villes', 'Villes', 'Cities'),
    link('partenaires', 'Agences partenaires', 'Partner agencies'),
    link('evenements', 'Événements', 'Events'),
    link('faq', 'FAQ', 'FAQ'),
    link('blog', 'Blog', 'Blog'),
    link('contrats', 'Contrats', 'Contracts'),
    link('cgu', 'Conditions générales d’utilisation', 'Terms of use'),
    link('mentions-legales', 'Mentions légales', 'Legal notice'),
    link('confidentialite', 'Politique de confidentialité', 'Privacy policy'),
  ],
};

const linkIn =
  (locale: Locale) =>
  ({ label, rubrique }: Link) => ({ label: label[locale], rubrique });
const menusIn = (locale: Locale) =>
  DEFAULT_NAVIGATION.menus.map(({ label, entries, all }) => ({ label: label[locale], entries, links: [], all: linkIn(locale)(all) }));

/** Where the CMS notes that a navigation made before it had menus got today's (once: editors may empty them). */
const MENUS_ADDED = { key: 'navigation-menus-added' };

/**
 * The navigation single type in each language, published with today's links when it has none: a new
 * database, and one made before editors had the navigation, start with the site's navigation as it was.
 * One that exists is left as editors made it, except once: a navigation made before it had menus gets
 * today's header menus.
 */
export async function ensureNavigation(strapi: Core.Strapi): Promise<void> {
  const documents = strapi.documents(NAVIGATION);
  const store = strapi.store({ type: 'core', name: 'rythmo' });
  const menusAdded = (await store.get(MENUS_ADDED)) === true;
  let documentId = ((await documents.findFirst({ locale: LOCALES[0], fields: ['documentId'] })) as { documentId: string } | null)?.documentId;
  for (const locale of LOCALES) {
    const existing =
      documentId === undefined
        ? null
        : ((await documents.findOne({ documentId, locale, populate: ['header_menus'] })) as { header_menus?: unknown[] | null } | null);
    if (existing !== null && documentId !== undefined) {
      if (menusAdded || (existing.header_menus ?? []).length > 0) continue;
      const published = await documents.findOne({ documentId, locale, status: 'published', fields: ['documentId'] });
      await documents.update({ documentId, locale, data: { header_menus: menusIn(locale) } });
      if (published !== null) await documents.publish({ documentId, locale });
      strapi.log.info(`Navigation (${locale}): today's header menus`);
      continue;
    }
    const data = {
      header_menus: menusIn(locale),
      header_links: DEFAULT_NAVIGATION.header.map(linkIn(locale)),
      footer_links: DEFAULT_NAVIGATION.footer.map(linkIn(locale)),
    };
    const saved =
      documentId === undefined
        ? await documents.create({ locale, data, status: 'published' })
        : await documents.update({ documentId, locale, data, status: 'published' });
    documentId = saved?.documentId ?? documentId;
    strapi.log.info(`Navigation (${locale}): today's links`);
  }
  if (!menusAdded) await store.set({ ...MENUS_ADDED, value: true });
}
