import { finiteRedirects, headersFile, redirectsFile } from '../../../src/build-time/hosting/host-files';
import { applyRedirects } from '../../../src/build-time/redirects';

describe('host files for Netlify and Cloudflare Pages', () => {
  const exact = [{ from: '/partenaires/AG-1', to: '/partenaires/agence-1' }];

  it('list every finite old address with its /fr and trailing-slash variants, each straight to its final target', () => {
    const redirects = finiteRedirects(exact);
    const byFrom = new Map(redirects.map((r) => [r.from, r.to]));
    expect(byFrom.get('/fr/offres-emploi/cdi/summer/')).toBe('/jobs-etudiants/ete');
    expect(byFrom.get('/en/jobs/full_time/')).toBe('/en/jobs/temps-plein');
    expect(byFrom.get('/fr/partenaires/AG-1/')).toBe('/partenaires/agence-1');
    for (const { from, to } of redirects) {
      expect(to).not.toBe(from);
      expect(applyRedirects(to)).toBe(to);
      expect(byFrom.has(to)).toBe(false);
    }
    expect(new Set(redirects.map((r) => r.from)).size).toBe(redirects.length);
  });

  it('keeps a temporary redirect temporary (302), in each of its variants', () => {
    const lines = redirectsFile([...exact, { from: '/soldes-ete', to: '/jobs-ete-lyon', permanent: false }]).split('\n');
    expect(lines).toEqual(expect.arrayContaining(['/soldes-ete /jobs-ete-lyon 302', '/soldes-ete/ /jobs-ete-lyon 302', '/fr/soldes-ete /jobs-ete-lyon 302']));
    expect(lines).toContain('/partenaires/AG-1 /partenaires/agence-1 301');
  });

  it('takes a French address that begins with the letters "en" for French (/entreprise…), not English', () => {
    const byFrom = new Map(finiteRedirects([{ from: '/entreprise/ancienne-page', to: '/entreprise' }]).map((r) => [r.from, r.to]));
    expect(byFrom.get('/fr/entreprise/ancienne-page')).toBe('/entreprise');
    expect(byFrom.get('/fr/entreprise/ancienne-page/')).toBe('/entreprise');
  });

  it('writes the finite rules before the pattern rules, and /fr/* last', () => {
    const all = redirectsFile(exact).trim().split('\n').slice(1);
    // Last, the offers' embeddable views, rewritten to their shell (the address stays).
    expect(all.slice(-2)).toEqual(['/iframe/jobs/:slug /iframe/jobs 200', '/en/iframe/jobs/:slug /en/iframe/jobs 200']);
    const lines = all.slice(0, -2);
    expect(lines.every((line) => / 301$/.test(line))).toBe(true);
    expect(lines[lines.length - 1]).toBe('/fr/* /:splat 301');
    expect(lines.indexOf('/offres-emploi/cdi/full_time /offres-emploi/temps-plein 301')).toBeLessThan(
      lines.indexOf('/offres-emploi/cdi/:sub /offres-emploi/:sub 301'),
    );
    expect(lines.length).toBeLessThan(2000);
  });

  it('sets the same security and cache headers as nginx, HSTS included (those hosts serve https)', () => {
    const file = headersFile({ page: "default-src 'self'; frame-ancestors 'none'", embed: "default-src 'self'; frame-ancestors https://partenaire.example" });
    expect(file).toContain('/*\n  Cache-Control: public, max-age=0, must-revalidate\n  X-Content-Type-Options: nosniff');
    expect(file).toContain('  Strict-Transport-Security: max-age=63072000; includeSubDomains');
    expect(file).toContain("/*\n  X-Frame-Options: DENY\n  Content-Security-Policy: default-src 'self'; frame-ancestors 'none'");
    expect(file).toContain('/static/*\n  Cache-Control: public, max-age=31536000, immutable');
    expect(file).toContain(
      "/iframe/*\n  ! X-Frame-Options\n  ! Content-Security-Policy\n  Content-Security-Policy: default-src 'self'; frame-ancestors https://partenaire.example",
    );
  });
});
