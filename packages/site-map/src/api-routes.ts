/**
 * The live API's routes, in one table: what each is called, its method and path under /api, who may call
 * it, which handler of the CMS answers it and how the static host forwards it. The CMS's route files build
 * their Strapi routes from it and its roles' permissions from their access; the site's client calls a route
 * by its name; nginx's generator writes its API locations from it; docs/api/openapi.json is generated from it
 * (`npm run docs:api`). The offer search's query is ./offer-query.ts.
 */

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route: `public`, anyone, no token; `anyone`, a visitor or a candidate (the public and
 * authenticated roles both hold it; a token, when sent, says who); `candidate`, a candidate's token only;
 * `signed-link`, anyone holding a link an email gave (its token is the credential); `operator`, the
 * operator's token (the alerts' run).
 */
export type ApiAccess = 'public' | 'anyone' | 'candidate' | 'signed-link' | 'operator';

/**
 * How the static host serves a route: `search`, forwarded to the search thread and cached a minute;
 * `live`, forwarded to the CMS and cached a minute; `personal`, forwarded, never cached, any method;
 * `internal`, not forwarded (called on the CMS's own port, or by nginx's own include).
 */
export type ApiHost = 'search' | 'live' | 'personal' | 'internal';

export type ApiRoute = {
  readonly method: ApiMethod;
  /** Under /api, as Strapi's router spells it: `:id` is a parameter (PATH_PARAMS). */
  readonly path: string;
  readonly access: ApiAccess;
  /** The CMS's action that answers it (`api::…`, `plugin::…`), or `search-thread` for the search thread's routes. */
  readonly handler: string;
  readonly host: ApiHost;
  /** A multipart body (a file): the CMS reads it before routing, nginx takes a larger body. */
  readonly multipart?: true;
};

/** What each path parameter may hold (nginx's locations and the documentation). */
export const PATH_PARAMS: Readonly<Record<string, string>> = {
  id: '[A-Za-z0-9]+',
  provider: '[a-z0-9_-]+',
};

export const SEARCH_THREAD = 'search-thread';

const api = (uid: string) => (action: string) => `api::${uid}.${uid}.${action}`;
const profile = api('candidate-profile');
const application = api('application');
const savedOffer = api('saved-offer');
const alert = api('alert');
const usersPermissions = (action: string): string => `plugin::users-permissions.${action}`;

