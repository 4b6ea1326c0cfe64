/**
 * A part of a page kept as built when the page starts and hydrated when it is needed, its code a script of
 * its own fetched then: the header (src/layouts/header/wake.ts), the jobs list
 * (src/features/jobs/jobs-list-island.ts), the account screens (src/features/auth/account-island.ts) and
 * the alert sign-up section (src/sections/moving.tsx). Its gate (./island-gate.tsx) holds its hydration back until it
 * is woken and its code has come; ./islands.ts says what wakes the islands and when.
 */

/** What wakes an island from inside it: a pointer over it or pressed on it, the focus or a key in it, a click on it. */
const EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'click'] as const;

export type Island<M> = {
  /** Its code, once come; null until then. */
  code: () => M | null;
  /** Fetches and runs its code, once; settles when it has come. */
  load: () => Promise<M>;
  /** Whether it may hydrate. */
  awake: () => boolean;
  /** Settles when it is woken. */
  woken: () => Promise<void>;
  /** Hydrates it from now on (idempotent), its code fetched. */
  wake: () => void;
  /** Called by its gate once React answers its events. */
  hydrated: () => void;
  /**
   * Wakes it at the first event inside it, and keeps what was done in it before its code came (below).
   * Installed before the app hydrates, in the capture phase on the window: before React's own listeners,
   * so that React, given the event, finds the island awake.
   */
  install: () => void;
};

/** An island of the page (its element's selector: what happens inside it wakes it), its code fetched by `fetchCode` (a dynamic import, a script of its own). */
export function island<M>(selector: string, fetchCode: () => Promise<M>): Island<M> {
  let awake = false;
  let markWoken: () => void = () => undefined;
  const woken = new Promise<void>((resolve) => {
    markWoken = resolve;
  });
  let code: M | null = null;
  let failed = false;
  let loading: Promise<M> | null = null;
  let markHydrated: () => void = () => undefined;
  const hydration = new Promise<void>((resolve) => {
    markHydrated = resolve;
  });

  const load = (): Promise<M> => {
    loading ??= fetchCode().then(
      (module) => {
        code = module;
        return module;
      },
      (error: unknown) => {
        failed = true;
        throw error;
      },
    );
    return loading;
  };

  const wake = (): void => {
    if (awake) return;
    awake = true;
    markWoken();
    void load().catch((error: unknown) => console.error(`${selector} could not load its code; it stays as built`, error));
  };

  /**
   * What is done in the island before its code has come is kept, and done again, once, when it has
   * hydrated: React would drop it (a button would do nothing, a choice in a list would be undone by the
   * hydration, a form would leave the page). A click on a link or a button is given again to the same
   * control, a form sent again, the value chosen in a list chosen again. Once the code is there, React
   * hydrates the island at the event and hands it the event itself. Should the code not come (a network
   * error), what was kept is done again as the browser does it (a link followed, a form sent to its
   * address), and what comes after is the browser's.
   *
   * Meanwhile the control says it is busy (`aria-busy`, drawn by the site's styles): the press was heard. A
   * second press on it is the same press, done once (a menu's button would otherwise open and close), and
   * a second choice in a list replaces the first, until it is done again.
   */
  const keepEarlyEvents = (): void => {
    const waiting = new Map<Element, () => void>();
    const stop = (): void => KEPT.forEach((type) => window.removeEventListener(type, keep, true));
    const keep = (event: Event): void => {
      const target = event.target instanceof Element ? event.target : null;
      const early = target?.closest(selector) == null ? null : earlyEvent(event, target);
      if ((code !== null || failed) && (early === null || !waiting.has(early.on))) {
        if (waiting.size === 0) stop();
        return;
      }
      if (early === null) return;
      if (event.cancelable) event.preventDefault();
      event.stopPropagation();
      const first = !waiting.has(early.on);
      waiting.set(early.on, early.again);
      if (!first) return;
      early.on.setAttribute('aria-busy', 'true');
      const doAgain = (): void => {
        const again = waiting.get(early.on);
        waiting.delete(early.on);
        early.on.removeAttribute('aria-busy');
        again?.();
      };
      load()
        .then(() => hydration)
        .then(doAgain, doAgain);
    };
    KEPT.forEach((type) => window.addEventListener(type, keep, true));
  };

  const install = (): void => {
    keepEarlyEvents();
    // The focus already in it: a visitor typing in it before the page's scripts came.
    if (document.activeElement?.closest(selector) != null) wake();
    if (!awake) onceVisitedIn((target) => target.closest(selector) !== null, wake);
  };

  return { code: () => code, load, awake: () => awake, woken: () => woken, wake, hydrated: () => markHydrated(), install };
}

/**
 * Runs `then` once, at the first event of a visitor coming to a part of the page (EVENTS, on an element
 * `inside` says is in it); returns what stops the watch. Heard on the window in the capture phase: React stops such events at its root
 * while the part under them waits to hydrate.
 */
export function onceVisitedIn(inside: (target: Element) => boolean, then: () => void): () => void {
  const options = { capture: true, passive: true };
  const stop = (): void => EVENTS.forEach((type) => window.removeEventListener(type, onEvent, options));
  function onEvent(event: Event): void {
    if (!(event.target instanceof Element) || !inside(event.target)) return;
    stop();
    then();
  }
  EVENTS.forEach((type) => window.addEventListener(type, onEvent, options));
  return stop;
}

/** The events kept until the island's code has come. */
const KEPT = ['click', 'submit', 'change'] as const;

/** An event kept in an island: the element it is done on (busy meanwhile), and how it is done again. */
type Kept = { on: Element; again: () => void };

/**
 * How an event kept in an island is done again, or null for one not kept: the same click given to the same
 * control, the form sent again, the same value chosen again in the list. Done again without the code (it
 * could not come), the event is the browser's: a link followed, a form sent to its address.
 */
function earlyEvent(event: Event, target: Element): Kept | null {
  if (event.type === 'submit' && target instanceof HTMLFormElement)
    return {
      on: target,
      again: () => {
        if (target.isConnected) target.requestSubmit();
      },
    };
  if (event.type === 'change' && target instanceof HTMLSelectElement) {
    const value = target.value;
    return {
      on: target,
      again: () => {
        if (!target.isConnected) return;
        target.value = value;
        target.dispatchEvent(new Event('change', { bubbles: true }));
      },
    };
  }
  if (event.type !== 'click' || !(event instanceof MouseEvent)) return null;
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const control = target.closest<HTMLElement>('a[href], button');
  if (control === null) return null;
  return {
    on: control,
    again: () => {
      if (control.isConnected) control.click();
    },
  };
}
