import * as React from 'react';

type ClientOnlyProps = {
  /** Said while the code loads (and in the static HTML). */
  loading: string;
  /** Said to a browser that runs no script, or what it gets instead (a form that works without). */
  noScript: string | React.JSX.Element;
  children: React.ReactNode;
};

/**
 * What runs in the browser only (forms whose code loads on demand): the static HTML and the first render
 * say it is loading, and a browser without scripts is told why nothing comes; once the page runs,
 * `children`, with the loading message while their code arrives.
 */
export function ClientOnly({ loading, noScript, children }: ClientOnlyProps): React.JSX.Element {
  const [inBrowser, setInBrowser] = React.useState(false);
  React.useEffect(() => setInBrowser(true), []);
  const status = (
    <p role="status" className="meta client-only-status">
      {loading}
    </p>
  );
  return (
    <>
      <noscript>{typeof noScript === 'string' ? <p className="notice notice-warning">{noScript}</p> : noScript}</noscript>
      {inBrowser ? <React.Suspense fallback={status}>{children}</React.Suspense> : status}
    </>
  );
}
