/**
 * The nginx directives (to include inside a `server` block, after its `listen`) that serve the built
 * site: the redirect table, slash-less paths through try_files, the not-found page of each locale with
 * status 404, immutable caching for hashed assets, revalidation for HTML and page data, the
 * Content-Security-Policy and the other security headers on every response (redirects and errors
 * included; the built scripts only those a script is read with), and nothing a visitor has no use for.
 * Pure: gatsby-node writes its output after the build.
 */
import { LIST_PAGES_DIR } from '../list-pages';
import { messagesInstance } from '../../i18n/instance';
import { escapeHtml } from '../../components/escape-html';
import { CACHE, CSP_HEADER, FRAME_DENY, HSTS, PRIVATE_FILES, RESOURCE_HEADERS, SECURITY_HEADERS, frameHeaders } from './headers';
import { redirectStatus, type Redirect, type RedirectRule } from '../redirects';
import type { Framing, SitePolicies } from './csp';
import {
  ALERT_FORM_HEADER,
  CV_MAX_BYTES,
  DEFAULT_LOCALE,
  LOCALES,
  NO_SCRIPT_API_PATH,
  NO_SCRIPT_INCLUDE,
  apiRoutes,
  pathPattern,
  type ApiHost,
  OFFER_PARAMS,
  PREFIXED_LOCALES,
  SHARED_MESSAGES,
  buildPath,
  embedPrefix,
  localeSettings,
  routeMeta,
  routePattern,
  shellPage,
  shellRoutes,
  type Locale,
  type RouteName,
} from '@rythmo/site-map';

export type ExactRedirect = Redirect;
export type NginxOptions = {
  root: string;
  rules: readonly RedirectRule[];
  exact?: readonly ExactRedirect[];
  /** The rebuild service's status file, served at BUILD_STATUS_PATH when given. */
  statusFile?: string;
  /** The Content-Security-Policy of ordinary pages and of the embeddable views (see csp.ts). */
  csp: SitePolicies;
  /** The CMS the site's /api/ forwards to, when it does. */
  api?: ApiProxy;
};

/**
 * What the static host forwards to the CMS under /api/: the live routes (/api/rythmo/…, cached a short
 * while) and the public types of the content API (`paths`, list and entry); nothing else of the CMS, and
 * GET or HEAD only. Each client gets `rate` requests a second with a `burst`; past them, a 429 in JSON.
 */
export type ApiProxy = {
  upstream: string;
  /** The CMS's search thread, the one server of the offer and geo searches. */
  searchUpstream: string;
  paths: readonly string[];
  rate: string;
  burst: number;
};

/** The zones of the API proxy, to include in nginx's `http` block (gatsby-node writes .nginx/http.conf). */
/**
 * The visitor's language at the root (as src/i18n/locale-cookie.ts decides it in the browser): the
 * cookie i18n_redirected when it names a language of the site, else the first language of the browser's
 * list that the site speaks, else the default one. nginx answers / with a redirect at once, instead of the
 * default page whose script would then load the other one.
 */
const LANGUAGES = LOCALES.join('|');
const rootLanguageMaps = (): string => `map $cookie_i18n_redirected $rythmo_cookie_lang {
  default "";
${LOCALES.map((locale) => `  ${locale} ${locale};`).join('\n')}
}
map $http_accept_language $rythmo_browser_lang {
  default ${DEFAULT_LOCALE};
  "~*^(?:[^,]*,)*?\\s*(?<lang>${LANGUAGES})(?:-[^,]*)?(?:;[^,]*)?(?:,|$)" $lang;
}
map "$rythmo_cookie_lang:$rythmo_browser_lang" $rythmo_root_lang {
  "~^(?<lang>${LANGUAGES}):" $lang;
  "~^:(?<lang>${LANGUAGES})$" $lang;
  default ${DEFAULT_LOCALE};
}
`;

/** Where nginx answers an error of the API in JSON, and the not-found page of an address it could not read. */
const API_ERROR = '/_rythmo/api-error';
const NOT_FOUND = '/_rythmo/not-found';
const REFUSED = '/_rythmo/refused';

