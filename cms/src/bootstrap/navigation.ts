import type { Core } from '@strapi/strapi';
import { LOCALES, type Locale, type Rubrique } from '@rythmo/site-map';

const NAVIGATION = 'api::navigation.navigation';

type Link = { label: Record<Locale, string>; rubrique: Rubrique };
const link = (rubrique: Rubrique, fr: string, en: string): Link => ({ label: { fr, en }, rubrique });

/** The navigation the site had before editors made it: the header's Blog link, the footer's sections. */
export const DEFAULT_NAVIGATION: { header: Link[]; footer: Link[] } = {
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

/**
 * The navigation single type in each language, published with today's links when it has none: a new
 * database, and one made before editors had the navigation, start with the site's navigation as it was.
 * One that exists is left as editors made it.
 */
export async function ensureNavigation(strapi: Core.Strapi): Promise<void> {
  const documents = strapi.documents(NAVIGATION);
  let documentId = ((await documents.findFirst({ locale: LOCALES[0], fields: ['documentId'] })) as { documentId: string } | null)?.documentId;
  for (const locale of LOCALES) {
    if (documentId !== undefined && (await documents.findOne({ documentId, locale, fields: ['documentId'] })) !== null) continue;
    const data = {
      header_links: DEFAULT_NAVIGATION.header.map(({ label, rubrique }) => ({ label: label[locale], rubrique })),
      footer_links: DEFAULT_NAVIGATION.footer.map(({ label, rubrique }) => ({ label: label[locale], rubrique })),
    };
    const saved =
      documentId === undefined
        ? await documents.create({ locale, data, status: 'published' })
        : await documents.update({ documentId, locale, data, status: 'published' });
    documentId = saved?.documentId ?? documentId;
    strapi.log.info(`Navigation (${locale}): today's links`);
  }
}
