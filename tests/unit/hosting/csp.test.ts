import crypto from 'crypto';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { contentSecurityPolicy, PAGE_PATH_SCRIPT, type InlineSources } from '../../../src/build-time/hosting/csp';
import { collectInlineSources, inlineSourcesOf, MAX_INLINE_SCRIPTS } from '../../../src/build-time/hosting/inline-sources';
import { frameHeaders } from '../../../src/build-time/hosting/headers';
import { headersFile } from '../../../src/build-time/hosting/host-files';
import { nginxSiteDirectives } from '../../../src/build-time/hosting/nginx';

const hash = (text: string): string => crypto.createHash('sha256').update(text).digest('base64');
const NONE: InlineSources = { scripts: [], styles: [], styleAttributes: [] };
const directive = (policy: string, name: string): string[] =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];

describe('the Content-Security-Policy of the site', () => {
  test('same-origin by default, nothing inline unless hashed, no plugins, no base, forms to the site, no framing', () => {
    const policy = contentSecurityPolicy(NONE, {}, 'page');
    expect(directive(policy, 'default-src')).toEqual(["'self'"]);
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
    expect(directive(policy, 'style-src')).toEqual(["'self'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'none'"]);
    expect(directive(policy, 'form-action')).toEqual(["'self'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|google/);
  });

  test('inline code is allowed by its hashes; style attributes need unsafe-hashes', () => {
    const policy = contentSecurityPolicy({ scripts: ['AAA=', 'AAA='], styles: ['BBB='], styleAttributes: ['CCC='] }, {}, 'page');
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'sha256-AAA='"]);
    expect(directive(policy, 'style-src')).toEqual(["'self'", "'unsafe-hashes'", "'sha256-BBB='", "'sha256-CCC='"]);
  });

  test('Google Analytics hosts appear only with a measurement id, a stand-in tag server by its origin', () => {
    const google = contentSecurityPolicy(NONE, { analyticsScriptUrl: 'https://www.googletagmanager.com/gtag/js' }, 'page');
    expect(directive(google, 'script-src')).toContain('https://www.googletagmanager.com');
    expect(directive(google, 'connect-src')).toEqual(expect.arrayContaining(['https://*.google-analytics.com', 'https://*.analytics.google.com']));
    const stub = contentSecurityPolicy(NONE, { analyticsScriptUrl: 'http://127.0.0.1:9123/gtag/js' }, 'page');
    expect(directive(stub, 'script-src')).toEqual(["'self'", 'http://127.0.0.1:9123']);
    expect(directive(stub, 'connect-src')).toEqual(["'self'", 'http://127.0.0.1:9123']);
  });

  test('reCAPTCHA hosts appear only when a site key is configured', () => {
    const policy = contentSecurityPolicy(NONE, { recaptcha: true }, 'page');
    expect(directive(policy, 'script-src')).toEqual(["'self'", 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']);
    expect(directive(policy, 'frame-src')).toEqual(['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/']);
    expect(directive(contentSecurityPolicy(NONE, {}, 'page'), 'frame-src')).toEqual(["'none'"]);
    // A page's video: its hosts' players only (YouTube's without its cookies), not their whole sites.
    expect(directive(contentSecurityPolicy(NONE, { videos: true }, 'page'), 'frame-src')).toEqual([
      'https://www.youtube-nocookie.com/embed/',
      'https://player.vimeo.com/video/',
    ]);
  });

  test('pages may be framed by the CMS admin (its preview) only; embeddable views by the partners only', () => {
    const config = { pageFrameAncestors: ['http://localhost:1337'], embedFrameAncestors: ['https://partenaire.example', 'https://autre.example'] };
    expect(directive(contentSecurityPolicy(NONE, config, 'page'), 'frame-ancestors')).toEqual(['http://localhost:1337']);
    expect(directive(contentSecurityPolicy(NONE, config, 'embed'), 'frame-ancestors')).toEqual(['https://partenaire.example', 'https://autre.example']);
    expect(directive(contentSecurityPolicy(NONE, {}, 'embed'), 'frame-ancestors')).toEqual(["'none'"]);
  });

  test('the live API, when it is elsewhere, may be called', () => {
    expect(directive(contentSecurityPolicy(NONE, { connect: ['https://api.rythmo.fr'] }, 'page'), 'connect-src')).toEqual(["'self'", 'https://api.rythmo.fr']);
  });
});

describe('inline code of the built pages', () => {
  const page = (path: string): string =>
    `<html><head><style data-identity="gatsby-global-css">:root{--a:1}</style><script type="application/ld+json">{"a":1}</script></head>` +
    `<body><div style="opacity:0;font-family:&quot;A&quot;">x</div><script id="gatsby-script-loader" data-page-path="${path}">${PAGE_PATH_SCRIPT}</script>` +
    `<script src="/app-1.js" async></script><script type="module">const e=1;</script></body></html>`;

  test('scripts the browser runs, style elements and attributes (entities decoded) are hashed; data blocks and files are not', () => {
    expect(inlineSourcesOf(page('/villes/lyon'))).toEqual({
      scripts: [hash(PAGE_PATH_SCRIPT), hash('const e=1;')],
      styles: [hash(':root{--a:1}')],
      styleAttributes: [hash('opacity:0;font-family:"A"')],
    });
  });

  test('a page read as bytes gives the hashes of its UTF-8 text; « style="…" » outside a tag is text, not an attribute', async () => {
    const html = `<html><head><style>p::before{content:"« à »"}</style></head><body><p style="font-family:&quot;Évian&quot;">a style="b"</p><script>const é="é";</script></body></html>`;
    expect(inlineSourcesOf(html)).toEqual({
      scripts: [hash('const é="é";')],
      styles: [hash('p::before{content:"« à »"}')],
      styleAttributes: [hash('font-family:"Évian"')],
    });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'csp-'));
    fs.writeFileSync(path.join(dir, 'index.html'), html);
    expect(await collectInlineSources(dir, ['/'], path.join(dir, 'cache.json'))).toMatchObject(inlineSourcesOf(html));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test('every page gives the same hashes: the page path is in an attribute, not in the script', () => {
    expect(inlineSourcesOf(page('/villes/lyon'))).toEqual(inlineSourcesOf(page('/en/cities/paris')));
  });

  test("the build's pages are read once, then only those that changed; a script per page fails the build", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'csp-'));
    const cache = path.join(dir, 'cache.json');
    fs.mkdirSync(path.join(dir, 'public', 'villes', 'lyon'), { recursive: true });
    fs.mkdirSync(path.join(dir, 'public', 'page-data'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'public', 'index.html'), page('/'));
    fs.writeFileSync(path.join(dir, 'public', 'villes', 'lyon', 'index.html'), page('/villes/lyon'));
    fs.writeFileSync(path.join(dir, 'public', 'page-data', 'x.html'), '<script>ignored()</script>');
    fs.writeFileSync(path.join(dir, 'public', '404.html'), page('/404.html'));
    const pages = ['/', '/villes/lyon', '/404.html'];
    const first = await collectInlineSources(path.join(dir, 'public'), pages, cache);
    expect(first).toMatchObject({ pages: 3, read: 3, scripts: [hash(PAGE_PATH_SCRIPT), hash('const e=1;')] });
    expect(await collectInlineSources(path.join(dir, 'public'), pages, cache)).toMatchObject({ pages: 3, read: 0, scripts: first.scripts });

    for (let i = 0; i <= MAX_INLINE_SCRIPTS; i += 1) {
      fs.mkdirSync(path.join(dir, 'public', `p${i}`));
      fs.writeFileSync(path.join(dir, 'public', `p${i}`, 'index.html'), `<script>window.pagePath="/p${i}"</script>`);
    }
    const more = [...pages, ...Array.from({ length: MAX_INLINE_SCRIPTS + 1 }, (_, i) => `/p${i}`)];
    await expect(collectInlineSources(path.join(dir, 'public'), more, cache)).rejects.toThrow(/a page has a script of its own/);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('one framing policy', () => {
  test('images come from the site and the configured services only, never any https host', () => {
    expect(directive(contentSecurityPolicy(NONE, {}, 'page'), 'img-src')).toEqual(["'self'"]);
    const google = contentSecurityPolicy(NONE, { analyticsScriptUrl: 'https://www.googletagmanager.com/gtag/js' }, 'page');
    expect(directive(google, 'img-src')).toEqual(["'self'", 'https://*.google-analytics.com', 'https://*.googletagmanager.com']);
    expect(google).not.toMatch(/img-src[^;]* https:(?:\s|;|$)/);
  });

  test('X-Frame-Options DENY goes with frame-ancestors none, and never against a policy that lets the admin frame the pages', () => {
    expect(frameHeaders(contentSecurityPolicy(NONE, {}, 'page'))).toEqual([['X-Frame-Options', 'DENY']]);
    expect(frameHeaders(contentSecurityPolicy(NONE, { pageFrameAncestors: ['http://localhost:1337'] }, 'page'))).toEqual([]);
    const admin = { page: contentSecurityPolicy(NONE, { pageFrameAncestors: ['http://localhost:1337'] }, 'page'), embed: "default-src 'self'" };
    expect(nginxSiteDirectives({ root: '/srv', rules: [], csp: admin })).not.toContain('X-Frame-Options');
    expect(headersFile(admin)).not.toContain('X-Frame-Options: DENY');
  });
});