/** The shared catalogue's messages in a language. */
const saidIn = (locale: Locale) => messagesInstance({ [locale]: { shared: SHARED_MESSAGES[locale] } }, locale).getFixedT(locale, 'shared');
/** What nginx says of the API's errors: the shared catalogue's, in French (nginx does not negotiate). */
const said = saidIn(DEFAULT_LOCALE);

/**
 * The answer to a form sent to a page (a POST, which a static page does not take: 405): a form of an island
 * whose code never came is sent as the browser sends it (src/boot/island.ts). Said in the page's
 * language, instead of nginx's own « 405 Not Allowed ».
 */
const NOT_SENT = '/_rythmo/not-sent';
const notSentPage = (locale: Locale): string => `${NOT_SENT}/${locale}`;
/** Text for an HTML page in an nginx string: HTML's and nginx's special characters escaped. */
const nginxHtmlText = (text: string): string => escapeHtml(text).replace(/\$/g, '&#36;');

/**
 * The stylesheet of nginx's short pages, in their head: the site's colours and type, a readable column, and
 * a link home that is a 44 px target (without it, a line of default text). Its hash is in the pages'
 * Content-Security-Policy (gatsby-node.ts); no quote, dollar sign or backslash, it is an nginx string.
 */
export const SHORT_PAGE_STYLE =
  'body{margin:0 auto;max-width:40rem;padding:24px 16px;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;line-height:1.55;color:#14142b}' +
  'h1{font-size:1.75rem;line-height:1.2}a{display:inline-flex;align-items:center;min-height:44px;padding:0 4px;color:#5b2bd9;font-weight:600}' +
  'a:focus-visible{outline:3px solid #14142b;outline-offset:2px}';

/**
 * An internal location where nginx answers a short HTML page of its own (its status the error's), never
 * cached: a title, a heading, paragraphs, a link home, with SHORT_PAGE_STYLE. Its parts are HTML for an
 * nginx string, escaped by the caller (a heading may hold an nginx variable).
 */
const shortPageLocation = (
  options: NginxOptions,
  path: string,
  page: { locale: Locale; title: string; heading: string; paragraphs: readonly string[]; home: string },
): string => `  location = ${path} {
    internal;
    default_type text/html;
${headers(options, 'page', 'no-store')}
    return 200 '<!doctype html><html lang="${page.locale}"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${page.title}</title><style>${SHORT_PAGE_STYLE}</style><h1>${page.heading}</h1>${page.paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('')}<p><a href="${buildPath('index', page.locale)}">${page.home}</a></p></html>';
  }
`;

const notSentLocation = (options: NginxOptions, locale: Locale): string => {
  const t = saidIn(locale);
  const [title, text, home] = [t('page_not_sent_title'), t('page_not_sent_text'), t('page_not_sent_home')].map(nginxHtmlText);
  return shortPageLocation(options, notSentPage(locale), { locale, title, heading: title, paragraphs: [text], home });
};

/**
 * The errors nginx itself answers under /api/ (a refused method, a body over 1 MB, an address too long
 * or unreadable, a header too large, the rate limit, a CMS that does not answer), in Strapi's error shape,
 * by status.
 */
const API_ERRORS: readonly [number, string, string][] = [
  [400, 'BadRequestError', said('api_bad_request')],
  [403, 'ForbiddenError', said('api_method_refused')],
  [413, 'PayloadTooLargeError', said('api_too_large', { cv: CV_MAX_BYTES / 1024 / 1024 })],
  [414, 'UriTooLongError', said('api_uri_too_long')],
  [429, 'TooManyRequestsError', said('api_too_many')],
  [503, 'ServiceUnavailableError', said('api_unavailable')],
];

/**
 * One spelling of every API address: nginx chooses a location by the normalised path (percent
 * escapes decoded, `//` merged, `..` resolved) but forwards the path as it was sent, so
 * `/api/users/..%2F..%2Fapi%2Frythmo%2Fx` was matched as /api/rythmo/x and reached Strapi's users route.
 * An API address is therefore taken only when the path sent is already normal: letters, digits, `_`, `-`
 * and single slashes. A path sent under /api/ in any other spelling, or one that becomes /api/… only once
 * normalised, is refused with a JSON 400 before any location; what is forwarded is thus the normalised path.
 * The first map reads the path as sent; the second is volatile because the answer's own internal
 * redirect (to API_ERROR) must not be refused again. The request line (not the path) tells an API request
 * for the errors nginx answers before it has read the path (414, a header too large).
 */
