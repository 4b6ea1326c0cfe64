import * as React from 'react';

/** Spec §9: resize handling is debounced by 150 ms; a tab still without width is measured again after 50 ms. */
export const RESIZE_DEBOUNCE_MS = 150;
export const ZERO_WIDTH_RETRY_MS = 50;

export type IndicatorBox = { left: number; width: number };

/**
 * Position of the sliding indicator under the active tab of a list, measured after render, again on
 * every resize (debounced) and shortly after when the tab has no width yet (fonts or layout pending).
 */
export function useTabIndicator(list: React.RefObject<HTMLElement>, activeKey: string): IndicatorBox | null {
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
    measure();
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      window.clearTimeout(retry);
      window.clearTimeout(debounce);
    };
  }, [list, activeKey]);
  return box;
}