export const API_ROUTES = {
  offerSearch: { method: 'GET', path: '/rythmo/job-offers', access: 'public', handler: SEARCH_THREAD, host: 'search' },
  geoSearch: { method: 'GET', path: '/rythmo/geo-search', access: 'public', handler: SEARCH_THREAD, host: 'search' },
  noScriptOffers: {
    method: 'GET',
    path: '/rythmo/no-script-offers/:id',
    access: 'public',
    handler: SEARCH_THREAD,
    host: 'internal',
  },
  works: { method: 'GET', path: '/rythmo/generic/job-offers/works', access: 'public', handler: 'plugin::rythmo.live.works', host: 'live' },
  contractTypes: {
    method: 'GET',
    path: '/rythmo/generic/job-offers/contract-types',
    access: 'public',
    handler: 'plugin::rythmo.live.contractTypes',
    host: 'live',
  },

  login: { method: 'POST', path: '/auth/local', access: 'public', handler: usersPermissions('auth.callback'), host: 'personal' },
  register: { method: 'POST', path: '/auth/local/register', access: 'public', handler: usersPermissions('auth.register'), host: 'personal' },
  forgotPassword: { method: 'POST', path: '/auth/forgot-password', access: 'public', handler: usersPermissions('auth.forgotPassword'), host: 'personal' },
  resetPassword: { method: 'POST', path: '/auth/reset-password', access: 'public', handler: usersPermissions('auth.resetPassword'), host: 'personal' },
  changePassword: { method: 'POST', path: '/auth/change-password', access: 'candidate', handler: usersPermissions('auth.changePassword'), host: 'personal' },
  sendEmailConfirmation: {
    method: 'POST',
    path: '/auth/send-email-confirmation',
    access: 'public',
    handler: usersPermissions('auth.sendEmailConfirmation'),
    host: 'personal',
  },
  emailConfirmation: {
    method: 'GET',
    path: '/auth/email-confirmation',
    access: 'signed-link',
    handler: usersPermissions('auth.emailConfirmation'),
    host: 'personal',
  },
  providerCallback: { method: 'GET', path: '/auth/:provider/callback', access: 'public', handler: usersPermissions('auth.callback'), host: 'personal' },
  connect: { method: 'GET', path: '/connect/:provider', access: 'public', handler: usersPermissions('auth.connect'), host: 'personal' },
  connectCallback: { method: 'GET', path: '/connect/:provider/callback', access: 'public', handler: usersPermissions('auth.connect'), host: 'personal' },
  me: { method: 'GET', path: '/users/me', access: 'candidate', handler: usersPermissions('user.me'), host: 'personal' },

  profile: { method: 'GET', path: '/profile', access: 'candidate', handler: profile('find'), host: 'personal' },
  profileUpdate: { method: 'PUT', path: '/profile', access: 'candidate', handler: profile('update'), host: 'personal' },
  accountErase: { method: 'DELETE', path: '/profile', access: 'candidate', handler: profile('erase'), host: 'personal' },
  dataExport: { method: 'GET', path: '/profile/export', access: 'candidate', handler: profile('export'), host: 'personal' },
  cv: { method: 'GET', path: '/profile/cv', access: 'candidate', handler: profile('cv'), host: 'personal' },
  cvUpload: { method: 'PUT', path: '/profile/cv', access: 'candidate', handler: profile('uploadCv'), host: 'personal', multipart: true },
  cvDelete: { method: 'DELETE', path: '/profile/cv', access: 'candidate', handler: profile('deleteCv'), host: 'personal' },

  applications: { method: 'GET', path: '/applications', access: 'candidate', handler: application('find'), host: 'personal' },
  applicationCreate: { method: 'POST', path: '/applications', access: 'candidate', handler: application('create'), host: 'personal' },
  applicationDelete: { method: 'DELETE', path: '/applications/:id', access: 'candidate', handler: application('delete'), host: 'personal' },
  savedOffers: { method: 'GET', path: '/saved-offers', access: 'candidate', handler: savedOffer('find'), host: 'personal' },
  savedOfferCreate: { method: 'POST', path: '/saved-offers', access: 'candidate', handler: savedOffer('create'), host: 'personal' },
  savedOfferDelete: { method: 'DELETE', path: '/saved-offers/:id', access: 'candidate', handler: savedOffer('delete'), host: 'personal' },
  answerInfo: { method: 'GET', path: '/application-answers', access: 'signed-link', handler: application('answerInfo'), host: 'personal' },
  answer: { method: 'POST', path: '/application-answers', access: 'signed-link', handler: application('answer'), host: 'personal' },
  answerCv: { method: 'GET', path: '/application-answers/cv', access: 'signed-link', handler: application('answerCv'), host: 'personal' },

  alerts: { method: 'GET', path: '/alerts', access: 'candidate', handler: alert('find'), host: 'personal' },
  alertCreate: { method: 'POST', path: '/alerts', access: 'anyone', handler: alert('create'), host: 'personal' },
  alertUpdate: { method: 'PATCH', path: '/alerts/:id', access: 'candidate', handler: alert('update'), host: 'personal' },
  alertDelete: { method: 'DELETE', path: '/alerts/:id', access: 'candidate', handler: alert('delete'), host: 'personal' },
  alertConfirm: { method: 'POST', path: '/alerts/confirm', access: 'signed-link', handler: alert('confirm'), host: 'personal' },
  alertUnsubscribeInfo: { method: 'GET', path: '/alerts/unsubscribe', access: 'signed-link', handler: alert('unsubscribeInfo'), host: 'personal' },
  alertUnsubscribe: { method: 'POST', path: '/alerts/unsubscribe', access: 'signed-link', handler: alert('unsubscribe'), host: 'personal' },
  alertRun: { method: 'POST', path: '/alerts/run', access: 'operator', handler: alert('run'), host: 'internal' },
  alertRunState: { method: 'GET', path: '/alerts/run', access: 'operator', handler: alert('runState'), host: 'internal' },

  contactRequest: {
    method: 'POST',
    path: '/contact-requests',
    access: 'public',
    handler: 'api::contact-request.contact-request.submit',
    host: 'personal',
  },
} as const satisfies Record<string, ApiRoute>;

