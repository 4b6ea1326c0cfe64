import { decideNavigation, isChunkLoadError, RELOAD_GUARD_MS, withoutFirstPage, type GuardState } from '../../../src/routing/navigation-guard';

const free: GuardState = { blocked: false, chunkFailed: false, lastReloadAt: null };
const ORIGIN = 'https://www.rythmo.fr';
const to = (pathname: string, search = '', hash = '', origin = ORIGIN) => ({ pathname, search, hash, origin });

describe('navigation guard', () => {
  it('drops page=1 and keeps the other parameters and the hash', () => {
    expect(withoutFirstPage('?page=1')).toBe('');
    expect(withoutFirstPage('?page=1&filter%5Bworks%5D=3')).toBe('?filter%5Bworks%5D=3');
    expect(withoutFirstPage('?page=2')).toBeNull();
    expect(withoutFirstPage('')).toBeNull();
    expect(decideNavigation(free, to('/'), to('/offres-emploi', '?page=1', '#liste'), 0)).toEqual({ kind: 'replace', url: '/offres-emploi#liste' });
  });

  it('ignores navigation to the same path while blocked, and only then', () => {
    const blocked = { ...free, blocked: true };
    expect(decideNavigation(blocked, to('/villes'), to('/villes', '?x=1'), 0)).toEqual({ kind: 'ignore' });
    expect(decideNavigation(blocked, to('/villes'), to('/offres-emploi'), 0)).toEqual({ kind: 'proceed' });
    expect(decideNavigation(free, to('/villes'), to('/villes'), 0)).toEqual({ kind: 'proceed' });
  });

  it('reloads fully after a chunk-load failure, at most once per 10 seconds', () => {
    const failed = { ...free, chunkFailed: true };
    expect(decideNavigation(failed, to('/'), to('/villes/lyon', '?a=1'), 50_000)).toEqual({ kind: 'reload', url: '/villes/lyon?a=1' });
    const justReloaded = { ...failed, lastReloadAt: 50_000 };
    expect(decideNavigation(justReloaded, to('/'), to('/villes/lyon'), 50_000 + RELOAD_GUARD_MS - 1)).toEqual({ kind: 'proceed' });
    expect(decideNavigation(justReloaded, to('/'), to('/villes/lyon'), 50_000 + RELOAD_GUARD_MS)).toEqual({ kind: 'reload', url: '/villes/lyon' });
  });

  it('refuses a navigation of the router to another origin, whatever the state', () => {
    expect(decideNavigation(free, to('/villes'), to('/', '', '', 'https://evil.example'), 0)).toEqual({ kind: 'refuse' });
    expect(decideNavigation({ ...free, chunkFailed: true }, to('/villes'), to('/x', '', '', 'http://www.rythmo.fr'), 0)).toEqual({ kind: 'refuse' });
    expect(decideNavigation(free, to('/villes'), to('/offres-emploi'), 0)).toEqual({ kind: 'proceed' });
  });

  it('recognises chunk-load errors', () => {
    const chunk = new Error('Loading chunk 452 failed.');
    expect(isChunkLoadError(chunk)).toBe(true);
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new Error('Network down'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });
});
