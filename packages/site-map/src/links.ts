/**
 * Where an editor's button may lead inside the site besides a page of sections: the site's sections
 * (« rubriques »), by the name the admin panel lists (the CMS component shared.link, field `rubrique`,
 * whose values tests/unit/sections/registry.test.tsx holds to these). A button names one by reference, never
 * by a typed address, so that a changed path changes every button.
 */
import type { RouteName } from './routes';

export const RUBRIQUES = {
  accueil: 'index',
  'offres-emploi': 'jobs',
  'jobs-etudiants': 'student-jobs',
  'secteurs-activite': 'works',
  villes: 'cities',
  contrats: 'contracts',
  partenaires: 'agencies',
  evenements: 'events',
  blog: 'blog',
  faq: 'faq',
  entreprise: 'entreprise',
  'entreprise-contact': 'entreprise-contact',
  'entreprise-formation': 'entreprise-formation',
  inscription: 'account-register',
  connexion: 'account-login',
  cgu: 'cgu',
  'mentions-legales': 'legal',
  confidentialite: 'privacy',
} as const satisfies Record<string, RouteName>;

export type Rubrique = keyof typeof RUBRIQUES;
export const isRubrique = (value: unknown): value is Rubrique => typeof value === 'string' && Object.keys(RUBRIQUES).includes(value);
