import { nginxSiteDirectives } from '../../../src/hosting/nginx';

describe('nginx site directives', () => {
  const conf = nginxSiteDirectives({ root: '/srv/site/public' });

  it('serves slash-less paths from their index.html and the not-found page of each locale', () => {
    expect(conf).toContain('root /srv/site/public;');
    expect(conf).toMatch(/location \/ \{\n\s+error_page 404 \/404\.html;\n\s+try_files \$uri \$uri\/index\.html =404;/);
    expect(conf).toMatch(/location \^~ \/en\/ \{\n\s+error_page 404 \/en\/404\/index\.html;/);
  });

  it('caches hashed assets for a year and revalidates HTML and page data', () => {
    expect(conf).toMatch(/location ~ "\^\/\(static\/\.\+\|\[\^\/\]\+-\[0-9a-f\]\{20\}\\\.\(js\|css\)\)\$" \{[^}]*immutable/);
    expect(conf).toMatch(/location \^~ \/page-data\/ \{[^}]*max-age=0, must-revalidate/);
  });

  it('lets partner sites frame the embeddable views only', () => {
    const iframe = conf.slice(conf.indexOf('location ^~ /iframe/'), conf.indexOf('location ^~ /en/iframe/'));
    expect(iframe).not.toContain('X-Frame-Options');
    const pages = conf.slice(conf.indexOf('location / {'), conf.indexOf('location ^~ /en/ {'));
    expect(pages).toContain('X-Frame-Options "SAMEORIGIN"');
  });
});
