import * as React from 'react';

/**
 * Resize handling is debounced by 150 ms; a tab still without width is measured again after 50 ms, ten
 * times at most: a tab bar not shown (a phone's screen) waits for the next resize instead of being measured
 * every 50 ms for as long as the page stays open.
 */
export const RESIZE_DEBOUNCE_MS = 150;
export const ZERO_WIDTH_RETRY_MS = 50;
export const ZERO_WIDTH_RETRIES = 10;

export type IndicatorBox = { left: number; width: number };

/**
 * Position of the sliding indicator under the active tab of a list, measured when the list is drawn, again
 * on every resize (debounced) and shortly after when the tab has no width yet (fonts or layout pending).
 * The boxes are read as an intersection observer reports them, with the next frame's layout: read from the
 * elements (offsetLeft), they made the browser lay the page out at once, inside the page's start, while
 * the rest of the page was still hydrating (78–114 ms at a 4× slowdown, profiled).
 */
function useTabIndicator(list: React.RefObject<HTMLElement>, activeKey: string): IndicatorBox | null {
  const [box, setBox] = React.useState<IndicatorBox | null>(null);
  React.useEffect(() => {
    let retry: number | undefined;
    let debounce: number | undefined;
    let observer: IntersectionObserver | undefined;
    let retries = 0;
    const measure = (): void => {
      observer?.disconnect();
      // The indicator is placed in the list's container, as the list's own tabs are.
      const container = list.current?.parentElement;
      const active = list.current?.querySelector<HTMLElement>('[aria-current="page"]');
      if (container === null || container === undefined || active === null || active === undefined) {
        setBox(null);
        return;
      }
      observer = new IntersectionObserver((entries) => {
        observer?.disconnect();
        const boxOf = (element: Element): DOMRectReadOnly | undefined => entries.find((entry) => entry.target === element)?.boundingClientRect;
        const tab = boxOf(active);
        const around = boxOf(container);
        if (tab === undefined || around === undefined) return;
        if (tab.width === 0) {
          retries += 1;
          if (retries <= ZERO_WIDTH_RETRIES) retry = window.setTimeout(measure, ZERO_WIDTH_RETRY_MS);
          return;
        }
        retries = 0;
        setBox({ left: tab.left - around.left, width: tab.width });
      });
      observer.observe(container);
      observer.observe(active);
    };
    const onResize = (): void => {
      retries = 0;
      window.clearTimeout(debounce);
      debounce = window.setTimeout(measure, RESIZE_DEBOUNCE_MS);
    };
    measure();
    window.addEventListener('resize', onResize);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', onResize);
      window.clearTimeout(retry);
      window.clearTimeout(debounce);
    };
  }, [list, activeKey]);
  return box;
}

/**
 * The sliding indicator of a tab list, a component of its own: its measure after the first render updates
 * it alone, not the header around it (whose render, with its messages, is among the costliest of a page's
 * start). The active tab keeps its own underline until the indicator is drawn (.tabs-nav:has(.tab-indicator)).
 */
export function TabIndicator({ list, activeKey }: { list: React.RefObject<HTMLElement>; activeKey: string }): React.JSX.Element | null {
  const box = useTabIndicator(list, activeKey);
  return box === null ? null : <span className="tab-indicator" aria-hidden="true" style={{ transform: `translateX(${box.left}px)`, width: box.width }} />;
}
