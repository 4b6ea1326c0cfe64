import { nginxSiteDirectives } from '../../../src/hosting/nginx';
import { REDIRECT_RULES } from '../../../src/routing/redirects';

describe('nginx site directives', () => {
  const conf = nginxSiteDirectives({ root: '/srv/site/public', rules: REDIRECT_RULES, exact: [{ from: '/partenaires/AG-1', to: '/partenaires/agence-1' }] });

  it('serves slash-less paths from their index.html and the not-found page of each locale', () => {
    expect(conf).toContain('root /srv/site/public;');
    expect(conf).toMatch(/location \/ \{\n\s+error_page 404 \/404\.html;\n\s+try_files \$uri \$uri\/index\.html =404;/);
    expect(conf).toMatch(/location \^~ \/en\/ \{\n\s+error_page 404 \/en\/404\/index\.html;/);
  });

  it('caches hashed assets for a year and revalidates HTML and page data', () => {
    expect(conf).toMatch(/location ~ "\^\/\(static\/\.\+\|\[\^\/\]\+-\[0-9a-f\]\{20\}\\\.\(js\|css\)\)\$" \{[^}]*immutable/);
    expect(conf).toMatch(/location \^~ \/page-data\/ \{[^}]*max-age=0, must-revalidate/);
  });

  it('rewrites with every rule of the table in order, then redirects once with the query string', () => {
    const positions = REDIRECT_RULES.map((rule) => conf.indexOf(`rewrite "${rule.pattern}" "${rule.replacement}"; # ${rule.id}`));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(conf.indexOf('if ($uri = "/partenaires/AG-1") { return 301 /partenaires/agence-1$is_args$args; }')).toBeGreaterThan(positions[positions.length - 1]);
    expect(conf).toContain('if ($uri != $redirect_from) { return 301 $uri$is_args$args; }');
  });

  it('lets partner sites frame the embeddable views only', () => {
    const iframe = conf.slice(conf.indexOf('location ^~ /iframe/'), conf.indexOf('location ^~ /en/iframe/'));
    expect(iframe).not.toContain('X-Frame-Options');
    const pages = conf.slice(conf.indexOf('location / {'), conf.indexOf('location ^~ /en/ {'));
    expect(pages).toContain('X-Frame-Options "SAMEORIGIN"');
  });
});