export type ApiRouteName = keyof typeof API_ROUTES;

/** The names a path holds (`/alerts/:id` holds `id`). */
type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;
export type ApiPathParams<Name extends ApiRouteName> = Record<PathParamNames<(typeof API_ROUTES)[Name]['path']>, string>;

/** The routes of the table, with their names. */
export const apiRoutes = (): (ApiRoute & { name: ApiRouteName })[] =>
  (Object.entries(API_ROUTES) as [ApiRouteName, ApiRoute][]).map(([name, route]) => ({ ...route, name }));

/** The routes one CMS's handler prefix answers (`api::alert.`, `plugin::rythmo.`), in the table's order. */
export const routesOf = (prefix: string): (ApiRoute & { name: ApiRouteName })[] => apiRoutes().filter((route) => route.handler.startsWith(prefix));

/**
 * Strapi's content-API routes of the table's routes answered by `prefix`: an API's (`api::alert.`) or a
 * plugin's (`plugin::rythmo.`: Strapi mounts a plugin's routes under /api/<plugin> and names their handlers
 * without the prefix). A route for a candidate goes through Strapi's authentication and the role's
 * permission; the others through none (the controller checks the link or the operator's token).
 */
export function strapiRoutes(prefix: string) {
  const plugin = /^plugin::([a-z-]+)\.$/.exec(prefix)?.[1];
  const pathStart = plugin === undefined ? 0 : `/${plugin}`.length;
  const handlerStart = plugin === undefined ? 0 : prefix.length;
  return {
    type: 'content-api' as const,
    routes: routesOf(prefix).map(({ method, path, handler, access }) => ({
      method,
      path: path.slice(pathStart),
      handler: handler.slice(handlerStart),
      config: access === 'candidate' || access === 'anyone' ? {} : { auth: false as const },
    })),
  };
}

/** The CMS's actions (`api::…`) that a role holds: the public role those for `anyone`, the authenticated one those for `candidate` and `anyone`. */
export const roleActions = (role: 'public' | 'authenticated'): string[] => [
  ...new Set(
    apiRoutes()
      .filter(({ access, handler }) => handler.startsWith('api::') && (access === 'anyone' || (role === 'authenticated' && access === 'candidate')))
      .map(({ handler }) => handler),
  ),
];

/** A path's regular expression (without anchors, under /api/), each parameter by its pattern (PATH_PARAMS). */
export const pathPattern = (path: string): string => path.slice(1).replace(/:([a-z]+)/g, (_, param: string) => PATH_PARAMS[param]);

/** The routes whose path holds no parameter, called by their name alone. */
type PlainRoute = { [Name in ApiRouteName]: keyof ApiPathParams<Name> extends never ? Name : never }[ApiRouteName];
type ParamRoute = Exclude<ApiRouteName, PlainRoute>;
/** A call of a route: its name, or its name and its path's parameters (`['alertUpdate', { id }]`). */
export type ApiCall = PlainRoute | { [Name in ParamRoute]: readonly [Name, ApiPathParams<Name>] }[ParamRoute];

/** A call's route. */
export const routeOf = (call: ApiCall): ApiRoute => API_ROUTES[typeof call === 'string' ? call : call[0]];

/** A call's path under /api, its parameters filled (encoded). */
export function callPath(call: ApiCall): string {
  const [name, values] = typeof call === 'string' ? [call, {}] : call;
  return API_ROUTES[name].path.replace(/:([a-z]+)/g, (_, param: string) => encodeURIComponent((values as Readonly<Record<string, string>>)[param]));
}
