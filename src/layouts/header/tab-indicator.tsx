import * as React from 'react';

/** Resize handling is debounced by 150 ms; a tab still without width is measured again after 50 ms. */
export const RESIZE_DEBOUNCE_MS = 150;
export const ZERO_WIDTH_RETRY_MS = 50;

export type IndicatorBox = { left: number; width: number };

/**
 * Position of the sliding indicator under the active tab of a list, measured after the first paint, again on
 * every resize (debounced) and shortly after when the tab has no width yet (fonts or layout pending).
 */
function useTabIndicator(list: React.RefObject<HTMLElement>, activeKey: string): IndicatorBox | null {
  const [box, setBox] = React.useState<IndicatorBox | null>(null);
  React.useEffect(() => {
    let retry: number | undefined;
    let debounce: number | undefined;
    const measure = (): void => {
      const active = list.current?.querySelector<HTMLElement>('[aria-current="page"]');
      if (active === null || active === undefined) {
        setBox(null);
        return;
      }
      if (active.offsetWidth === 0) {
        retry = window.setTimeout(measure, ZERO_WIDTH_RETRY_MS);
        return;
      }
      setBox({ left: active.offsetLeft, width: active.offsetWidth });
    };
    const onResize = (): void => {
      window.clearTimeout(debounce);
      debounce = window.setTimeout(measure, RESIZE_DEBOUNCE_MS);
    };
    // The first measure once the frame after the render is painted: its layout is done by then, where a
    // measure in the effect itself made the browser lay the page out at once, inside the page's start.
    const frame = window.requestAnimationFrame(() => {
      retry = window.setTimeout(measure, 0);
    });
    window.addEventListener('resize', onResize);
    return () => {
      window.cancelAnimationFrame(frame);
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