const apiPathMaps = (): string => `map $request_uri $rythmo_api_raw_path {
  "~^/api(?:/(?:[A-Za-z0-9_-]+/)*[A-Za-z0-9_-]*)?(?:\\?|$)" plain;
  "~^/api(?:[/?%]|$)" unsafe;
  default other;
}
map "$rythmo_api_raw_path:$uri" $rythmo_api_path_refused {
  volatile;
  "~^unsafe:(?!/_rythmo/)" 1;
  "~^other:/api(?:/|$)" 1;
  default 0;
}
map "$rythmo_api_path_refused:$request" $rythmo_api_request {
  "~^1:" 1;
  "~^0:\\S+ /api(?:[/?%]|$)" 1;
  default 0;
}
map $rythmo_api_request $rythmo_bad_request_page {
  1 ${API_ERROR};
  default ${NOT_FOUND};
}
map $rythmo_api_request $rythmo_refused_page {
  1 ${API_ERROR};
  default ${REFUSED};
}
map $status $rythmo_api_error {
${API_ERRORS.map(([status, name, message]) => `  ${status} ${jsonError(status, name, message)};`).join('\n')}
  default ${jsonError(500, 'InternalServerError', said('api_internal'))};
}
`;

/**
 * A list's page past the first (`?page=2` … of the jobs list, a city's…) is static HTML of its own, under
 * LIST_PAGES_DIR (src/build-time/list-pages.ts): the page's location tries it first. Any other page number, and
 * any other page, is the address's own file.
 */
const listPageMap = (): string => `
# ?page=N (N ≥ 2): the file of that page of the list, tried first (site.conf's page locations).
map $arg_${OFFER_PARAMS.page} $rythmo_list_page {
  "~^(?<n>[2-9]|[1-9][0-9]{1,4})$" "/$n/index.html";
  default "";
}
`;

/**
 * Whether a page's address searches (a parameter of the offer search but its page and language): a jobs
 * list asked so is served with its server-side include on, which a browser without JavaScript reads.
 */
const SEARCH_NAMES = Object.entries(OFFER_PARAMS)
  .filter(([key]) => key !== 'page' && key !== 'locale')
  .map(([, name]) => name.replace(/\[/g, '(?:\\[|%5B)').replace(/\]/g, '(?:\\]|%5D)'));
const searchedMap = (): string => `
# A page's address that searches (site.conf's page locations serve it through ${SEARCHED}/).
map $args $rythmo_searched {
  "~*(?:^|&)(?:${[...new Set(SEARCH_NAMES)].join('|')})=" 1;
  default 0;
}
`;

export const nginxHttpDirectives = (api: ApiProxy): string => `# Generated by gatsby-node (onPostBuild) from src/build-time/hosting/nginx.ts: do not edit.
# Include in the http block, before the server that includes site.conf. The cache folder is relative to nginx's prefix.
limit_req_zone $binary_remote_addr zone=rythmo_api:10m rate=${api.rate};
proxy_cache_path api-cache levels=1:2 keys_zone=rythmo_api_cache:10m max_size=64m inactive=10m use_temp_path=off;
${rootLanguageMaps()}${apiPathMaps()}${listPageMap()}${searchedMap()}`;

/** Strapi's error body, as an nginx string. */
function jsonError(status: number, name: string, message: string): string {
  return `'${JSON.stringify({ data: null, error: { status, name, message, details: {} } }).replace(/'/g, "\\'")}'`;
}

/** A location answering an error of the API in Strapi's JSON shape, never cached. */
const jsonLocation = (options: NginxOptions, path: string, status: number, name: string, message: string): string => `  location ${path} {
    default_type application/json;
${headers(options, 'page', 'no-store')}
    return ${status} ${jsonError(status, name, message)};
  }`;

/** What a multipart body holds besides its file (boundaries, the part's headers). */
const CV_BODY_MARGIN = 64 * 1024;

