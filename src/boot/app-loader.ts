/**
 * The loader of the app's scripts: the one inline script of every page that starts React. Gatsby would
 * write the app's scripts as `<script async>`, run as soon as they arrive: their evaluation then held the
 * page's first paint back (Lighthouse's LCP: 1.16–1.78 s with them preloaded from the head, 0.82–1.21 s
 * without). Its rules:
 *
 * 1. **First screen first.** The scripts run once what the page shows first (its heading and header image,
 *    marked `elementtiming` by src/components/first-screen.ts) is on screen. Where Element Timing exists,
 *    that is when each marked element in view has been presented (a frame painted is not yet on screen).
 *    Elsewhere, when the top images (eager, `fetchpriority=high`) have arrived, then the frame after the next.
 * 2. **A cap.** Either wait ends 2.5 s (FIRST_SCREEN_CAP_MS) after the document is parsed at most.
 * 3. **A hidden tab** (prerendering, a tab opened in the background) paints no frame: the scripts run at once.
 * 4. **An early click** on one of the app's buttons (in its root, not the consent notice before it) before
 *    the app has hydrated (the root's `data-hydrated`, src/layouts/error-boundary.tsx) starts the scripts at
 *    once and is kept: it is given again, once, to the same button when the page has hydrated.
 * 5. Once the first screen is shown, the scripts are what the page needs next: fetched at high priority,
 *    the app's and its page's own: its template's chunk group, which Gatsby's runtime would request only
 *    once the page's data had arrived, a round trip later, inserting them in the task that handles that
 *    data, the longest of the page's start. The page names its template (`data-page-chunk` of Gatsby's
 *    per-page script, gatsby-ssr.tsx: a name that does not change from one build to the next, so a page
 *    whose HTML is not rendered again keeps it right); the scripts of each template are the loader's
 *    third argument, written by the build that compiled them (src/build-time/app-loader-script.ts).
 *    webpack then finds them loaded or on their way, and requests none again.
 * 6. **One script per task.** Chromium spends a few milliseconds of the main thread on each request a
 *    script makes (more with DevTools watching, as Lighthouse does), and a task is long from 50 ms (12.5 ms
 *    under Lighthouse's 4× slowdown): the eight scripts of a page in one task made a long one, where each
 *    in its own blocks nothing.
 *
 * It runs as a classic inline script, before any module system: `bootApp` is self-contained (no import,
 * nothing from this module's scope; ES2017 syntax, none of `?.` or `??`, whatever compiles it), and
 * src/build-time/app-loader-script.ts serialises it into the text Gatsby
 * writes in every page (patches/gatsby+5.16.1.patch, see patches/README.md). The same text on every page:
 * one Content-Security-Policy hash. Its world (window, document, timers, observers) is its argument, so
 * that tests/unit/boot/app-loader.test.ts can run each rule.
 */

/** The loader's own script element: it carries the app's script addresses, space-separated, in `data-src`. */
export type LoaderScript = Pick<HTMLScriptElement, 'getAttribute' | 'parentNode'>;

/** The scripts of each page template's chunk group (Gatsby's `componentChunkName`), by name. */
export type TemplateScripts = Record<string, readonly string[]>;

/** What the loader uses of the browser. */
export type LoaderWorld = Pick<Window, 'document' | 'innerHeight' | 'innerWidth' | 'requestAnimationFrame' | 'setTimeout' | 'clearTimeout'> & {
  MutationObserver: typeof MutationObserver;
  /** Absent from older browsers. */
  PerformanceObserver?: typeof PerformanceObserver;
};

