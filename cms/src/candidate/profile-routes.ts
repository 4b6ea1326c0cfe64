/**
 * The profile's routes (the names are the contract) and the actions the authenticated role
 * holds on them (../bootstrap/permissions.ts); the handler of each is in ./profile.ts, or ./my-data.ts for
 * the export and the deletion of the account.
 */
const handler = (action: string): string => `api::candidate-profile.candidate-profile.${action}`;

const ROUTES = [
  { method: 'GET', path: '/profile', action: 'find' },
  { method: 'PUT', path: '/profile', action: 'update' },
  { method: 'DELETE', path: '/profile', action: 'erase' },
  { method: 'GET', path: '/profile/export', action: 'export' },
  { method: 'GET', path: '/profile/cv', action: 'cv' },
  { method: 'PUT', path: '/profile/cv', action: 'uploadCv' },
  { method: 'DELETE', path: '/profile/cv', action: 'deleteCv' },
] as const;

export const PROFILE_ROUTES = {
  type: 'content-api' as const,
  routes: ROUTES.map(({ method, path, action }) => ({ method, path, handler: handler(action), config: {} })),
};

export const PROFILE_ACTIONS: readonly string[] = ROUTES.map(({ action }) => handler(action));