/** A letter in either case: the CMS's router reads paths so. */
const anyCase = (text: string): string => text.replace(/[a-z]/g, (letter) => `[${letter.toUpperCase()}${letter}]`);

/**
 * The paths of the live API's routes forwarded as `host` (API_ROUTES, @rythmo/site-map), as one regular
 * expression under /api/: each parameter by its pattern, never matching a path of a route that is not
 * forwarded (`alerts/:id` is not the alerts' run, in any case).
 */
function forwardedPaths(host: ApiHost, except: readonly string[] = []): string {
  const routes = apiRoutes();
  const internal = [...new Set(routes.filter((route) => route.host === 'internal' && !route.path.includes(':')).map((route) => route.path.slice(1)))];
  const paths = [...new Set(routes.filter((route) => route.host === host && !except.includes(route.path)).map((route) => route.path))];
  return paths
    .map((path) => {
      const pattern = pathPattern(path);
      const hidden = internal.filter((other) => new RegExp(`^${pattern}$`).test(other));
      return hidden.length === 0 ? pattern : `(?!(?:${hidden.map(anyCase).join('|')})$)${pattern}`;
    })
    .join('|');
}

/** The routes whose body is a file: each its own location, which takes the largest file with room for the form around it. */
const MULTIPART_PATHS = apiRoutes()
  .filter((route) => route.multipart === true)
  .map((route) => route.path);

/** The API locations: the live routes, the public content API, the accounts, a JSON 404 for the rest of /api/. */
function apiLocations(options: NginxOptions, api: ApiProxy): string {
  const forward = (cached: boolean, personal = false, upstream: string = api.upstream): string => `    limit_req zone=rythmo_api burst=${api.burst} nodelay;
    limit_req_status 429;
    error_page 403 413 429 500 ${API_ERROR};
    error_page 502 503 504 =503 ${API_ERROR};
    limit_except ${personal ? 'GET POST PUT PATCH DELETE' : 'GET'} { deny all; }
    proxy_pass ${upstream};
    proxy_set_header Host $http_host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
${[CSP_HEADER, FRAME_DENY[0], HSTS[0], ...SECURITY_HEADERS.map(([name]) => name)].map((name) => `    proxy_hide_header ${name};`).join('\n')}
${
  cached
    ? `    proxy_cache rythmo_api_cache;
    proxy_cache_valid 200 60s;
    proxy_cache_use_stale updating error timeout http_502 http_503 http_504;
    add_header X-Cache-Status $upstream_cache_status always;
`
    : ''
}${personal ? '    proxy_hide_header Cache-Control;\n' : ''}${headers(options, 'page', personal ? 'no-store' : undefined)}`;
  return `  # The live API and the public content API of the CMS, the candidate accounts and their
  # applications and saved offers; nothing else of it (no admin, upload or other users routes).
  location ~ "^/api/(?:${forwardedPaths('search')})$" {
${forward(true, false, api.searchUpstream)}
  }
  location ~ "^/api/(?:${forwardedPaths('live')})$" {
${forward(true)}
  }
  location ~ "^/api/(?:${api.paths.join('|')})(?:/[A-Za-z0-9]+)?$" {
${forward(false)}
  }
  # The accounts, the candidate's records and alerts, the links of the emails, the contact form: answers
  # for one person, never cached.
  location ~ "^/api/(?:${forwardedPaths('personal', MULTIPART_PATHS)})$" {
${forward(false, true)}
  }
${MULTIPART_PATHS.map(
  (path) => `  # A file (PUT, multipart): the largest taken, with room for the form around it.
  location = /api${path} {
    client_max_body_size ${CV_MAX_BYTES + CV_BODY_MARGIN};
${forward(false, true)}
  }
`,
).join('')}${jsonLocation(options, '/api/', 404, 'NotFoundError', said('api_not_found'))}${alertFormLocations(options, forward(false, true))}`;
}

/**
 * The pages an alert's emails link to take their own form's POST, sent by a browser without JavaScript to
 * the page's address with the link's token: it goes to the alert route, with ALERT_FORM_HEADER naming the
 * page's language, and the CMS answers 303 back to the page. Any other method gets the page.
 */
