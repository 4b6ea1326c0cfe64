import { applyRedirects, REDIRECT_RULES, OLD_OFFER_TYPES, COLLAPSIBLE_TYPES } from '../../../src/build-time/redirects';
import { REDIRECT_CASES as CASES } from '../../fixtures/redirect-cases';

describe('redirect table', () => {
  it.each(CASES)('%s → %s in one pass', (from, to) => {
    expect(applyRedirects(from)).toBe(to);
    // One hop: the target is final.
    expect(applyRedirects(to)).toBe(to);
  });

  it('leaves canonical addresses alone', () => {
    for (const path of [
      '/',
      '/en',
      '/offres-emploi',
      '/offres-emploi/cdi',
      '/offres-emploi/cdd',
      '/offres-emploi/1001-serveur',
      '/jobs-etudiants/ete',
      '/villes/lyon',
      '/secteurs-activite/evenementiel/runner',
      '/en/jobs/temps-partiel',
    ]) {
      expect(applyRedirects(path)).toBe(path);
    }
  });

  it('never redirects a path with characters outside the URL-safe set', () => {
    for (const path of ['/fr/\r\nSet-Cookie: x', '/villes/lyon /', '/fr/<script>', '/offres-emploi/cdi/a b']) {
      expect(applyRedirects(path)).toBe(path);
    }
  });

  it('is one pass to a fixed point for every old name under every collapsible type, with and without prefix and slash', () => {
    for (const type of COLLAPSIBLE_TYPES) {
      for (const name of Object.keys(OLD_OFFER_TYPES)) {
        for (const path of [`/offres-emploi/${type}/${name}`, `/fr/offres-emploi/${type}/${name}/`, `/en/jobs/${type}/${name}/`]) {
          const once = applyRedirects(path);
          expect(applyRedirects(once)).toBe(once);
          expect(once).not.toBe(path);
        }
      }
    }
  });

  it('has unique rule ids', () => {
    expect(new Set(REDIRECT_RULES.map((r) => r.id)).size).toBe(REDIRECT_RULES.length);
  });
});
