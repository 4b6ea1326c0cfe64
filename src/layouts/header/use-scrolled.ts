import * as React from 'react';

/** The header's threshold: the page counts as scrolled beyond 10 px. */
export const SCROLL_THRESHOLD = 10;

export function useScrolled(threshold: number = SCROLL_THRESHOLD): boolean {
  const [scrolled, setScrolled] = React.useState(false);
  React.useEffect(() => {
    let frame = 0;
    const update = (): void => {
      frame = 0;
      setScrolled(window.scrollY > threshold);
    };
    const onScroll = (): void => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [threshold]);
  return scrolled;
}