const alertFormLocations = (options: NginxOptions, forward: string): string =>
  (['alert-confirm', 'alert-unsubscribe'] as const)
    .flatMap((key) =>
      LOCALES.map(
        (locale) => `  location = ${buildPath(key, locale)} {
    if ($request_method = POST) { rewrite ^ ${ALERT_FORM_PATH}/${key.slice('alert-'.length)}/${locale} last; }
    error_page 404 ${notFoundFile(locale)};
    try_files $uri/index.html =404;
${headers(options, 'page', CACHE.revalidate)}
  }
`,
      ),
    )
    .concat(
      `  location ~ "^${ALERT_FORM_PATH}/(?<alert_action>confirm|unsubscribe)/(?<alert_locale>${LANGUAGES})$" {
    internal;
    rewrite ^ /api/alerts/$alert_action break;
    proxy_set_header ${ALERT_FORM_HEADER} $alert_locale;
${forward}
  }
`,
    )
    .join('');
const ALERT_FORM_PATH = '/_rythmo/alert-form';

/** Where editors read the result of the last rebuild (JSON). */
export const BUILD_STATUS_PATH = '/_build/status.json';

const addHeaders = (list: readonly (readonly [string, string])[], cacheControl: string | undefined, indent: string): string =>
  [...(cacheControl === undefined ? [] : [['Cache-Control', cacheControl] as const]), ...list]
    .map(([name, value]) => `${indent}add_header ${name} "${value}" always;`)
    .concat(`${indent}add_header ${HSTS[0]} $hsts always;`)
    .join('\n');

/** nginx sends a level's add_header only when the inner level has none: each location repeats them all. */
const headers = (options: NginxOptions, framing: Framing, cacheControl?: string, indent: string = '    '): string =>
  addHeaders([...SECURITY_HEADERS, [CSP_HEADER, options.csp[framing]], ...(framing === 'page' ? frameHeaders(options.csp.page) : [])], cacheControl, indent);

const statusLocation = (options: NginxOptions, file: string): string => `  # The last rebuild of the site, for editors: never cached.
  location = ${BUILD_STATUS_PATH} {
    default_type application/json;
    alias ${file};
${headers(options, 'page', 'no-store')}
  }
`;

/** An HTML location: a list's page asked for (`?page=N`), slash-less paths, the locale's not-found page, revalidated caching. */
const page = (options: NginxOptions, match: string, locale: Locale, framing: Framing): string => `  location ${match} {
    error_page 404 ${notFoundFile(locale)};
    error_page 405 ${notSentPage(locale)};
${framing === 'page' && options.api !== undefined ? `    if ($rythmo_searched) { rewrite ^ ${SEARCHED}$uri last; }\n` : ''}    try_files ${framing === 'page' ? `${LIST_PAGES_DIR}$uri$rythmo_list_page ` : ''}$uri $uri/index.html =404;
${headers(options, framing, CACHE.revalidate)}
  }
`;

/** Where a page asked with a search is served from (an internal location), and its include answered. */
const SEARCHED = '/_rythmo/searched';
const NO_SCRIPT_EMPTY = '/_rythmo/no-script-empty';

/**
 * A jobs list searched by a browser without JavaScript: the page asked with a search is its
 * static file with server-side includes on, whose <noscript> includes the live API's answer, rendered by
 * the search thread with the site's components (src/features/jobs/no-script). Not cached by nginx or with
 * a validator (the file's would outlive the answer). The include's own location forwards to the search
 * thread, which answers 204 when it has nothing to include; an error there is an empty answer too, and
 * the page then shows its own notice and list. Asked from outside, any of these is the not-found page.
 */
