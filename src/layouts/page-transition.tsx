import * as React from 'react';
import { animated, useSpring } from '@react-spring/web';

let hydrated = false;

const prefersReducedMotion = (): boolean => typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Fades a page in after a client-side navigation. The first page (server-rendered HTML) appears at once,
 * and so does every page for visitors who ask for reduced motion.
 */
export function PageTransition({ children }: { children: React.ReactNode }): React.JSX.Element {
  const [immediate] = React.useState(() => !hydrated || prefersReducedMotion());
  React.useEffect(() => {
    hydrated = true;
  }, []);
  const style = useSpring({ from: { opacity: immediate ? 1 : 0 }, to: { opacity: 1 }, immediate, config: { duration: 250 } });
  return <animated.div style={style}>{children}</animated.div>;
}
