import { PRIVATE_FILES } from '../../../src/build-time/hosting/headers';
import { nginxHttpDirectives, nginxSiteDirectives, SHORT_PAGE_STYLE } from '../../../src/build-time/hosting/nginx';
import { REDIRECT_RULES } from '../../../src/build-time/redirects';

describe('nginx site directives', () => {
  const csp = { page: "default-src 'self'; frame-ancestors 'none'", embed: "default-src 'self'; frame-ancestors https://partenaire.example" };
  const conf = nginxSiteDirectives({
    root: '/srv/site/public',
    rules: REDIRECT_RULES,
    exact: [
      { from: '/partenaires/AG-1', to: '/partenaires/agence-1' },
      { from: '/soldes-ete', to: '/jobs-ete-lyon', permanent: false },
    ],
    csp,
    statusFile: '/srv/status.json',
  });
  /** The block of a location, from its opening line to its closing brace. */
  const block = (opening: string): string => {
    const start = conf.indexOf(`location ${opening} {`);
    return conf.slice(start, conf.indexOf('\n  }\n', start));
  };

  it('answers the root in the visitor’s language: a redirect for another language, the page otherwise, varying with both', () => {
    expect(conf).toMatch(
      /location = \/ \{\n\s+error_page 405 \/_rythmo\/not-sent\/fr;\n\s+if \(\$rythmo_root_lang = en\) \{ return 302 \/en\$is_args\$args; \}\n\s+try_files \/index\.html =404;\n\s+add_header Vary "Cookie, Accept-Language" always;/,
    );
  });

  it('serves slash-less paths from their index.html and the not-found page of each locale', () => {
    expect(conf).toContain('root /srv/site/public;');
    // A list's page asked for (?page=N) first: its file under /_pages (src/build-time/list-pages.ts), which is no address of its own.
    expect(conf).toMatch(
      /location \/ \{\n\s+error_page 404 \/404\.html;\n\s+error_page 405 \/_rythmo\/not-sent\/fr;\n\s+try_files \/_pages\$uri\$rythmo_list_page \$uri \$uri\/index\.html =404;/,
    );
    expect(conf).toMatch(/location \^~ \/_pages\/ \{\n\s+return 404;/);
    expect(nginxHttpDirectives({ upstream: 'http://127.0.0.1:1337', searchUpstream: 'http://127.0.0.1:1347', paths: [], rate: '20r/s', burst: 40 })).toContain(
      'map $arg_page $rythmo_list_page {',
    );
    expect(conf).toMatch(/location \^~ \/en\/ \{\n\s+error_page 404 \/en\/404\/index\.html;/);
  });

  it('answers a form sent to a page (405) with a page saying so in the page’s language', () => {
    expect(block('^~ /en/')).toContain('error_page 405 /_rythmo/not-sent/en;');
    expect(block('^~ /iframe/')).toContain('error_page 405 /_rythmo/not-sent/fr;');
    const french = block('= /_rythmo/not-sent/fr');
    expect(french).toContain('internal;');
    expect(french).toContain('Cache-Control "no-store"');
    expect(french).toContain('<html lang="fr">');
    expect(french).toContain('<h1>Formulaire non envoyé</h1>');
    expect(french).toContain('<a href="/">Retour à l’accueil</a>');
    const english = block('= /_rythmo/not-sent/en');
    expect(english).toContain('<h1>Form not sent</h1>');
    expect(english).toContain('<a href="/en">Back to the home page</a>');
    // Its status stays 405: the error page is named without « = ».
    expect(conf).not.toMatch(/error_page 405 =/);
  });

  it('styles its short pages with one stylesheet nginx leaves as it is: no quote, variable or escape in it', () => {
    for (const page of ['= /_rythmo/not-sent/fr', '= /_rythmo/refused']) expect(block(page)).toContain(`<style>${SHORT_PAGE_STYLE}</style>`);
    expect(SHORT_PAGE_STYLE).not.toMatch(/['$\\]/);
    expect(SHORT_PAGE_STYLE).toMatch(/a\{[^}]*min-height:44px/);
  });

  it('caches hashed assets for a year and revalidates HTML and page data', () => {
    expect(block('~ "^/[^/]+-[0-9a-f]{20}\\.(js|css)$"')).toContain('add_header Cache-Control "public, max-age=31536000, immutable" always;');
    expect(block('~ "^/static/.+$"')).toContain('add_header Cache-Control "public, max-age=31536000, immutable" always;');
    expect(conf).toMatch(/location \^~ \/page-data\/ \{[^}]*max-age=0, must-revalidate/);
  });

  it('serves the web app manifests of every language with their type, compressed, revalidated', () => {
    const location = /location ~ "([^"]+)" \{\n\s+default_type application\/manifest\+json;[^}]*must-revalidate/.exec(conf);
    expect(location).not.toBeNull();
    const pattern = new RegExp(location?.[1] ?? '$^');
    for (const served of ['/manifest.webmanifest', '/manifest_en.webmanifest']) expect(pattern.test(served)).toBe(true);
    for (const other of ['/manifest.json', '/en/manifest.webmanifest', '/manifest_en.webmanifest.bak']) expect(pattern.test(other)).toBe(false);
    expect(conf).toMatch(/gzip_types [^;]*application\/manifest\+json/);
  });

  it('rewrites with every rule of the table in order, then redirects once with the query string', () => {
    const positions = REDIRECT_RULES.map((rule) => conf.indexOf(`rewrite "${rule.pattern}" "${rule.replacement}"; # ${rule.id}`));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(conf.indexOf('if ($uri = "/partenaires/AG-1") { return 301 /partenaires/agence-1$is_args$args; }')).toBeGreaterThan(positions[positions.length - 1]);
    expect(conf).toContain('if ($uri = "/soldes-ete") { return 302 /jobs-ete-lyon$is_args$args; }');
    expect(conf).toContain('if ($uri != $redirect_from) { return 301 $uri$is_args$args; }');
  });

  it('sends the CSP and the security headers in every location and at server level (redirects, errors)', () => {
    const blocks = ['/', '^~ /en/', '^~ /page-data/', '= /_build/status.json', '~ "^/static/.+$"'].map(block);
    const serverLevel = conf.slice(0, conf.indexOf('\n  location'));
    for (const text of [...blocks, serverLevel]) {
      expect(text).toContain(`add_header Content-Security-Policy "${csp.page}" always;`);
      expect(text).toContain('add_header X-Frame-Options "DENY" always;');
      expect(text).toContain('add_header Cross-Origin-Resource-Policy "same-origin" always;');
      expect(text).toContain('add_header Strict-Transport-Security $hsts always;');
    }
    expect(serverLevel).toContain('if ($scheme = https) { set $hsts "max-age=63072000; includeSubDomains"; }');
  });

  it('sends the built scripts with the headers a script is read with, not those only a document reads', () => {
    const scripts = block('~ "^/[^/]+-[0-9a-f]{20}\\.(js|css)$"');
    for (const [name, value] of [
      ['X-Content-Type-Options', 'nosniff'],
      ['Referrer-Policy', 'strict-origin-when-cross-origin'],
      ['Cross-Origin-Resource-Policy', 'same-origin'],
    ])
      expect(scripts).toContain(`add_header ${name} "${value}" always;`);
    expect(scripts).toContain('add_header Strict-Transport-Security $hsts always;');
    for (const name of ['Content-Security-Policy', 'X-Frame-Options', 'Cross-Origin-Opener-Policy', 'Permissions-Policy']) expect(scripts).not.toContain(name);
  });

  it('lets partner sites frame the embeddable views only', () => {
    for (const opening of ['^~ /iframe/', '^~ /en/iframe/']) {
      expect(block(opening)).not.toContain('X-Frame-Options');
      expect(block(opening)).toContain(`add_header Content-Security-Policy "${csp.embed}" always;`);
    }
  });

  it('serves the offers’ view from its shell while the offer has a page, framed by partners only; else, and at the shell’s own path, the not-found page', () => {
    expect(block('= /iframe/jobs')).toMatch(/error_page 404 \/404\.html;\n\s+return 404;/);
    const shell = conf.slice(conf.indexOf('location ^~ /en/iframe/jobs/ {'));
    expect(shell).toMatch(
      /^location \^~ \/en\/iframe\/jobs\/ \{\n\s+error_page 404 \/en\/404\/index\.html;\n\s+location ~ "\^\/en\/iframe\/jobs\/\(\?<shell_value>\[\^\/\]\+\)\$" \{/,
    );
    expect(shell).toContain('if (!-f $document_root/en/jobs/$shell_value/index.html) { return 404; }');
    expect(shell).toContain('try_files /en/iframe/jobs/index.html =404;');
    expect(shell).toContain(`add_header Content-Security-Policy "${csp.embed}" always;`);
    expect(shell.slice(0, shell.indexOf('\n  }\n'))).not.toContain('X-Frame-Options');
    // After the view's location: any other path under the folder.
    expect(shell).toMatch(/\n {4}\}\n {4}return 404;\n {2}\}/);
  });

  it('answers 404 for the build files visitors have no use for', () => {
    const deny = conf.slice(conf.indexOf('location ~ "(/\\.'));
    const pattern = new RegExp(/location ~ "(.+)" \{\n\s+return 404;/.exec(deny)?.[1] ?? 'never');
    for (const file of PRIVATE_FILES) expect(pattern.test(file.example)).toBe(true);
    for (const served of ['/villes/lyon', '/app-0123456789abcdef0123.js', '/page-data/app-data.json', '/sitemap-index.xml', '/robots.txt'])
      expect(pattern.test(served)).toBe(false);
  });
});

describe('nginx API proxy', () => {
  const csp = { page: "default-src 'self'", embed: "default-src 'self'" };
  const api = { upstream: 'http://127.0.0.1:1337', searchUpstream: 'http://127.0.0.1:1347', paths: ['agencies', 'job-offers'], rate: '20r/s', burst: 40 };
  const conf = nginxSiteDirectives({ root: '/srv/site/public', rules: [], csp, api });
  /** The first regular-expression location whose pattern takes `path` (nginx's order), and where it starts. */
  const locationOf = (path: string): { at: number; block: string } => {
    for (const found of conf.matchAll(/ {2}location ~ "(.*)" \{/g)) {
      if (new RegExp(found[1]).test(path)) return { at: found.index, block: conf.slice(found.index, conf.indexOf('\n  }\n', found.index)) };
    }
    return { at: -1, block: '' };
  };
  const live = locationOf('/api/rythmo/generic/job-offers/works').block;

  it('forwards the live routes (cached) and the public types only, GET only, rate-limited with a JSON 429', () => {
    expect(live).toContain('proxy_pass http://127.0.0.1:1337;');
    expect(live).toContain('proxy_cache rythmo_api_cache;');
    expect(live).toContain('limit_req zone=rythmo_api burst=40 nodelay;');
    expect(live).toContain('limit_except GET { deny all; }');
    expect(live).toContain('proxy_hide_header Content-Security-Policy;');
    expect(conf).toContain('location ~ "^/api/(?:agencies|job-offers)(?:/[A-Za-z0-9]+)?$" {');
    expect(conf).toMatch(
      /location \/api\/ \{[^}]*return 404 '\{"data":null,"error":\{"status":404,"name":"NotFoundError","message":"Adresse inconnue de l’API.","details":\{\}\}\}';/,
    );
    expect(live).toContain('error_page 403 413 429 500 /_rythmo/api-error;');
    expect(conf).toMatch(/location = \/_rythmo\/api-error \{\n\s+internal;\n\s+default_type application\/json;[^}]*return 200 \$rythmo_api_error;/);
  });

  it('answers a JSON 503 when the CMS is down, and serves the live routes it cached while it is', () => {
    expect(live).toContain('error_page 502 503 504 =503 /_rythmo/api-error;');
    expect(live).toMatch(/proxy_cache_use_stale [^;]*\berror\b[^;]*\bhttp_502\b/);
    // Concurrent misses go to the CMS at once: a cache lock would hold them up to half a second.
    expect(live).not.toContain('proxy_cache_lock on');
  });

  it('answers the errors nginx makes under /api/ in Strapi’s JSON shape, by status', () => {
    const errors = /map \$status \$rythmo_api_error \{\n([^}]*(?:\}[^}]*)*?)\n\}/.exec(nginxHttpDirectives(api))?.[1] ?? '';
    const bodies = new Map([...errors.matchAll(/^\s+(\w+) '(.*)';$/gm)].map(([, status, body]) => [status, JSON.parse(body.replace(/\\'/g, "'")) as unknown]));
    for (const status of ['400', '403', '413', '414', '429', '503']) {
      expect(bodies.get(status)).toMatchObject({ data: null, error: { status: Number(status), details: {} } });
    }
    expect(bodies.get('default')).toMatchObject({ data: null, error: { status: 500, name: 'InternalServerError' } });
  });

  it('takes an API address only in its plain spelling: any other under /api/, or one that becomes /api/ once normalised, is a 400', () => {
    const http = nginxHttpDirectives(api);
    const rawMap = /map \$request_uri \$rythmo_api_raw_path \{\n\s+"~([^"]+)" plain;\n\s+"~([^"]+)" unsafe;/.exec(http);
    const [plain, unsafe] = [new RegExp(rawMap?.[1] ?? '$^'), new RegExp(rawMap?.[2] ?? '$^')];
    const kind = (uri: string): string => (plain.test(uri) ? 'plain' : unsafe.test(uri) ? 'unsafe' : 'other');
    for (const uri of ['/api/cities', '/api/rythmo/geo-search?type=CITY&query=l%C3%A9on', '/api/cities/', '/api/auth/local']) expect(kind(uri)).toBe('plain');
    for (const uri of ['/api//cities', '/api/users/..%2F..%2Fapi%2Frythmo%2Fx', '/api/../villes', '/api/%00', '/api/%63ities', '/api/./cities', '/api/x%2e%2e'])
      expect(kind(uri)).toBe('unsafe');
    for (const uri of ['//api/cities', '/admin/..%2Fapi/x', '/villes/lyon', '/API/cities']) expect(kind(uri)).toBe('other');
    const refused = /map "\$rythmo_api_raw_path:\$uri" \$rythmo_api_path_refused \{\n\s+volatile;\n\s+"~([^"]+)" 1;\n\s+"~([^"]+)" 1;/.exec(http);
    const refuses = (key: string): boolean => [refused?.[1], refused?.[2]].some((pattern) => new RegExp(pattern ?? '$^').test(key));
    expect(refuses('unsafe:/villes')).toBe(true);
    expect(refuses('other:/api/rythmo/x')).toBe(true);
    // The JSON answer's own internal redirect is not refused again.
    expect(refuses('unsafe:/_rythmo/api-error')).toBe(false);
    expect(refuses('plain:/api/cities')).toBe(false);
    expect(refuses('other:/villes/lyon')).toBe(false);
    expect(conf).toContain('if ($rythmo_api_path_refused) { return 400; }');
    expect(conf.indexOf('if ($rythmo_api_path_refused)')).toBeLessThan(conf.indexOf('set $redirect_from $uri;'));
  });

  it('puts the zones in the http block: the rate per client and the cache', () => {
    expect(nginxHttpDirectives(api)).toContain('limit_req_zone $binary_remote_addr zone=rythmo_api:10m rate=20r/s;');
    expect(nginxHttpDirectives(api)).toMatch(/proxy_cache_path api-cache .*keys_zone=rythmo_api_cache:10m/);
    // The root's language: the cookie, else the first language of the browser's list the site speaks.
    const browser = /map \$http_accept_language \$rythmo_browser_lang \{\n\s+default fr;\n\s+"~\*([^"]+)" \$lang;/.exec(nginxHttpDirectives(api));
    const first = new RegExp(browser?.[1].replace('(?<lang>', '(') ?? '$^', 'i');
    expect(first.exec('de-DE,de;q=0.9,en-GB;q=0.8,fr;q=0.7')?.[1]).toBe('en');
    expect(first.exec('fr-CA,en')?.[1]).toBe('fr');
    expect(first.exec('de,enx,es')).toBeNull();
    expect(nginxHttpDirectives(api)).toContain('map $cookie_i18n_redirected $rythmo_cookie_lang {');
  });

  it('sends the offer and geo searches to the search thread, their one server, before the other live routes', () => {
    for (const path of ['/api/rythmo/job-offers', '/api/rythmo/geo-search']) {
      const { block } = locationOf(path);
      expect(block).toContain('proxy_pass http://127.0.0.1:1347;');
      expect(block).toContain('proxy_cache rythmo_api_cache;');
      expect(block).toContain('limit_except GET { deny all; }');
    }
    expect(live).toContain('proxy_pass http://127.0.0.1:1337;');
  });

  it('forwards the routes of the API’s table only: any other path under /api/rythmo/ is the JSON 404', () => {
    for (const path of ['/api/rythmo/x', '/api/rythmo/job-offers/x', '/api/rythmo/generic/job-offers', '/api/rythmo/no-script-offers/7b7d'])
      expect(locationOf(path).at).toBe(-1);
    expect(conf).toMatch(/location \/api\/ \{\n\s+default_type application\/json;[^}]*return 404 /);
  });

  it('forwards the account routes, the candidate profile, records and alerts and the contact form, with GET, POST, PUT, PATCH and DELETE, never cached', () => {
    const start = conf.indexOf('location ~ "^/api/(?:auth/');
    const block = conf.slice(start, conf.indexOf('\n  }\n', start));
    expect(block).toContain('limit_except GET POST PUT PATCH DELETE { deny all; }');
    expect(block).not.toContain('client_max_body_size');
    expect(block).toContain('add_header Cache-Control "no-store" always;');
    expect(block).not.toContain('proxy_cache ');
    const pattern = new RegExp(/location ~ "(.*)" \{/.exec(block)?.[1] ?? '');
    for (const path of [
      '/api/auth/local',
      '/api/auth/local/register',
      '/api/auth/forgot-password',
      '/api/auth/github/callback',
      '/api/connect/github',
      '/api/users/me',
      '/api/profile',
      '/api/profile/export',
      '/api/alerts',
      '/api/alerts/abc123',
      '/api/alerts/unsubscribe',
      '/api/applications',
      '/api/saved-offers/abc123',
      '/api/contact-requests',
      '/api/application-answers',
      '/api/application-answers/cv',
    ]) {
      expect(pattern.test(path)).toBe(true);
    }
    for (const path of [
      '/api/users',
      '/api/users/1',
      '/api/auth/local/other',
      '/api/applications/a/b',
      '/api/contact-requests/abc',
      '/api/profile/x',
      '/api/profile/export/x',
      '/api/alerts/run',
      '/api/alerts/RUN',
      '/api/alerts/Run',
      '/api/alerts/a/b',
      '/api/application-answers/x',
    ]) {
      expect(pattern.test(path)).toBe(false);
    }
  });

  it('takes a CV of up to 5 MB, and its form, at the CV’s own address only', () => {
    const start = conf.indexOf('location = /api/profile/cv {');
    expect(start).toBeGreaterThan(-1);
    const block = conf.slice(start, conf.indexOf('\n  }\n', start));
    expect(block).toContain(`client_max_body_size ${5 * 1024 * 1024 + 64 * 1024};`);
    expect(block).toContain('limit_except GET POST PUT PATCH DELETE { deny all; }');
    expect(block).toContain('add_header Cache-Control "no-store" always;');
  });

  it('forwards nothing without an upstream', () => {
    expect(nginxSiteDirectives({ root: '/srv', rules: [], csp })).not.toContain('/api/');
  });
});