const noScriptLocations = (options: NginxOptions, api: ApiProxy): string[] => [
  ...LOCALES.map(
    (locale) => `  location ^~ ${SEARCHED}${localeSettings(locale).prefix}/ {
    internal;
    limit_req zone=rythmo_api burst=${api.burst} nodelay;
    limit_req_status 429;
    ssi on;
    ssi_silent_errors on;
    rewrite ^${SEARCHED}(/.*)$ $1 break;
    error_page 404 ${notFoundFile(locale)};
    try_files $uri $uri/index.html =404;
${headers(options, 'page', CACHE.revalidate)}
  }
`,
  ),
  `  location ~ "^${NO_SCRIPT_INCLUDE}(?<no_script_context>[0-9a-f]+)$" {
    internal;
    rewrite ^ ${NO_SCRIPT_API_PATH}$no_script_context break;
    proxy_pass ${api.searchUpstream};
    proxy_cache rythmo_api_cache;
    proxy_cache_valid 200 30s;
    proxy_intercept_errors on;
    error_page 500 502 503 504 =204 ${NO_SCRIPT_EMPTY};
  }
  location = ${NO_SCRIPT_EMPTY} {
    internal;
    return 204;
  }
`,
];

/** The not-found page of a locale as a file: Gatsby writes the default one as /404.html. */
const notFoundFile = (locale: Locale): string => (locale === DEFAULT_LOCALE ? '/404.html' : `${buildPath('not-found', locale)}/index.html`);

/** Pages are served in the locale of their prefix, embeddable views with their own framing rules. */
/** The root: the visitor's language decides (rootLanguageMaps); the answer varies with the cookie and the browser's languages. */
const rootLocation = (options: NginxOptions): string => `  location = / {
    error_page 405 ${notSentPage(DEFAULT_LOCALE)};
${PREFIXED_LOCALES.map((locale) => `    if ($rythmo_root_lang = ${locale}) { return 302 ${localeSettings(locale).prefix}$is_args$args; }`).join('\n')}
    try_files /index.html =404;
    add_header Vary "Cookie, Accept-Language" always;
${headers(options, 'page', CACHE.revalidate)}
  }
`;

const pageLocations = (options: NginxOptions): string =>
  [
    rootLocation(options),
    page(options, '/', DEFAULT_LOCALE, 'page'),
    ...PREFIXED_LOCALES.map((locale) => page(options, `^~ ${localeSettings(locale).prefix}/`, locale, 'page')),
    `  # The lists' pages past the first are served at their list's address only (?page=N).\n  location ^~ ${LIST_PAGES_DIR}/ {\n    return 404;\n  }\n`,
    ...(options.api === undefined ? [] : noScriptLocations(options, options.api)),
    '  # Embeddable views are meant to be framed by partner sites.\n',
    ...LOCALES.map((locale) => page(options, `^~ ${embedPrefix(locale)}/`, locale, 'embed')),
    ...LOCALES.map((locale) => notSentLocation(options, locale)),
    ...shellRoutes().flatMap((route) => LOCALES.map((locale) => shellLocation(options, route, locale))),
  ].join('');

/**
 * A shell route's paths (RouteMeta.shellOf) get its shell's page while the route it stands for has the
 * page of the same parameter (/iframe/jobs/x while /offres-emploi/x exists), else the not-found page
 * with 404: an unknown or expired offer's view is a 404, as its page is. The shell's own path, and any
 * deeper one, are 404 too.
 */
function shellLocation(options: NginxOptions, { name, of }: { name: RouteName; of: RouteName }, locale: Locale): string {
  const { path } = shellPage(name, locale);
  const framing: Framing = routeMeta(name).embed === true ? 'embed' : 'page';
  const notFound = notFoundFile(locale);
  return `  location = ${path} {
    error_page 404 ${notFound};
    return 404;
  }
  location ^~ ${path}/ {
    error_page 404 ${notFound};
    location ~ "^${routePattern(name, locale, '(?<shell_value>[^/]+)')}$" {
      error_page 404 ${notFound};
      if (!-f $document_root${routePattern(of, locale, '$shell_value')}/index.html) { return 404; }
      try_files ${path}/index.html =404;
${headers(options, framing, CACHE.revalidate, '      ')}
    }
    return 404;
  }
`;
}

/**
 * The redirect table as server-level rewrites: applied in order to the path, then one 301 to the result
 * when it differs, with the query string kept. Exact redirects (from CMS data) apply to the rewritten path.
 */
