/**
 * Wires the navigation guard into Gatsby's client router: every in-site navigation goes through
 * window.___navigate (Link and navigate() alike), which the guard wraps once the app has rendered.
 */
import { navigate } from 'gatsby';
import { decideNavigation, isChunkLoadError, withoutFirstPage, type GuardState } from './navigation-guard';

type Navigate = (to: string, options?: { replace?: boolean; state?: unknown }) => void;
declare global {
  interface Window {
    ___navigate?: Navigate;
  }
}

const RELOAD_KEY = 'navigation-guard-reload-at';
const state: GuardState = { blocked: false, chunkFailed: false, lastReloadAt: null };

/** Features that must not be interrupted (a form being sent) set the blocking flag. */
export function setNavigationBlocked(blocked: boolean): void {
  state.blocked = blocked;
}

export function installNavigationGuard(): void {
  const stored = Number(window.sessionStorage.getItem(RELOAD_KEY));
  state.lastReloadAt = Number.isFinite(stored) && stored > 0 ? stored : null;
  window.addEventListener('error', (event) => {
    if (isChunkLoadError(event.error)) state.chunkFailed = true;
  });
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) state.chunkFailed = true;
  });

  const original = window.___navigate;
  if (original !== undefined) {
    window.___navigate = (to, options) => {
      const target = new URL(to, window.location.href);
      const decision = decideNavigation(state, window.location, target, Date.now());
      if (decision.kind === 'ignore') return;
      if (decision.kind === 'refuse') {
        console.error(`Navigation refused: ${target.href} is outside the site (an external link needs the explicit external flag)`);
        return;
      }
      if (decision.kind === 'reload') {
        window.sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
        window.location.assign(decision.url);
        return;
      }
      original(decision.kind === 'replace' ? decision.url : to, options);
    };
  }

  // Landing on an address with page=1: the same page without it, replacing the history entry.
  const search = withoutFirstPage(window.location.search);
  if (search !== null) void navigate(`${window.location.pathname}${search}${window.location.hash}`, { replace: true });
}
