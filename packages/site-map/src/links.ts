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

/**
 * Whether a value is a path of this site (the page to come back to after logging in, `?retour=`): it
 * starts with one slash, and is neither another origin (`//host`, `/\\host`) nor holds a control character.
 */
export const isSitePath = (value: unknown): value is string =>
  typeof value === 'string' &&
  value.length <= RETURN_PATH_MAX &&
  value.startsWith('/') &&
  !value.startsWith('//') &&
  !value.startsWith('/\\') &&
  ![...value].some((character) => character.charCodeAt(0) < 0x20);

/** The query parameter of the page to come back to after logging in (the site's login reads it). */
export const RETURN_PARAM = 'retour';

/** The longest page to come back to that is kept. */
export const RETURN_PATH_MAX = 500;
