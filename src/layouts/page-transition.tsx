import * as React from 'react';

let hydrated = false;

/**
 * Fades a page in after a client-side navigation (the default layout's fade), with a CSS
 * animation: the first page (server-rendered HTML) appears at once, and so does every page for visitors
 * who ask for reduced motion (the stylesheet turns the animation off for them).
 */
export function PageTransition({ children }: { children: React.ReactNode }): React.JSX.Element {
  const [fades] = React.useState(() => hydrated);
  React.useEffect(() => {
    hydrated = true;
  }, []);
  return <div className={fades ? 'page-fade-in' : undefined}>{children}</div>;
}
