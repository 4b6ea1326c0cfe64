import fs from 'fs';
import os from 'os';
import path from 'path';
import { expect, test, type Page } from '@playwright/test';
import { buildToken, cmsFirst, cmsUrl, previewToken } from './support/cms';
import { rawRequest } from './support/http';
import { PUBLIC_DIR } from './support/public-dir';
import { asVisitor, siteUrl } from './support/site';

// The holes found in review (issue « Security »), each reproduced against the running stack.

const DRAFTS_REFUSED = 'Seul le contenu publié est servi par cette API.';
const hasDraft = (body: string): boolean => body.includes('"publishedAt":null');

test.describe('the CMS content API', () => {
  test('serves drafts to nobody but the preview token, however the path or the status is spelled', async () => {
    const refused = [
      '/api/job-offers?status=draft',
      '/api/JOB-OFFERS?status=draft',
      '/api/Job-Offers?status=draft',
      '/api/job-offers/?status=draft',
      '/api/Job-offers/?status=DRAFT',
      '/api/job-offers?status=DRAFT',
      '/api/job-offers?status[]=draft',
      '/api/job-offers?status[0]=draft',
      '/api/job-offers?status=',
      '/api/GLOBAL?status=draft',
      '/api/cities/?status=Draft&locale=fr',
    ];
    for (const path of refused) {
      const response = await rawRequest(`${cmsUrl()}${path}`);
      expect(response.status, path).toBe(403);
      expect(JSON.parse(response.body), path).toMatchObject({ data: null, error: { status: 403, message: DRAFTS_REFUSED } });
    }
    // Paths spelled otherwise than nginx forwards them (cms/src/middlewares/api-path.ts): refused before any content is read.
    for (const [path, status] of [
      ['//api/job-offers?status=draft', 400],
      ['/%2Fapi/job-offers?status=draft', 400],
      ['/api%2Fjob-offers?status=draft', 400],
      ['/API/job-offers?status=draft', 400],
      ['/Api/global?status=draft', 400],
    ] as const) {
      const response = await rawRequest(`${cmsUrl()}${path}`);
      expect(response.status, path).toBe(status);
      expect(hasDraft(response.body), path).toBe(false);
    }
    // Strapi 4's parameter means nothing to Strapi 5: published entries only.
    const legacy = await rawRequest(`${cmsUrl()}/api/job-offers?publicationState=preview&pagination[pageSize]=100`);
    expect(legacy.status).toBe(200);
    expect(hasDraft(legacy.body)).toBe(false);
    // The preview site still reads drafts, whatever the spelling of its path.
    const preview = await rawRequest(`${cmsUrl()}/api/Job-Offers?status=draft&pagination[pageSize]=5`, {
      headers: { Authorization: `Bearer ${previewToken()}` },
    });
    expect(preview.status).toBe(200);
    expect(hasDraft(preview.body)).toBe(true);
  });

  test('answers CORS to the site and the preview only, never with credentials, admin routes included', async () => {
    const cms = cmsUrl();
    for (const origin of [new URL(siteUrl()).port, process.env.E2E_PREVIEW_PORT].map((port) => `http://localhost:${port}`)) {
      const allowed = await rawRequest(`${cms}/api/cities?pagination[pageSize]=1`, { headers: { Origin: origin } });
      expect(allowed.headers['access-control-allow-origin']).toBe(origin);
      expect(allowed.headers['access-control-allow-credentials']).toBeUndefined();
    }
    const evil = { Origin: 'https://evil.example' };
    const requests = [
      rawRequest(`${cms}/api/cities?pagination[pageSize]=1`, { headers: evil }),
      rawRequest(`${cms}/api/cities`, { method: 'OPTIONS', headers: { ...evil, 'Access-Control-Request-Method': 'GET' } }),
      rawRequest(`${cms}/admin/login`, {
        method: 'OPTIONS',
        headers: { ...evil, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
      }),
      rawRequest(`${cms}/admin/login`, { method: 'POST', headers: evil, body: '{}' }),
    ];
    for (const response of await Promise.all(requests)) {
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    }
  });

  test('refuses expensive public queries at once with a JSON 400; the build token keeps what the build needs', async () => {
    const heavy = [
      '/api/job-offers?pagination[pageSize]=1000',
      '/api/job-offers?pagination[limit]=500',
      '/api/job-offers?pagination[pageSize]=100000',
      '/api/job-offers?populate[works][populate][work][populate][groupe_de_metiers][populate][work]=*',
      '/api/works?populate=villes.city.image',
      '/api/job-offers?filters[works][work][groupe_de_metiers][name][$eq]=x',
    ];
    for (const path of heavy) {
      const started = performance.now();
      const response = await rawRequest(`${cmsUrl()}${path}`);
      const ms = performance.now() - started;
      test.info().annotations.push({ type: 'refused in', description: `${path}: ${ms.toFixed(0)} ms` });
      expect(response.status, path).toBe(400);
      // Refused before any row is read: a short error, not a page of entries.
      expect(response.body.length, path).toBeLessThan(1000);
      expect(JSON.parse(response.body), path).toMatchObject({ data: null, error: { status: 400, name: 'ValidationError' } });
    }
    // The limits themselves are allowed: 100 per page, two levels of relations (the live API's works query).
    expect((await rawRequest(`${cmsUrl()}/api/job-offers?pagination[pageSize]=100`)).status).toBe(200);
    expect(
      (
        await rawRequest(
          `${cmsUrl()}/api/works?sort=sort&populate[0]=image&populate[1]=faq&populate[2]=villes&populate[3]=villes.faq&populate[4]=groupe_de_metiers&locale=fr`,
        )
      ).status,
    ).toBe(200);
    const build = await rawRequest(`${cmsUrl()}/api/job-offers?pagination[pageSize]=250&populate[works][populate][work][populate]=image`, {
      headers: { Authorization: `Bearer ${buildToken()}` },
    });
    expect(build.status).toBe(200);
    expect((JSON.parse(build.body) as { data: unknown[] }).data).toHaveLength(250);
  });

  test('says nothing about itself, and its favicon answers', async () => {
    const api = await rawRequest(`${cmsUrl()}/api/cities?pagination[pageSize]=1`);
    expect(api.headers['x-powered-by']).toBeUndefined();
    const favicon = await rawRequest(`${cmsUrl()}/favicon.ico`);
    expect(favicon.status).toBe(200);
    expect(favicon.headers['content-type']).toMatch(/^image\//);
  });

  test('counts clients apart by X-Forwarded-For only when they come through the trusted proxy', async () => {
    // One account tried by each client: its failures from one address are what the guard holds back first
    // (accounts-api.spec.ts has the other counts).
    const login = (client: string, localAddress: string, account: string = client) =>
      rawRequest(`${cmsUrl()}/api/auth/local`, {
        method: 'POST',
        localAddress,
        headers: { 'X-Forwarded-For': client },
        body: JSON.stringify({ identifier: `personne-${account}@exemple.fr`, password: 'mauvais-mot-de-passe' }),
      });
    // Through the proxy (nginx on 127.0.0.1): one client is limited after a few failures, another is not.
    let attempts = 0;
    let status = 0;
    while (status !== 429 && attempts < 30) {
      status = (await login('203.0.113.10', '127.0.0.1')).status;
      attempts += 1;
    }
    expect(status).toBe(429);
    expect((await login('203.0.113.11', '127.0.0.1')).status).toBe(400);
    // From another address, the header is ignored: changing it on every call does not escape the limit.
    const statuses: number[] = [];
    for (let i = 0; i < attempts; i += 1) statuses.push((await login(`198.51.100.${i + 1}`, '127.0.0.2', 'hors-proxy')).status);
    expect(statuses.at(-1)).toBe(429);
  });
});

test.describe('the static host', () => {
  const CSP_DIRECTIVES = ["default-src 'self'", "object-src 'none'", "base-uri 'none'", "form-action 'self'", 'frame-ancestors '];
  const expectSecurityHeaders = (headers: Record<string, string | string[] | undefined>, what: string): void => {
    const csp = String(headers['content-security-policy'] ?? '');
    for (const directive of CSP_DIRECTIVES) expect(csp, what).toContain(directive);
    const scripts = csp.split('; ').find((part) => part.startsWith('script-src')) ?? '';
    expect(scripts, what).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(csp.split('; ').find((part) => part.startsWith('style-src')) ?? '', what).not.toContain('unsafe-inline');
    expect(headers['x-content-type-options'], what).toBe('nosniff');
    expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
    expect(headers['cross-origin-resource-policy'], what).toBe('same-origin');
    // HSTS is for https only (see the TLS test below).
    expect(headers['strict-transport-security'], what).toBeUndefined();
  };

  test('sends the CSP and the security headers on every kind of response', async () => {
    const appScript = fs.readdirSync(PUBLIC_DIR).find((name) => /^app-[0-9a-f]{20}\.js$/.test(name));
    const cases: [string, number][] = [
      ['/', 200],
      ['/villes/lyon', 200],
      ['/page-data/villes/lyon/page-data.json', 200],
      // A built script's address that names no file: the not-found page, a document.
      ['/app-00000000000000000000.js', 404],
      ['/_build/status.json', 200],
      ['/nulle-part', 404],
      ['/en/nowhere', 404],
      ['/fr/villes', 301],
      ['/villes/', 301],
      ['/iframe/agencies/AG-LYON-01', 200],
    ];
    for (const [path, status] of cases) {
      const response = await rawRequest(siteUrl(path));
      expect(response.status, path).toBe(status);
      expectSecurityHeaders(response.headers, path);
      if (!path.startsWith('/iframe/')) {
        expect(response.headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
        expect(response.headers['x-frame-options'], path).toBe('DENY');
      }
    }
    // A built script runs under its page's policy and is never a page: only what a browser reads on a script.
    const script = await rawRequest(siteUrl(`/${appScript ?? 'missing'}`));
    expect(script.status).toBe(200);
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(script.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    for (const name of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy', 'permissions-policy'])
      expect(script.headers[name], name).toBeUndefined();
    const tooLong = await rawRequest(siteUrl('/'), { path: `/${'a'.repeat(20_000)}` });
    expect(tooLong.status).toBe(414);
    expectSecurityHeaders(tooLong.headers, '414');
  });

  test('serves only what a visitor needs', async () => {
    // These exist in the served folder (or its release), and stay hidden.
    for (const file of ['webpack.stats.json', 'chunk-map.json', '_redirects', '_headers']) expect(fs.existsSync(path.join(PUBLIC_DIR, file)), file).toBe(true);
    const hidden = ['/.release-manifest.json', '/webpack.stats.json', '/chunk-map.json', '/_redirects', '/_headers', '/_gatsby/slices/_gatsby-scripts-1.html'];
    for (const file of hidden) {
      const response = await rawRequest(siteUrl(file));
      expect(response.status, file).toBe(404);
      expect(response.body, file).toContain('<html');
    }
    // No source maps are built at all.
    expect(fs.readdirSync(PUBLIC_DIR).filter((name) => name.endsWith('.map'))).toEqual([]);
    // The public build status: state, times and counts.
    const status = JSON.parse((await rawRequest(siteUrl('/_build/status.json'))).body) as Record<string, unknown>;
    expect(Object.keys(status).sort()).toEqual(['builds', 'lastBuild', 'pendingEvents', 'state', 'updatedAt']);
  });

  test('over TLS (a self-signed certificate), adds HSTS for two years with subdomains; plain http redirects to https', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tls-'));
    const { selfSignedCertificate, startNginx } = (await import(path.resolve(__dirname, '..', '..', 'scripts', 'lib', 'nginx.mjs'))) as {
      selfSignedCertificate: (dir: string) => { cert: string; key: string };
      startNginx: (options: Record<string, unknown>) => import('child_process').ChildProcess;
    };
    const { cert, key } = selfSignedCertificate(dir);
    const { stopProcess, waitForHttp } = (await import(path.resolve(__dirname, '..', '..', 'scripts', 'lib', 'processes.mjs'))) as {
      stopProcess: (child: import('child_process').ChildProcess) => Promise<void>;
      waitForHttp: (url: string, options: Record<string, unknown>) => Promise<void>;
    };
    const [httpPort, httpsPort] = [9150 + (process.pid % 20), 9450 + (process.pid % 20)];
    const nginx = startNginx({ port: httpPort, tls: { cert, key, port: httpsPort }, stdio: 'ignore' });
    try {
      await waitForHttp(`http://127.0.0.1:${httpPort}/`, { child: nginx, timeoutMs: 10_000 });
      const ca = fs.readFileSync(cert, 'utf8');
      const page = await rawRequest(`https://localhost:${httpsPort}/villes/lyon`, { ca });
      expect(page.status).toBe(200);
      expect(page.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
      expect(page.headers['content-security-policy']).toContain("default-src 'self'");
      const missing = await rawRequest(`https://localhost:${httpsPort}/nulle-part`, { ca });
      expect(missing.status).toBe(404);
      expect(missing.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
      const plain = await rawRequest(`http://localhost:${httpPort}/villes/lyon?x=1`);
      expect(plain.status).toBe(301);
      expect(plain.headers.location).toBe(`https://localhost:${httpsPort}/villes/lyon?x=1`);
    } finally {
      await stopProcess(nginx);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

test.describe('the Content-Security-Policy in Chromium', () => {
  /** Records every CSP violation of the page, from the document's first moment. */
  const recordViolations = async (page: Page): Promise<string[]> => {
    const seen: string[] = [];
    await page.exposeFunction('__reportCspViolation', (text: string) => seen.push(text));
    await asVisitor(page.context());
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation(
          `${location.pathname}: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sample})`,
        );
      });
    });
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) seen.push(`${page.url()}: ${message.text()}`);
    });
    return seen;
  };

  test('no violation on any page kind, with the consent banner open, accepted, and analytics loaded', async ({ page }) => {
    test.setTimeout(120_000);
    const violations = await recordViolations(page);
    const offer = await cmsFirst('job-offers', 'sort=offer_id:asc&pagination[pageSize]=1');
    const kinds = [
      '/',
      '/contrats',
      '/villes',
      '/villes/lyon',
      '/offres-emploi',
      '/offres-emploi/cdi',
      `/offres-emploi/${String(offer.slug)}`,
      '/secteurs-activite',
      '/secteurs-activite/restauration-et-traiteur',
      '/secteurs-activite/restauration-et-traiteur/serveur',
      '/partenaires',
      '/partenaires/accueil-prestige-paris',
      '/jobs-etudiants',
      '/jobs-etudiants/ete',
      '/jobs-etudiants/nantes',
      '/entreprise',
      '/entreprise/contact',
      '/entreprise/formation',
      '/events',
      '/events/carnaval-de-nice',
      '/blog',
      '/blog/travailler-sur-un-festival',
      '/faq',
      '/cgu',
      '/legal',
      '/privacy',
      '/iframe/agencies/AG-LYON-01',
      `/iframe/jobs/${String(offer.slug)}`,
      '/nulle-part',
      '/en',
      '/en/cities/lyon',
      '/en/nowhere',
    ];
    await page.goto('/');
    const banner = page.getByRole('dialog', { name: 'Vos cookies, votre choix' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Tout accepter' }).click();
    // Recorded once the consent library has loaded (a click before that is queued by the banner).
    await expect.poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === 'cc_cookie')).toBe(true);
    for (const kind of kinds) {
      await page.goto(kind);
      await page.waitForLoadState('load');
    }
    // Client-side navigation and the preferences dialog load more code and styles.
    await page.goto('/villes');
    await page.getByRole('main').getByRole('link', { name: 'Lyon' }).first().click();
    await expect(page).toHaveURL(/\/villes\/lyon$/);
    await page.getByRole('button', { name: 'Gérer les cookies' }).click();
    await expect(page.getByRole('dialog', { name: 'Préférences de cookies' })).toBeVisible();
    // The tag's script ran and reached its server by fetch and by image, as the policy allows.
    const hits = (await (await fetch(`${process.env.E2E_ANALYTICS_URL ?? ''}/__hits`)).json()) as Record<string, number>;
    expect(hits.script).toBeGreaterThan(0);
    expect(hits.fetch).toBeGreaterThan(0);
    expect(hits.image).toBeGreaterThan(0);
    expect(violations).toEqual([]);
  });

  test('an inline script that is not the site’s own is refused', async ({ page }) => {
    const violations = await recordViolations(page);
    await page.goto('/villes/lyon');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.appendChild(script);
    });
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    expect(violations.some((text) => text.includes('script-src'))).toBe(true);
  });
});
