/** Idle work waits at most this long. */
const IDLE_TIMEOUT_MS = 1000;

/**
 * Calls `work` once the page's start is over, when the browser is idle (after 1 s at the latest), in a task
 * of its own; returns what cancels it. A timer where the browser has no idle callbacks.
 */
export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(work, 0);
    return () => window.clearTimeout(timer);
  }
  const idle = window.requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
  return () => window.cancelIdleCallback(idle);
}