export function bootApp(script: LoaderScript, world: LoaderWorld, templates: TemplateScripts): void {
  const FIRST_SCREEN_CAP_MS = 2500;
  const ROOT_ID = '___gatsby';
  const HYDRATED = 'data-hydrated';
  const PAGE_SCRIPT_ID = 'gatsby-script-loader';
  const doc = world.document;
  const pageScript = doc.getElementById(PAGE_SCRIPT_ID);
  const template = (pageScript !== null && pageScript.getAttribute('data-page-chunk')) || '';
  const sources = (script.getAttribute('data-src') || '')
    .split(' ')
    .filter((source) => source !== '')
    .concat(Object.prototype.hasOwnProperty.call(templates, template) ? templates[template] : []);

  let ran = false;
  /** Fetches and runs the app's scripts and its page's, once: each inserted in a task of its own (rule 6). */
  const run = (): void => {
    if (ran) return;
    ran = true;
    let next = 0;
    const insert = (): void => {
      const element = doc.createElement('script');
      element.src = sources[next];
      element.async = true;
      element.fetchPriority = 'high';
      (script.parentNode as ParentNode).insertBefore(element, script as unknown as Node);
      next += 1;
      if (next < sources.length) world.setTimeout(insert, 0);
    };
    if (sources.length > 0) insert();
  };

  /** The frame after the next: the one painted with what has arrived is then on screen. */
  const afterPaint = (): void => {
    world.requestAnimationFrame(() => world.requestAnimationFrame(() => world.setTimeout(run, 0)));
  };

  /** The marked elements of the first screen that are in view. */
  const markedInView = (): Element[] =>
    Array.from(doc.querySelectorAll('[elementtiming]')).filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && box.bottom > 0 && box.right > 0 && box.top < world.innerHeight && box.left < world.innerWidth;
    });

  /** Rules 1 and 2: runs the scripts once the first screen is shown, or at the cap. */
  const whenFirstScreenShown = (): void => {
    const Observer = world.PerformanceObserver;
    let waiting = markedInView().length;
    if (waiting > 0 && Observer !== undefined && (Observer.supportedEntryTypes || []).indexOf('element') >= 0) {
      const cap = world.setTimeout(run, FIRST_SCREEN_CAP_MS);
      new Observer((entries, observer) => {
        waiting -= entries.getEntries().length;
        if (waiting > 0) return;
        observer.disconnect();
        world.clearTimeout(cap);
        world.setTimeout(run, 0);
      }).observe({ type: 'element', buffered: true });
      return;
    }
    const images = Array.from(doc.querySelectorAll<HTMLImageElement>('img[fetchpriority=high]')).filter((image) => !image.complete);
    let pending = images.length;
    if (pending === 0) return afterPaint();
    const cap = world.setTimeout(afterPaint, FIRST_SCREEN_CAP_MS);
    const arrived = (): void => {
      pending -= 1;
      if (pending !== 0) return;
      world.clearTimeout(cap);
      afterPaint();
    };
    for (const image of images) {
      image.addEventListener('load', arrived);
      image.addEventListener('error', arrived);
    }
  };

  // Rule 4: a click before the app answers starts it, and is given again once it does.
  const root = doc.getElementById(ROOT_ID);
  if (root !== null) {
    let kept: HTMLButtonElement | null = null;
    const early = (event: Event): void => {
      const target = event.target as Element | null;
      const button = target !== null && typeof target.closest === 'function' ? target.closest('button') : null;
      if (button === null || button.disabled || !root.contains(button)) return;
      event.preventDefault();
      event.stopPropagation();
      kept = button;
      run();
    };
    doc.addEventListener('click', early, true);
    new world.MutationObserver((_records, observer) => {
      if (!root.hasAttribute(HYDRATED)) return;
      observer.disconnect();
      doc.removeEventListener('click', early, true);
      const button = kept;
      kept = null;
      if (button !== null && button.isConnected) button.click();
    }).observe(root, { attributes: true, attributeFilter: [HYDRATED] });
  }

  // Rule 3, then rules 1 and 2 once the document is parsed.
  if (doc.visibilityState === 'hidden') run();
  else if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', whenFirstScreenShown);
  else whenFirstScreenShown();
}