const redirects = (rules: readonly RedirectRule[], exact: readonly ExactRedirect[]): string =>
  [
    '  set $redirect_from $uri;',
    ...rules.map((rule) => `  rewrite "${rule.pattern}" "${rule.replacement}"; # ${rule.id}`),
    ...exact.map((redirect) => `  if ($uri = "${redirect.from}") { return ${redirectStatus(redirect)} ${redirect.to}$is_args$args; }`),
    '  if ($uri != $redirect_from) { return 301 $uri$is_args$args; }',
  ].join('\n');

export function nginxSiteDirectives(options: NginxOptions): string {
  const { root, rules, exact = [], statusFile } = options;
  return `# Generated by gatsby-node (onPostBuild) from src/build-time/hosting/nginx.ts: do not edit.
# Include inside a server block: server { listen 80; include site.conf; }
  root ${root};
  charset utf-8;
  absolute_redirect off;
  server_tokens off;
  autoindex off;
  gzip on;
  gzip_vary on;
  # The scripts and stylesheets webpack writes come compressed at brotli's and gzip's best level, their .br
  # and .gz beside them (gatsby-node.ts), sent as they are to a browser that takes either (brotli first:
  # the module libnginx-mod-http-brotli-static); the rest is compressed as it is sent, at gzip's fastest.
  brotli_static on;
  gzip_static on;
  gzip_types text/css application/javascript application/json application/manifest+json application/atom+xml image/svg+xml text/plain;

  # HSTS over https only: nginx leaves out a header whose value is empty.
  set $hsts "";
  if ($scheme = https) { set $hsts "${HSTS[1]}"; }

  # Responses made at this level (redirects, refused requests) carry the headers of a page.
${headers(options, 'page', undefined, '  ')}

  # An API address in any spelling but its plain one (see apiPathMaps in http.conf).
  if ($rythmo_api_path_refused) { return 400; }

${redirects(rules, exact)}

  # Errors nginx answers before any location: in JSON for the API (told by the request line: a path too long
  # or unreadable is not parsed), else a malformed address (a bad percent-encoding) is a page that does not
  # exist, and a request too large a short page. The status stays the error's (no =), except the not-found
  # page's, whose own 404 needs a second error page.
  recursive_error_pages on;
  error_page 400 $rythmo_bad_request_page;
  error_page 413 414 494 $rythmo_refused_page;
  error_page 404 /404.html;
  location = ${API_ERROR} {
    internal;
    default_type application/json;
${headers(options, 'page', 'no-store')}
    return 200 $rythmo_api_error;
  }
  location = ${NOT_FOUND} {
    internal;
    return 404;
  }
${shortPageLocation(options, REFUSED, { locale: 'fr', title: 'Requête refusée', heading: 'Requête refusée ($status)', paragraphs: [], home: 'Retour à l’accueil' })}
  # Build files a visitor has no use for.
  location ~ "(${PRIVATE_FILES.map((file) => file.pattern).join('|')})" {
    return 404;
  }

${options.api !== undefined ? apiLocations(options, options.api) : ''}${pageLocations(options)}${statusFile !== undefined ? statusLocation(options, statusFile) : ''}  location ^~ /page-data/ {
    try_files $uri =404;
${headers(options, 'page', CACHE.revalidate)}
  }

  # The web app manifests (gatsby-plugin-manifest), whose extension nginx's types do not know.
  location ~ "^/manifest(_[a-z]{2})?\\.webmanifest$" {
    default_type application/manifest+json;
    try_files $uri =404;
${headers(options, 'page', CACHE.revalidate)}
  }

  # Content-hashed file names: they never change, so browsers keep them for a year. The scripts webpack
  # writes run in a page, under its policy, and are never a page themselves (opened alone, one is shown as
  # text): they go without the headers only a document reads (the policy, the framing, the opener, the
  # permissions: about 1 KB, on each of a page's scripts). The files under /static/ (images, the CMS's
  # files) keep them all: an SVG opened alone is a document.
  location ~ "^/[^/]+-[0-9a-f]{20}\\.(js|css)$" {
    try_files $uri =404;
${addHeaders(RESOURCE_HEADERS, CACHE.immutable, '    ')}
  }
  location ~ "^/static/.+$" {
    try_files $uri =404;
${headers(options, 'page', CACHE.immutable)}
  }
`;
}
