import { editorRedirects, isSitePath } from '../../../src/build-time/redirects';

describe("the editors' redirects, as the build takes them", () => {
  test('keeps those between two paths of this site', () => {
    const redirects = [
      { from: '/jobs-ete-2026', to: '/jobs-ete-lyon' },
      { from: '/soldes', to: '/offres-emploi', permanent: false },
    ];
    expect(editorRedirects(redirects, new Set(['/jobs-ete-lyon']))).toEqual({ kept: redirects, skipped: [] });
  });

  test('leaves out one from a page’s address (the page wins), and one that is not a path of this site', () => {
    const { kept, skipped } = editorRedirects(
      [
        { from: '/jobs-ete-lyon', to: '/offres-emploi' },
        { from: '/a"; return 200 "x', to: '/offres-emploi' },
        { from: '/ancienne', to: 'https://ailleurs.example/' },
      ],
      new Set(['/jobs-ete-lyon']),
    );
    expect(kept).toEqual([]);
    expect(skipped).toEqual([
      '/jobs-ete-lyon → /offres-emploi: /jobs-ete-lyon is a page',
      '/a"; return 200 "x → /offres-emploi: not a path of this site',
      '/ancienne → https://ailleurs.example/: not a path of this site',
    ]);
  });

  test.each([['/'], ['/offres-emploi'], ['/en/jobs/123-serveur'], ['/a_b.c~d-e']])('%s is a path of this site', (path) => expect(isSitePath(path)).toBe(true));
  test.each([[''], ['offres'], ['//evil.example'], ['/a/'], ['/a b'], ['/a?b=1'], ['/é'], ['/a;b']])('%j is not', (path) =>
    expect(isSitePath(path)).toBe(false),
  );
});
